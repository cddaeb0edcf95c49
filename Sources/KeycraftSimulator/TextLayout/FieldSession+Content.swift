import KeycraftText

extension FieldSession {
    /// The session's editable text (text, selection, marked text, change log), for laying it out.
    public var content: EditableText {
        switch self {
        case .textField(let field): field.content
        case .textView(let view): view.content
        }
    }
}
