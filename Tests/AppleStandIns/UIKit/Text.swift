// UIKit stand-in: text inputs, their traits and their delegates (see Views.swift).
//
// Optional protocol requirements need Objective-C, which Linux's compiler lacks. The stand-in models
// them in the two ways Swift code sees them:
// - delegate methods (`UITextFieldDelegate`, …) are requirements with a default in an extension, so a
//   conformer may implement any subset; the type-check rewrites a call of an optional requirement,
//   `delegate.textFieldShouldReturn?(field)`, to the plain call (see AppleTypeCheck.rewrite);
// - `UITextInputTraits`' properties, read on an existential (`textDocumentProxy.keyboardType`), are
//   optional there, as an optional requirement reads; the concrete views declare their own.
import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/uikit/uitextposition
@MainActor open class UITextPosition: ObjectiveC.NSObject {}

/// https://developer.apple.com/documentation/uikit/uitextrange
@MainActor open class UITextRange: ObjectiveC.NSObject {
    open var start: UITextPosition { fatalError() }
    open var end: UITextPosition { fatalError() }
    open var isEmpty: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uikeyboardtype
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}
/// https://developer.apple.com/documentation/uikit/uikeyboardappearance
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }
/// https://developer.apple.com/documentation/uikit/uireturnkeytype
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
/// https://developer.apple.com/documentation/uikit/uitextautocorrectiontype
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// https://developer.apple.com/documentation/uikit/uitextspellcheckingtype
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
/// https://developer.apple.com/documentation/uikit/uitextsmartquotestype
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
/// https://developer.apple.com/documentation/uikit/uitextsmartdashestype
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
/// https://developer.apple.com/documentation/uikit/uitextsmartinsertdeletetype
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }
/// https://developer.apple.com/documentation/uikit/uitextcontenttype
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let name = UITextContentType(rawValue: "name")
}

/// https://developer.apple.com/documentation/uikit/uitextinputtraits (every requirement is optional)
@MainActor public protocol UITextInputTraits: NSObjectProtocol {}

extension UITextInputTraits {
    public var keyboardType: UIKeyboardType? { fatalError() }
    public var keyboardAppearance: UIKeyboardAppearance? { fatalError() }
    public var returnKeyType: UIReturnKeyType? { fatalError() }
    public var enablesReturnKeyAutomatically: Bool? { fatalError() }
    public var autocapitalizationType: UITextAutocapitalizationType? { fatalError() }
    public var autocorrectionType: UITextAutocorrectionType? { fatalError() }
    public var spellCheckingType: UITextSpellCheckingType? { fatalError() }
    public var smartQuotesType: UITextSmartQuotesType? { fatalError() }
    public var smartDashesType: UITextSmartDashesType? { fatalError() }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType? { fatalError() }
    public var isSecureTextEntry: Bool? { fatalError() }
    /// `optional var textContentType: UITextContentType! { get set }`, read through an existential.
    public var textContentType: UITextContentType?? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uikeyinput
@MainActor public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// https://developer.apple.com/documentation/uikit/uitextinputdelegate
@MainActor public protocol UITextInputDelegate: NSObjectProtocol {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// https://developer.apple.com/documentation/uikit/uitextinput
@MainActor public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func caretRect(for position: UITextPosition) -> CGRect
}

/// What `UITextField` and `UITextView` implement of `UIKeyInput` and `UITextInput` (their own members in
/// UIKit; one declaration here).
extension UITextInput {
    public var hasText: Bool { fatalError() }
    public func insertText(_ text: String) {}
    public func deleteBackward() {}
    public var markedTextRange: UITextRange? { fatalError() }
    public var beginningOfDocument: UITextPosition { fatalError() }
    public var endOfDocument: UITextPosition { fatalError() }
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { fatalError() }
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError() }
    public func caretRect(for position: UITextPosition) -> CGRect { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl, UITextInput {
    open var text: String?
    open var placeholder: String?
    weak open var delegate: (any UITextFieldDelegate)?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var textContentType: UITextContentType!
    open var isSecureTextEntry = false
    open override var inputAccessoryView: UIView? {
        get { fatalError() }
        set {}
    }
    open var selectedTextRange: UITextRange?

    /// https://developer.apple.com/documentation/uikit/uitextfield/didendeditingreason
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }
}

extension UITextField {
    /// https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// https://developer.apple.com/documentation/uikit/uitextfield/textdidendeditingnotification
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// https://developer.apple.com/documentation/uikit/uitextfield/textdidchangenotification
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
}

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor open class UITextView: UIScrollView, UITextInput {
    open var text: String!
    open var isEditable = true
    open var selectedRange = NSRange(location: 0, length: 0)
    weak open var delegate: (any UITextViewDelegate)?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open override var inputAccessoryView: UIView? {
        get { fatalError() }
        set {}
    }
    open var selectedTextRange: UITextRange?
}

extension UITextView {
    /// https://developer.apple.com/documentation/uikit/uitextview/textdidbegineditingnotification
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// https://developer.apple.com/documentation/uikit/uitextview/textdidendeditingnotification
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    /// https://developer.apple.com/documentation/uikit/uitextview/textdidchangenotification
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}

/// https://developer.apple.com/documentation/uikit/uitextiteminteraction
public enum UITextItemInteraction: Int, Sendable { case invokeDefaultAction, presentActions, preview }

/// https://developer.apple.com/documentation/uikit/uitextfielddelegate (every requirement is optional)
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { fatalError() }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { fatalError() }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        fatalError()
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { fatalError() }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitextviewdelegate (every requirement is optional)
@MainActor public protocol UITextViewDelegate: NSObjectProtocol {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldinteractwith:in:interaction:)-1y8t3
    @available(iOS, deprecated: 17.0)
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { fatalError() }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { fatalError() }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { fatalError() }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    @available(iOS, deprecated: 17.0)
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool { fatalError() }
}
