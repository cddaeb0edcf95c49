/// Something asked of a screen that its fields cannot do; the screen is left unchanged.
public enum FormScreenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No field on the screen has this identifier.
    case noSuchField(String)
    /// Two fields share an identifier, so neither could be named.
    case duplicateFieldID(String)
    /// The explicit next / previous order names this field twice.
    case fieldListedTwiceInOrder(String)
    /// The action needs a first responder and there is none.
    case noFirstResponder
    /// The first responder shows no picker / no button pad.
    case noPicker(field: String)
    /// The first responder shows no button-pad input view.
    case noButtonPad(field: String)
    /// The picker has no such row; `count` is how many rows it has.
    case rowOutOfRange(row: Int, count: Int)
    /// The button pad has no button with this title; `available` lists the titles it has.
    case noSuchButton(String, available: [String])
    /// Previous / next / done pressed while the first responder shows no accessory bar (or nothing is focused).
    case noAccessoryBar(field: String?)
    /// A delegate for the other kind of field (a text view's delegate for a text field, or the reverse).
    case delegateKindMismatch(field: String, fieldKind: FieldKind)

    /// A message that names the field, row or button at fault.
    public var description: String {
        switch self {
        case .noSuchField(let id): "no field with id “\(id)”"
        case .duplicateFieldID(let id): "two fields have the id “\(id)”"
        case .fieldListedTwiceInOrder(let id): "the order lists field “\(id)” twice"
        case .noFirstResponder: "no field is first responder"
        case .noPicker(let field): "field “\(field)” has no picker input view"
        case .noButtonPad(let field): "field “\(field)” has no button-pad input view"
        case .rowOutOfRange(let row, let count): "row \(row) is outside the picker's rows 0..<\(count)"
        case .noSuchButton(let title, let available):
            "no button “\(title)” on the input view (buttons: \(available.map { "“\($0)”" }.joined(separator: ", ")))"
        case .noAccessoryBar(let field):
            field.map { "field “\($0)” shows no accessory bar" } ?? "no field is first responder, so no accessory bar shows"
        case .delegateKindMismatch(let field, let kind):
            "field “\(field)” is a \(kind == .textField ? "text field" : "text view") and needs a \(kind == .textField ? "text field" : "text view") delegate"
        }
    }
}
