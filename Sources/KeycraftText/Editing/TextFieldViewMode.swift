/// When a text field shows an overlay view or its clear button, mirroring `UITextField.ViewMode`.
public enum TextFieldViewMode: Int, CaseIterable, Sendable, Codable {
    /// Never shown.
    case never = 0
    /// Shown only while the field is editing.
    case whileEditing = 1
    /// Shown only while the field is not editing.
    case unlessEditing = 2
    /// Always shown.
    case always = 3

    /// Whether a left or right overlay view shows. The text doesn't matter for overlays.
    public func showsOverlay(isEditing: Bool) -> Bool {
        switch self {
        case .never: false
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .always: true
        }
    }

    /// Whether the clear button shows: as for overlays, and only when there is something to clear.
    public func showsClearButton(isEditing: Bool, isEmpty: Bool) -> Bool {
        !isEmpty && showsOverlay(isEditing: isEditing)
    }
}
