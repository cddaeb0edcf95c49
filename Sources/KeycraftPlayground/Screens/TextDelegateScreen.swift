import Foundation
import KeycraftForms
import KeycraftText

/// Screen 6: the text-delegate form of the guides — name (at most 10 characters), age (digits, 1 to
/// 100), gender (M or F) and e-mail (checked when editing ends) — on KeycraftForms' screen model:
/// the first field autofocused as the screen appears, next / previous and the return key through its
/// responder chain, every delegate call listed, refused edits' messages shown as alerts.
public struct TextDelegateScreen {
    public private(set) var form: FormScreen
    /// Every delegate call so far, oldest first, as KeycraftForms records them.
    public private(set) var delegateCalls: [String] = []
    public let labels = ["Name", "Age", "Gender", "E-mail"]
    private var isShifted = false

    public init() throws(FormScreenError) {
        // Frames only set the reading order (top to bottom); the playground draws its own rows.
        func frame(_ row: Int) -> CGRect { CGRect(x: 16, y: 100 + 60 * CGFloat(row), width: 300, height: 34) }
        form = try FormScreen(
            fields: [
                FormField(id: "Name", frame: frame(0), placeholder: "at most 10 characters",
                          traits: TextInputTraits(returnKeyType: .next, autocapitalizationType: .words),
                          validator: FieldValidator([.maxLength(10)])),
                FormField(id: "Age", frame: frame(1), placeholder: "1 to 100",
                          traits: TextInputTraits(keyboardType: .numberPad, returnKeyType: .next),
                          validator: FieldValidator([.allowedCharacters(CharacterSet(charactersIn: "0123456789")),
                                                     .integerRange(1...100)])),
                FormField(id: "Gender", frame: frame(2), placeholder: "M or F",
                          traits: TextInputTraits(returnKeyType: .next, autocapitalizationType: .allCharacters),
                          validator: FieldValidator([.oneOf(["M", "F"], uppercased: true)])),
                FormField(id: "E-mail", frame: frame(3), placeholder: "name@example.com",
                          traits: TextInputTraits(keyboardType: .emailAddress, returnKeyType: .done,
                                                  autocapitalizationType: TextAutocapitalizationType.none,
                                                  textContentType: .emailAddress),
                          validator: FieldValidator([.email])),
            ],
            autofocusField: "Name")
        form.appear()
        delegateCalls = form.drainDelegateCalls()
    }

    /// The fields' editing sessions, in screen order.
    public var fields: [TextFieldSession] {
        form.sessions.compactMap { if case .textField(let field) = $0 { field } else { nil } }
    }

    public var focused: Int? { form.firstResponderIndex }

    public mutating func handle(_ event: ScreenEvent) -> ScreenOutcome {
        defer { delegateCalls += form.drainDelegateCalls() }
        switch event {
        case .key(.tab): form.focusNext()
        case .key(.backTab): form.focusPrevious()
        case .key(.enter), .tap(.keyboardKey(.returnKey)): _ = form.pressReturn()
        case .key(.escape), .tap(.outside):
            if focused == nil, event == .key(.escape) { return .back }
            form.resignFirstResponder()
        case .tap(.back): return .back
        case .tap(.field(let index)): _ = try? form.focus(labels[index])
        case .tap(.keyboardKey(.shift)): isShifted.toggle()
        case .tap(.keyboardKey(let key)):
            guard let edit = KeyEdit.tapped(key, shifted: isShifted) else { break }
            apply(edit)
            isShifted = false
        case .key(let key):
            if let edit = KeyEdit.hardware(key) { apply(edit) }
        case .tap(.option): break
        }
        return .stay
    }

    private mutating func apply(_ edit: KeyEdit) {
        _ = try? form.editFirstResponder { session in
            guard case .textField(var field) = session else { return .notEditing }
            defer { session = .textField(field) }
            return edit.apply(to: &field)
        }
    }

    /// `method(Field)` as `Field · method`, so a narrow panel cuts the long method names, not the field.
    public static func fieldFirst(_ call: String) -> String {
        guard call.hasSuffix(")"), let open = call.lastIndex(of: "(") else { return call }
        return "\(call[call.index(after: open)..<call.index(before: call.endIndex)]) · \(call[..<open])"
    }

    var appearance: KeyboardAppearance { form.firstResponderSession?.traits.keyboardAppearance ?? .default }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        let theme = Theme.forAppearance(appearance, in: style)
        let header = ["6 · Text delegate — delegate calls:"]
        let room = max(0, layout.panel.height - header.count)
        let calls = delegateCalls.suffix(room).map(Self.fieldFirst)
        PhoneChrome.draw(title: "Text Delegate", panel: header + calls, theme: theme, layout: layout, on: &canvas)
        let fields = fields
        let keyboard = focused.map { KeyboardView(traits: fields[$0].traits, isReturnKeyEnabled: fields[$0].isReturnKeyEnabled) }
        let docked = keyboard?.height ?? 0
        let content = layout.content(dockedHeight: docked)
        for (index, field) in fields.enumerated() {
            FieldView.draw(field, label: " " + labels[index], index: index, at: content.row + index * (FieldView.height + 1),
                           in: content, theme: theme, on: &canvas)
        }
        if var keyboard {
            keyboard.isShifted = isShifted
            keyboard.draw(in: layout.docked(height: docked), theme: theme, on: &canvas)
        }
        let order = (focused.map { [$0] } ?? []) + Array(fields.indices)
        if let message = order.lazy.compactMap({ fields[$0].messages.first }).first {
            PhoneChrome.drawAlert(message.message.defaultValue, in: content, theme: theme, on: &canvas)
        }
    }
}
