import Foundation
import KeycraftText

/// Whether a field is a one-line text field or a multi-line text view.
public enum FieldKind: String, Sendable, Codable {
    case textField, textView
}

/// How a screen describes one of its fields: where it is, whether it can take focus, what shows
/// instead of (or above) the keyboard. The editing state lives in the field's ``FieldSession``.
public struct FormField: Sendable {
    public var id: String
    public var kind: FieldKind
    /// The frame in the screen's content coordinates (the scroll view's content, or the root view).
    public var frame: CGRect
    public var text: String
    public var placeholder: String?
    public var traits: TextInputTraits
    public var validator: FieldValidator
    /// The formatter stage of the field's session (an input mask, a phone number's grouping).
    public var formatter: (any TextFormatter)?
    public var isHidden: Bool
    public var isEnabled: Bool
    /// Text views only: false makes a read-only text view that never becomes first responder.
    public var isEditable: Bool
    /// A custom `inputView` shown instead of the system keyboard.
    public var inputView: InputView?
    /// Whether the previous / next / done bar shows above the keyboard for this field.
    public var showsAccessoryBar: Bool
    public var delegateAnswers: DelegateAnswers

    public init(
        id: String, kind: FieldKind = .textField, frame: CGRect, text: String = "", placeholder: String? = nil,
        traits: TextInputTraits = TextInputTraits(), validator: FieldValidator = FieldValidator([]),
        isHidden: Bool = false, isEnabled: Bool = true, isEditable: Bool = true, inputView: InputView? = nil,
        showsAccessoryBar: Bool = false, delegateAnswers: DelegateAnswers = DelegateAnswers(),
        formatter: (any TextFormatter)? = nil
    ) {
        self.formatter = formatter
        self.id = id
        self.kind = kind
        self.frame = frame
        self.text = text
        self.placeholder = placeholder
        self.traits = traits
        self.validator = validator
        self.isHidden = isHidden
        self.isEnabled = isEnabled
        self.isEditable = isEditable
        self.inputView = inputView
        self.showsAccessoryBar = showsAccessoryBar
        self.delegateAnswers = delegateAnswers
    }

    /// Hidden, disabled and read-only fields are skipped by next / previous and never take focus.
    public var canBecomeFirstResponder: Bool { !isHidden && isEnabled && isEditable }

    /// What this field asks of the keyboard when it becomes first responder.
    public var keyboardRequest: KeyboardRequest {
        let effective = traits.effective
        return KeyboardRequest(
            keyboardType: traits.keyboardType, showsPredictiveBar: effective.autocorrects || effective.checksSpelling,
            inputViewHeight: inputView?.height, accessoryViewHeight: showsAccessoryBar ? AccessoryBar.height : nil)
    }

    func makeSession(delegate: RecordingDelegate) -> FieldSession {
        switch kind {
        case .textField:
            var session = TextFieldSession(
                text: text, traits: traits, validator: validator, placeholder: placeholder, formatter: formatter)
            session.delegate = delegate
            return .textField(session)
        case .textView:
            var session = TextViewSession(text: text, traits: traits, validator: validator, formatter: formatter)
            session.isEditable = isEditable
            session.delegate = delegate
            return .textView(session)
        }
    }
}
