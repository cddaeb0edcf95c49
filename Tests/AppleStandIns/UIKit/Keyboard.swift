// UIKit stand-in: what a custom keyboard extension uses (see Views.swift).
import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/uikit/uitextdocumentproxy
@MainActor public protocol UITextDocumentProxy: UIKeyInput {
    var documentContextBeforeInput: String? { get }
    var documentContextAfterInput: String? { get }
    var selectedText: String? { get }
    var documentInputMode: UITextInputMode? { get }
    /// https://developer.apple.com/documentation/uikit/uitextdocumentproxy/documentidentifier
    /// Declared non-optional; hosts have been seen to hand nil (see UIKitDocumentProxy).
    var documentIdentifier: UUID { get }
    /// https://developer.apple.com/documentation/uikit/uitextdocumentproxy/adjusttextposition(bycharacteroffset:)
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// https://developer.apple.com/documentation/uikit/uitextdocumentproxy/setmarkedtext(_:selectedrange:)
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    func unmarkText()
}

/// https://developer.apple.com/documentation/uikit/uilexiconentry
@MainActor open class UILexiconEntry: ObjectiveC.NSObject {
    open var userInput: String { fatalError() }
    open var documentText: String { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uilexicon
@MainActor open class UILexicon: ObjectiveC.NSObject {
    open var entries: [UILexiconEntry] { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiinputview
@MainActor open class UIInputView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiinputview/style
    public enum Style: Int, Sendable { case `default`, keyboard }
    public init(frame: CGRect, inputViewStyle: Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiinputviewaudiofeedback
@MainActor public protocol UIInputViewAudioFeedback: NSObjectProtocol {
    var enableInputClicksWhenVisible: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uiinputviewcontroller
@MainActor open class UIInputViewController: UIViewController, UITextInputDelegate {
    open var inputView: UIInputView?
    open var textDocumentProxy: any UITextDocumentProxy { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiinputviewcontroller/needsinputmodeswitchkey
    open var needsInputModeSwitchKey: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiinputviewcontroller/hasfullaccess
    open var hasFullAccess: Bool { fatalError() }
    open func advanceToNextInputMode() {}
    open func dismissKeyboard() {}
    /// https://developer.apple.com/documentation/uikit/uiinputviewcontroller/handleinputmodelist(from:with:)
    open func handleInputModeList(from view: UIView, with event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uiinputviewcontroller/requestsupplementarylexicon(completion:)
    open func requestSupplementaryLexicon(completion completionHandler: @escaping (UILexicon) -> Void) {}
    /// The async form of the same call.
    open func requestSupplementaryLexicon() async -> UILexicon { fatalError() }
    open func selectionWillChange(_ textInput: (any UITextInput)?) {}
    open func selectionDidChange(_ textInput: (any UITextInput)?) {}
    open func textWillChange(_ textInput: (any UITextInput)?) {}
    open func textDidChange(_ textInput: (any UITextInput)?) {}
}
