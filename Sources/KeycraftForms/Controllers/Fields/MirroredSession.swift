import Foundation
import KeycraftText

/// What the field controllers need of an editing session: both sessions have it under these names.
/// Internal: the public surface stays each session's own.
protocol MirroredSession {
    var content: EditableText { get }
    var text: String { get }
    var isEditing: Bool { get }
    var messages: [ValidationFailure] { get }
    var validator: FieldValidator { get set }
    var formatter: (any TextFormatter)? { get set }
    mutating func mirror(_ content: EditableText, isEditing: Bool)
    mutating func replace(_ range: NSRange, with text: String, source: EditSource) -> EditResult
    mutating func setMarkedText(_ markedText: String, selectedRange: NSRange?) -> EditResult
    mutating func unmarkText() -> EditResult
    mutating func setSelectedRange(_ range: NSRange) throws(TextRangeError)
}

extension TextFieldSession: MirroredSession {}
extension TextViewSession: MirroredSession {}
