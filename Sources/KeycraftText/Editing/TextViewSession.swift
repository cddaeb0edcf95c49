import Foundation

/// A multi-line text view being edited: `UITextView`'s behaviour and delegate order, headless.
///
/// Return inserts a line break through `shouldChangeTextIn` like any other key. Links are ranges
/// with URLs (what a `.link` attribute or a data detector provides); as in UIKit they respond to taps only
/// when the view is selectable and not editable, and the delegate decides whether the default action runs.
///
/// ```swift
/// var note = TextViewSession(text: "Dear Gildong,")
/// note.becomeFirstResponder()
/// note.pressReturn()            // return types a line break in a text view
/// note.insertText("Thank you.")
/// ```
public typealias TextViewSession = EditingSession<TextViewKind>

extension EditingSession where Kind == TextViewKind {
    /// A link in the text.
    public struct Link: Equatable, Sendable {
        /// Where the link is, in UTF-16 offsets.
        public var range: NSRange
        /// Where the link goes.
        public var url: URL
        /// A link to `url` over `range`.
        public init(range: NSRange, url: URL) {
            self.range = range
            self.url = url
        }
    }

    /// A text view showing `text`, not yet editing.
    public init(
        text: String = "", traits: TextInputTraits = TextInputTraits(), validator: FieldValidator = FieldValidator([]),
        formatter: (any TextFormatter)? = nil
    ) {
        self.init(text: text, traits: traits, validator: validator, formatter: formatter, kind: TextViewKind())
    }

    /// Asked before each change and told after it, in `UITextViewDelegate`'s order. Held weakly.
    public var delegate: (any TextViewDelegate)? {
        get { kind.delegate }
        set { kind.delegate = newValue }
    }
    /// Whether the user may change the text (`UITextView.isEditable`); a read-only view can still select.
    public var isEditable: Bool {
        get { kind.isEditable }
        set { kind.isEditable = newValue }
    }
    /// Whether the user may select text and tap links (`UITextView.isSelectable`).
    public var isSelectable: Bool {
        get { kind.isSelectable }
        set { kind.isSelectable = newValue }
    }
    /// Link ranges (UTF-16) and their URLs.
    public var links: [Link] {
        get { kind.links }
        set { kind.links = newValue }
    }

    /// A non-editable text view never begins editing. The caret keeps its place (a tap would set it).
    @discardableResult
    public mutating func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard isEditable, ask(.shouldBeginEditing) else { return false }
        core.isEditing = true
        tell(.didBeginEditing)
        return true
    }

    /// Return in a text view types a line break.
    @discardableResult
    public mutating func pressReturn() -> EditResult { proposeInsert("\n", source: .typing) }

    // MARK: Links

    /// A tap at a UTF-16 offset: the link there, if it is interactive; nil otherwise.
    public func link(at offset: Int) -> Link? {
        guard isSelectable, !isEditable else { return nil }
        return links.first { NSLocationInRange(offset, $0.range) }
    }

    /// Taps the link at `offset`: returns the URL to open when the delegate allows the default action,
    /// nil when there is no interactive link there or the delegate handled it itself. The view isn't
    /// editable then, so what the delegate sets through its handle is not taken.
    public func interactWithLink(at offset: Int, interaction: TextItemInteraction = .invokeDefaultAction) -> URL? {
        guard let link = link(at: offset) else { return nil }
        return answer(.shouldInteract(url: link.url, range: link.range, interaction: interaction)) ? link.url : nil
    }
}
