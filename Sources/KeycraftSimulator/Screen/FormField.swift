import Foundation
import KeycraftForms
import KeycraftText

/// Whether a field is a one-line text field or a multi-line text view.
public enum FieldKind: String, Sendable, Codable {
    /// `.textField` for a `UITextField`, whose return key ends or moves on; `.textView` for a `UITextView`,
    /// whose return key types a line break.
    case textField, textView
}

/// How a screen describes one of its fields: where it is, whether it can take focus, what shows
/// instead of (or above) the keyboard. The editing state lives in the field's ``FieldSession``.
///
/// ```swift
/// let age = FormField(
///     id: "age", frame: CGRect(x: 20, y: 100, width: 350, height: 34),
///     validator: FieldValidator([.maxLength(3)]), inputView: .picker(.age), showsAccessoryBar: true)
/// ```
public struct FormField: Sendable {
    /// The identifier a screen uses to name the field: unique within the screen.
    public var id: String
    /// Whether the field is a one-line text field or a multi-line text view.
    public var kind: FieldKind
    /// The frame in the screen's content coordinates (the scroll view's content, or the root view).
    public var frame: CGRect
    /// The text the field starts with; afterwards the session's ``FieldSession/text`` is the truth.
    public var text: String
    /// The grey text shown while the field is empty, and the accessory bar's title.
    public var placeholder: String?
    /// The `UITextInputTraits`: keyboard type, return key, autocorrection, content type and the rest.
    public var traits: TextInputTraits
    /// The rules checked while typing and when editing ends.
    public var validator: FieldValidator
    /// The formatter stage of the field's session (an input mask, a phone number's grouping).
    public var formatter: (any TextFormatter)?
    /// `isHidden`: a hidden field takes no taps and never becomes first responder.
    public var isHidden: Bool
    /// `isEnabled`: a disabled field never becomes first responder, and next / previous skip it.
    public var isEnabled: Bool
    /// Text views only: false makes a read-only text view that never becomes first responder.
    public var isEditable: Bool
    /// A custom `inputView` shown instead of the system keyboard.
    public var inputView: InputView?
    /// Whether the previous / next / done bar shows above the keyboard for this field.
    public var showsAccessoryBar: Bool
    /// What the field's delegate answers when the app gives the screen no delegate of its own for it.
    public var delegateAnswers: DelegateAnswers

    /// A field at `frame`, in the screen's content coordinates, with UIKit's defaults for the rest:
    /// enabled, visible, editable, the system keyboard and no accessory bar.
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
