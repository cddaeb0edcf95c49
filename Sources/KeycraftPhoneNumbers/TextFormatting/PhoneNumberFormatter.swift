import Foundation
import KeycraftText

/// The formatter stage for a phone number field: the digits the field holds, grouped as
/// libphonenumber's as-you-type formatter groups them for the field's region.
///
/// Every edit — a digit typed at the end or in the middle, a deletion, a paste — is reduced to the
/// field's *dialled characters* (decimal digits of any script, and a `+` before the first digit), which
/// are retyped into a fresh as-you-type formatter. Anything else in the text is the formatter's own
/// punctuation or was typed by mistake, and is dropped (libphonenumber's formatter would stop grouping
/// at a typed space; a field keeps grouping instead). The caret goes right after the dialled character
/// it followed, however the grouping changes: after the 11th digit of a Korean mobile number
/// (`010-1234-567` → `010-1234-5678`) it is still after the 8.
///
/// Backspace over punctuation alone (the `-` the formatter put in) deletes the digit before it, so the
/// key never seems to do nothing.
///
/// ```swift
/// var phone = TextFieldSession(formatter: try PhoneNumberFormatter(regionCode: "KR"))
/// phone.becomeFirstResponder()
/// phone.paste("01012345678")                 // phone.text == "010-1234-5678"
/// ```
public struct PhoneNumberFormatter: TextFormatter, CustomStringConvertible {
    /// Retyping is bounded: no region's format takes more than 17 digits, and beyond that
    /// libphonenumber shows the input as typed, so longer input (a paste) is appended unformatted.
    static let formattedLimit = 64

    private let template: AsYouTypePhoneNumberFormatter
    private let metadata: PhoneNumberMetadata
    /// The formatter's state after the last number it formatted: typing at the end continues from it,
    /// so a keystroke costs one step of libphonenumber's algorithm, not a retyping of every digit.
    private let last = LastFormatted()
    /// The region whose numbers the field formats (ISO 3166-1, "KR").
    public var regionCode: String { template.regionCode }
    /// A short readable form, for logs and test failures.
    public var description: String { "PhoneNumberFormatter(\(regionCode))" }

    /// A formatter for numbers of `regionCode` (`"KR"`), with the bundled metadata.
    public init(regionCode: String) throws(PhoneNumberError) {
        let metadata: PhoneNumberMetadata
        do { metadata = try PhoneNumberMetadata.bundled() } catch { throw .metadata(error) }
        try self.init(regionCode: regionCode, metadata: metadata)
    }

    /// A formatter for numbers dialled in `regionCode`, from `metadata`; an unknown region throws.
    public init(regionCode: String, metadata: PhoneNumberMetadata) throws(PhoneNumberError) {
        self.template = try AsYouTypePhoneNumberFormatter(regionCode: regionCode, metadata: metadata)
        self.metadata = metadata
    }

    /// Formats the field's digits after `edit`, keeping the caret after the digit it followed.
    public func format(_ edit: FormattingEdit) -> FormattedEdit {
        var dialled = Self.dialledCharacters(of: edit.proposedText, caret: edit.proposedCaret)
        if edit.isDeletion, edit.range.length > 0, dialled.beforeCaret > 0,
            Self.dialledCharacters(of: edit.currentText, caret: NSMaxRange(edit.range)).beforeCaret == dialled.beforeCaret
        {
            // Only punctuation went: take the dialled character before it too.
            dialled.characters.remove(at: dialled.beforeCaret - 1)
            dialled.beforeCaret -= 1
        }
        let text = formatted(dialled.characters)
        let caret = Self.offset(after: dialled.beforeCaret, in: text)
        return Self.minimalEdit(from: edit.currentText, to: text, caret: caret)
    }

    /// The number as the field shows it for these dialled characters.
    public func formatted(_ dialled: [Unicode.Scalar]) -> String {
        let typed = Array(dialled.prefix(Self.formattedLimit))
        var (formatter, done) = last.resume(typed) ?? (template, 0)
        for scalar in typed[done...] { formatter.input(scalar) }
        last.store(typed, formatter)
        var text = formatter.formattedNumber
        text.unicodeScalars.append(contentsOf: dialled.dropFirst(Self.formattedLimit))
        return text
    }

