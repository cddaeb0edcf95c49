import Foundation
import KeycraftText

/// Screen 6: the text-delegate form of the guides — name (at most 10 characters), age (digits, 1 to
/// 100), gender (M or F) and e-mail (checked when editing ends) — with the first field focused as the
/// screen appears, every delegate call listed, and refused edits' messages shown as alerts.
public struct TextDelegateScreen {
    public private(set) var fields: [TextFieldSession]
    public let labels = ["Name", "Age", "Gender", "E-mail"]
    let log = DelegateCallLog()
    private let recorders: [DelegateCallRecorder]
    public private(set) var focused: Int?
    private var isShifted = false

    public init() {
        fields = [
            TextFieldSession(
                traits: TextInputTraits(returnKeyType: .next, autocapitalizationType: .words),
                validator: FieldValidator([.maxLength(10)]), placeholder: "at most 10 characters"),
            TextFieldSession(
                traits: TextInputTraits(keyboardType: .numberPad, returnKeyType: .next),
                validator: FieldValidator([.allowedCharacters(CharacterSet(charactersIn: "0123456789")), .integerRange(1...100)]),
                placeholder: "1 to 100"),
            TextFieldSession(
                traits: TextInputTraits(returnKeyType: .next, autocapitalizationType: .allCharacters),
                validator: FieldValidator([.oneOf(["M", "F"], uppercased: true)]), placeholder: "M or F"),
            TextFieldSession(
                traits: TextInputTraits(keyboardType: .emailAddress, returnKeyType: .done, autocapitalizationType: .none,
                                        textContentType: .emailAddress),
                validator: FieldValidator([.email]), placeholder: "name@example.com"),
        ]
        recorders = labels.map { [log] in DelegateCallRecorder(fieldName: $0, log: log) }
        for index in fields.indices { fields[index].delegate = recorders[index] }
        focus(0)
    }

    /// The delegate calls so far, oldest first.
    public var delegateCalls: [String] { log.calls }

    /// Moves the first responder: the current field must resign first (its end-of-editing rules can
    /// refuse, keeping focus and showing why), then `index` becomes first responder.
    mutating func focus(_ index: Int?) {
        if let current = focused {
            guard current != index, fields[current].resignFirstResponder() else { return }
            focused = nil
        }
        if let index, fields[index].becomeFirstResponder() { focused = index }
    }

    public mutating func handle(_ event: ScreenEvent) -> ScreenOutcome {
        switch event {
        case .key(.tab): focus(((focused ?? -1) + 1) % fields.count)
        case .key(.backTab): focus(((focused ?? fields.count) + fields.count - 1) % fields.count)
        case .key(.enter), .tap(.keyboardKey(.returnKey)): pressReturn()
        case .key(.escape), .tap(.outside):
            if focused == nil, event == .key(.escape) { return .back }
            focus(nil)
        case .tap(.back): return .back
        case .tap(.field(let index)): focus(index)
        case .tap(.keyboardKey(.shift)): isShifted.toggle()
        case .tap(.keyboardKey(let key)):
            guard let focused else { break }
            if HardwareKeyboard.tap(key, on: &fields[focused], shifted: isShifted) { isShifted = false }
        case .key(let key):
            guard let focused else { break }
            _ = HardwareKeyboard.send(key, to: &fields[focused])
        case .tap(.option): break
        }
        return .stay
    }

    /// Return asks `textFieldShouldReturn`, then moves to the next field; the last one resigns.
    private mutating func pressReturn() {
        guard let current = focused, fields[current].pressReturn() else { return }
        focus(current + 1 < fields.count ? current + 1 : nil)
    }

    var appearance: KeyboardAppearance { focused.map { fields[$0].traits.keyboardAppearance } ?? .default }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        let theme = Theme.forAppearance(appearance, in: style)
        let header = ["6 · Text delegate — delegate calls:"]
        let room = max(0, layout.panel.height - header.count)
        PhoneChrome.draw(title: "Text Delegate", panel: header + log.calls.suffix(room), theme: theme, layout: layout,
                         on: &canvas)
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
