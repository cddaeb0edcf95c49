import Foundation
import KeycraftForms
import KeycraftText

/// A screen of text fields and text views: the responder chain, return keys, input views, the accessory
/// bar and taps. It owns one editing session per field and moves focus between them through the
/// sessions' own lifecycle (and so through their delegates' vetoes); it never edits text itself.
///
/// Choices where UIKit leaves room:
/// - Moving focus from A to B: A resigns first (its rules and delegate may keep focus on A), then B is
///   asked; if B refuses, nothing is first responder — as when UIKit's new responder declines.
/// - A tap on empty space resigns without forcing, so a failed end-of-editing rule shows its message.
///
/// Each field's delegate is the app's own (``FieldDelegate``), or fixed answers (``DelegateAnswers``)
/// when the app gives none; a recorder in front of it logs every call for ``drainDelegateCalls()``. The
/// delegates (and the log) are objects, as UIKit's are: copies of a screen share them.
///
/// ```swift
/// var screen = try FormScreen(fields: [
///     FormField(id: "name", frame: CGRect(x: 20, y: 100, width: 350, height: 34)),
///     FormField(id: "email", frame: CGRect(x: 20, y: 160, width: 350, height: 34)),
/// ])
/// try screen.focus("name")
/// _ = try screen.type("Gildong")
/// screen.focusNext()   // "name" resigns, "email" becomes first responder
/// ```
public struct FormScreen {
    /// The fields as the screen was given them; their index is their position here.
    public private(set) var fields: [FormField]
    /// One editing session per field, in the order of ``fields``: the text, selection and messages now.
    public private(set) var sessions: [FieldSession]
    /// Index into ``fields`` of the first responder.
    public private(set) var firstResponderIndex: Int?
    /// The controls that take taps themselves, so a tap on them keeps the keyboard up.
    public var controls: [ScreenControl]
    /// The direction reading order follows when no explicit order is given.
    public let layoutDirection: LayoutDirection
    /// The field that becomes first responder when the screen appears.
    public var autofocusField: String?
    /// What the search-like return keys do.
    public var submitAction: SubmitAction
    /// Explicit or reading order of every field, computed once (frames do not change), and each field's
    /// position in it: next / previous step from the current position, skipping only unfocusable fields.
    private let order: [Int]
    private let positionInOrder: [Int?]
    private let delegates: [RecordingDelegate]
    private let log = DelegateCallLog()
    private let indexByID: [String: Int]

    /// A screen of `fields`, nothing first responder yet.
    ///
    /// Throws a ``FormScreenError`` naming the identifier when two fields share one, or when `order`,
    /// `autofocusField`, the search query field or a delegate names a field that isn't there (or a delegate
    /// is for the other kind of field).
    ///
    /// - Parameters:
    ///   - fields: the fields, with frames in the screen's content coordinates.
    ///   - controls: buttons and other controls that take their own taps.
    ///   - order: the next / previous order by identifier; nil for reading order.
    ///   - layoutDirection: the direction reading order follows.
    ///   - autofocusField: the field that becomes first responder when the screen appears.
    ///   - submitAction: what the search-like return keys do.
    ///   - appDelegates: the app's own delegates, by field identifier.
    public init(
        fields: [FormField], controls: [ScreenControl] = [], order: [String]? = nil, layoutDirection: LayoutDirection = .leftToRight,
        autofocusField: String? = nil, submitAction: SubmitAction = .submitForm, delegates appDelegates: [String: FieldDelegate] = [:]
    ) throws(FormScreenError) {
        var indexByID: [String: Int] = [:]
        for (index, field) in fields.enumerated() {
            guard indexByID.updateValue(index, forKey: field.id) == nil else { throw .duplicateFieldID(field.id) }
        }
        var explicit: [Int]?
        if let order {
            explicit = []
            for id in order {
                guard let index = indexByID[id] else { throw .noSuchField(id) }
                explicit?.append(index)
            }
        }
        if let autofocusField, indexByID[autofocusField] == nil { throw .noSuchField(autofocusField) }
        if case .searchURL(_, let query?) = submitAction, indexByID[query] == nil { throw .noSuchField(query) }
        for (id, delegate) in appDelegates.sorted(by: { $0.key < $1.key }) {
            guard let index = indexByID[id] else { throw .noSuchField(id) }
            guard delegate.kind == fields[index].kind else { throw .delegateKindMismatch(field: id, fieldKind: fields[index].kind) }
        }
        let log = self.log
        delegates = fields.map { field in
            let answering = AnsweringDelegate(field.delegateAnswers)
            let delegate = appDelegates[field.id] ?? (field.kind == .textField ? .textField(answering) : .textView(answering))
            return RecordingDelegate(fieldID: field.id, log: log, forwardingTo: delegate)
        }
        sessions = zip(fields, delegates).map { $0.makeSession(delegate: $1) }
        self.fields = fields
        self.indexByID = indexByID
        self.controls = controls
        let order = explicit ?? FocusOrder.readingOrder(of: fields.map(\.frame), direction: layoutDirection)
        var positionInOrder = [Int?](repeating: nil, count: fields.count)
        for (position, index) in order.enumerated().reversed() { positionInOrder[index] = position }
        self.order = order
        self.positionInOrder = positionInOrder
        self.layoutDirection = layoutDirection
        self.autofocusField = autofocusField
        self.submitAction = submitAction
    }

