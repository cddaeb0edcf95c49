import Foundation
import KeycraftText

/// How words are compared when spelling: case-folded, canonically composed, typographic apostrophes
/// made plain, and Hangul syllables spelt out as the keys a two-set keyboard types
/// (``HangulKeystrokes``), so 안녕하세오 is one edit from 안녕하세요.
package enum SpellingSymbols {
    /// The symbols of `word` in comparison form.
    package static func symbols(of word: some StringProtocol) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(word.utf8.count)
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (most typing in English): nothing to compose, lower-casing is per byte.
            for byte in word.utf8 { result.append(Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)) }
            return result
        }
        let composed = String(word).precomposedStringWithCanonicalMapping
        for scalar in composed.lowercased().unicodeScalars {
            if let keys = HangulKeystrokes.keys(for: scalar) {
                for key in keys { result += key.unicodeScalars }
            } else if scalar == "\u{2019}" || scalar == "\u{2018}" || scalar == "\u{02BC}" {
                result.append("'")
            } else {
                result.append(scalar)
            }
        }
        return result
    }

    /// Calls `body` with the symbols of `word`; an ASCII word's (nearly every English candidate) are
    /// made in a buffer on the stack rather than an array of their own.
    static func withSymbols<R>(of word: String, _ body: (UnsafeBufferPointer<Unicode.Scalar>) -> R) -> R {
        var word = word
        let ascii: R? = word.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            return withSymbols(ofASCII: utf8, body)
        }
        return ascii ?? symbols(of: word).withUnsafeBufferPointer(body)
    }

    /// Calls `body` with the symbols of an ASCII word given as its bytes (lower-cased, in a buffer
    /// on the stack): what ``symbols(of:)`` gives its string.
    static func withSymbols<R>(ofASCII utf8: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<Unicode.Scalar>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: utf8.count) { buffer in
            for (k, byte) in utf8.enumerated() {
                buffer.initializeElement(at: k, to: Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte))
            }
            return body(UnsafeBufferPointer(buffer))
        }
    }

    /// Whether a symbol is an apostrophe, which typing on a phone keyboard usually leaves out
    /// (dont for don't), so adding or removing one costs nothing when ranking.
    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool { scalar == "'" }
}