    /// The number's dialled characters: ASCII digits, with `+` first for an international number.
    public func extractedValue(of text: String) -> String {
        let dialled = Self.dialledCharacters(of: text, caret: 0).characters
        return String(String.UnicodeScalarView(dialled.map { scalar in
            scalar == "+" ? scalar : Unicode.Scalar(UInt8(ascii: "0") + UInt8(scalar.properties.numericValue ?? 0))
        }))
    }

    /// Whether the field holds a valid complete number for its region (libphonenumber's
    /// `is_valid_number` on the number parsed in the region).
    public func isComplete(_ text: String) -> Bool {
        guard let number = try? metadata.parse(extractedValue(of: text), region: regionCode) else { return false }
        return metadata.isValid(number)
    }

    // MARK: - Dialled characters and the caret

    /// The digits and leading `+` of `text`, and how many of them lie before the UTF-16 offset `caret`.
    static func dialledCharacters(of text: String, caret: Int) -> (characters: [Unicode.Scalar], beforeCaret: Int) {
        // By scalar: a digit carrying a combining mark still counts, and the mark goes with the rest.
        var characters: [Unicode.Scalar] = []
        var beforeCaret = 0
        var offset = 0
        for scalar in text.unicodeScalars {
            defer { offset += scalar.utf16.count }
            guard isDigit(scalar) || (scalar == "+" && characters.isEmpty) else { continue }
            characters.append(scalar)
            if offset < caret { beforeCaret += 1 }
        }
        return (characters, beforeCaret)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || (!scalar.isASCII && scalar.properties.numericType == .decimal)
    }

    /// The UTF-16 offset just after the `count`-th dialled character of `text` (0 for none).
    static func offset(after count: Int, in text: String) -> Int {
        guard count > 0 else { return 0 }
        var seen = 0
        var offset = 0
        for scalar in text.unicodeScalars {
            offset += scalar.utf16.count
            if isDigit(scalar) || scalar == "+" {
                seen += 1
                if seen == count { return offset }
            }
        }
        return offset
    }

    /// The edit from `old` to `new` as one replacement of their differing middle, so undo and the
    /// text's neighbourhood see only what changed.
    static func minimalEdit(from old: String, to new: String, caret: Int) -> FormattedEdit {
        // Compared by grapheme cluster, so the range never splits one (or a surrogate pair), and scalar
        // by scalar, as canonically equivalent clusters are still different text.
        func same(_ a: Character, _ b: Character) -> Bool { a.unicodeScalars.elementsEqual(b.unicodeScalars) }
        let oldCharacters = Array(old), newCharacters = Array(new)
        var prefix = 0
        while prefix < oldCharacters.count, prefix < newCharacters.count, same(oldCharacters[prefix], newCharacters[prefix]) {
            prefix += 1
        }
        var suffix = 0
        while suffix < oldCharacters.count - prefix, suffix < newCharacters.count - prefix,
            same(oldCharacters[oldCharacters.count - 1 - suffix], newCharacters[newCharacters.count - 1 - suffix])
        {
            suffix += 1
        }
        let location = oldCharacters[..<prefix].reduce(0) { $0 + $1.utf16.count }
        let length = oldCharacters[prefix..<(oldCharacters.count - suffix)].reduce(0) { $0 + $1.utf16.count }
        return FormattedEdit(
            range: NSRange(location: location, length: length),
            replacement: String(newCharacters[prefix..<(newCharacters.count - suffix)]), caret: caret)
    }
}

/// A one-entry memory of the as-you-type state for the last dialled characters formatted. Only a
/// prefix of the same characters can resume from it, so a stale or shared entry merely costs a retype.
private final class LastFormatted: @unchecked Sendable {
    private let lock = NSLock()
    private var dialled: [Unicode.Scalar] = []
    private var state: AsYouTypePhoneNumberFormatter?

    /// The state after a prefix of `dialled` typed earlier, and that prefix's length.
    func resume(_ dialled: [Unicode.Scalar]) -> (AsYouTypePhoneNumberFormatter, Int)? {
        lock.lock()
        defer { lock.unlock() }
        guard let state, !self.dialled.isEmpty, self.dialled.count <= dialled.count,
            dialled.starts(with: self.dialled)
        else { return nil }
        return (state, self.dialled.count)
    }

    func store(_ dialled: [Unicode.Scalar], _ state: AsYouTypePhoneNumberFormatter) {
        lock.lock()
        defer { lock.unlock() }
        self.dialled = dialled
        self.state = state
    }
}