    // MARK: Reading the state

    /// The field that is first responder; nil when the keyboard is down.
    public var firstResponder: FormField? { firstResponderIndex.map { fields[$0] } }
    /// The first responder's editing session.
    public var firstResponderSession: FieldSession? { firstResponderIndex.map { sessions[$0] } }

    /// The position of a field in ``fields``; throws ``FormScreenError/noSuchField(_:)`` for an unknown identifier.
    public func index(of id: String) throws(FormScreenError) -> Int {
        guard let index = indexByID[id] else { throw .noSuchField(id) }
        return index
    }

    /// A field's editing session by identifier: its text, selection and messages now.
    public func session(_ id: String) throws(FormScreenError) -> FieldSession { sessions[try index(of: id)] }

    /// Delegate calls since the last drain, in order, as `method(fieldID)`.
    /// At most the latest 1,000 are kept between drains.
    public mutating func drainDelegateCalls() -> [String] { log.drain() }

    /// The focusable fields' indices in next / previous order.
    public var chain: [Int] { FocusOrder.chain(of: fields, explicit: order, direction: layoutDirection) }

    /// The accessory bar for the first responder, if it shows one.
    public var accessoryBar: AccessoryBar? {
        guard let index = firstResponderIndex, fields[index].showsAccessoryBar else { return nil }
        return AccessoryBar(isPreviousEnabled: neighbour(-1) != nil, isNextEnabled: neighbour(1) != nil, title: fields[index].placeholder)
    }

    /// The return key type a field shows.
    public func returnKeyType(of index: Int) -> ReturnKeyType { sessions[index].traits.returnKeyType }

    // MARK: Appearing

    /// `viewDidAppear`: the autofocus field becomes first responder. False when it refuses.
    @discardableResult
    public mutating func appear() -> Bool {
        guard let autofocusField, let index = indexByID[autofocusField] else { return true }
        return focus(index: index)
    }

    /// `viewWillDisappear`: editing ends, whatever the rules and delegates say.
    public mutating func disappear() { endEditing(force: true) }

    // MARK: First responder

    /// Makes the field first responder, resigning the current one first. False when a veto kept focus
    /// elsewhere (or nowhere), or the field is hidden, disabled or read-only.
    @discardableResult
    public mutating func focus(_ id: String) throws(FormScreenError) -> Bool { focus(index: try index(of: id)) }

    @discardableResult
    mutating func focus(index: Int) -> Bool {
        if firstResponderIndex == index { return true }
        guard fields[index].canBecomeFirstResponder else { return false }
        guard resignFirstResponder() else { return false }
        guard sessions[index].becomeFirstResponder() else { return false }
        firstResponderIndex = index
        return true
    }

    /// The first responder resigns through its rules and delegate; true when nothing is first responder.
    @discardableResult
    public mutating func resignFirstResponder() -> Bool {
        guard let index = firstResponderIndex else { return true }
        guard sessions[index].resignFirstResponder() else { return false }
        firstResponderIndex = nil
        return true
    }

    /// `UIView.endEditing(_:)` for the whole screen. Forced: the first responder resigns whatever its
    /// rules and delegate say (a text field ends with reason `.cancelled` when they would refuse).
    @discardableResult
    public mutating func endEditing(force: Bool) -> Bool {
        guard force, let index = firstResponderIndex else { return resignFirstResponder() }
        sessions[index].forceEndEditing()
        firstResponderIndex = nil
        return true
    }

    /// The next focusable field in the chain after the first responder (`step` 1) or before it (-1).
    /// Amortized O(1): it walks the precomputed order, passing only hidden, disabled or read-only fields.
    public func neighbour(_ step: Int) -> Int? {
        guard let current = firstResponderIndex, let start = positionInOrder[current] else { return nil }
        return FocusOrder.neighbour(from: start, in: order, step: step) { fields[$0].canBecomeFirstResponder }
    }

