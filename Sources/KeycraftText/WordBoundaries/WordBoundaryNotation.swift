extension WordBoundaries {
    /// `text` with `marker` inserted at every word boundary, start and end included: the notation of
    /// Unicode's WordBreakTest.txt without its × and spaces ("a b" → "÷a÷ ÷b÷"; "" → "÷").
    public static func marked(_ text: String, with marker: String = "÷") -> String {
        let indices = boundaryIndices(in: text)
        var result = marker
        for (start, end) in zip(indices, indices.dropFirst()) {
            result.unicodeScalars.append(contentsOf: text.unicodeScalars[start..<end])
            result += marker
        }
        return result
    }
}
