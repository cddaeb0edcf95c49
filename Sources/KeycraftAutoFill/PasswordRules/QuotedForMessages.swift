extension StringProtocol {
    /// The text in single quotes with control characters escaped (`'\t'`), so a message shows
    /// exactly which character it means.
    var quotedForMessages: String {
        let visible = unicodeScalars.map {
            $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
        }
        return "'\(visible.joined())'"
    }
}