    /// The accessory bar's next button (or a `.next` return key). False at the end of the chain.
    @discardableResult
    public mutating func focusNext() -> Bool {
        guard let next = neighbour(1) else { return false }
        return focus(index: next)
    }

    /// The accessory bar's previous button. False at the start of the chain.
    @discardableResult
    public mutating func focusPrevious() -> Bool {
        guard let previous = neighbour(-1) else { return false }
        return focus(index: previous)
    }

    // MARK: Return key

    /// The return key on the first responder, decided as the shipped chains decide it (KeycraftForms'
    /// `FocusChainStep(returnKeyType:next:)`, which `FieldChainController` and `FocusChain` call too).
    public mutating func pressReturn() -> ReturnKeyOutcome {
        guard let index = firstResponderIndex else { return .noFirstResponder }
        switch sessions[index] {
        case .textView(var view):
            _ = view.pressReturn()
            sessions[index] = .textView(view)
            return .insertedLineBreak
        case .textField(var field):
            guard field.isReturnKeyEnabled else { return .disabled }
            let accepted = field.pressReturn()
            sessions[index] = .textField(field)
            guard accepted else { return .vetoed }
        }
        switch FocusChainStep(returnKeyType: returnKeyType(of: index), next: neighbour(1)) {
        case .focus(let next):
            return focus(index: next) ? .movedFocus(to: fields[next].id) : .resign(resigned: false)
        case .resign:
            return .resign(resigned: resignFirstResponder())
        case .submit:
            return .submitted(submit(from: index))
        }
    }

    /// Runs the submit action; the keyboard is dismissed first, as the guides' search field does.
    public mutating func submit(from index: Int) -> SubmitResult {
        _ = resignFirstResponder()
        switch submitAction {
        case .submitForm:
            return .form(Dictionary(uniqueKeysWithValues: zip(fields.map(\.id), sessions.map(\.text))))
        case .searchURL(let prefix, let queryField):
            let source = queryField.flatMap { indexByID[$0] } ?? index
            return .url(prefix + QueryPercentEncoding.encode(sessions[source].text))
        }
    }

    // MARK: Editing the first responder

    /// Applies an edit to the first responder's session.
    public mutating func editFirstResponder(_ edit: (inout FieldSession) -> EditResult) throws(FormScreenError) -> EditResult {
        guard let index = firstResponderIndex else { throw .noFirstResponder }
        return edit(&sessions[index])
    }

    /// Types `text` one character (grapheme cluster) at a time, as keys are pressed.
    public mutating func type(_ text: String, source: EditSource = .typing) throws(FormScreenError) -> [EditResult] {
        guard let index = firstResponderIndex else { throw .noFirstResponder }
        return text.map { sessions[index].insertText(String($0), source: source) }
    }

    // MARK: Input views

    /// Chooses a picker row: its title replaces the field's text.
    public mutating func pickRow(_ row: Int) throws(FormScreenError) -> EditResult {
        guard let index = firstResponderIndex else { throw .noFirstResponder }
        guard case .picker(let picker) = fields[index].inputView else { throw .noPicker(field: fields[index].id) }
        guard picker.titles.indices.contains(row) else { throw .rowOutOfRange(row: row, count: picker.titles.count) }
        return sessions[index].replaceAll(with: picker.titles[row])
    }

    /// Taps a button of the button pad: its title replaces the field's text, with an input click.
    public mutating func pressInputButton(_ title: String) throws(FormScreenError) -> (EditResult, InputFeedback) {
        guard let index = firstResponderIndex else { throw .noFirstResponder }
        guard case .buttonPad(let pad) = fields[index].inputView else { throw .noButtonPad(field: fields[index].id) }
        guard pad.titles.contains(title) else { throw .noSuchButton(title, available: pad.titles) }
        return (sessions[index].replaceAll(with: title), .inputClick)
    }

    // MARK: Taps

    /// A tap at a point in content coordinates: a field takes focus, a control keeps it, empty space
    /// resigns (the guides' tap-to-dismiss recognizer).
    @discardableResult
    public mutating func tap(at point: CGPoint) -> TapTarget {
        let target = TapTarget.hitTest(point, fields: fields, controls: controls)
        switch target {
        case .field(let id): if let index = indexByID[id] { _ = focus(index: index) }
        case .control: break
        case .empty: _ = resignFirstResponder()
        }
        return target
    }
}
