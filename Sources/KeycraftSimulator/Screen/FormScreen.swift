import Foundation
import KeycraftForms
import KeycraftText

/// A screen of text fields and text views: the responder chain, return keys, input views, the accessory
/// bar and taps. It owns one editing session per field and moves focus between them through the
/// sessions' own lifecycle (and so through their delegates' vetoes); it never edits text itself.
/// Previous / next / done and the return key go through the `FieldChainController` apps ship, over a
/// responder per field.
///
/// Choices where UIKit leaves room:
/// - Moving focus from A to B: A resigns first (its rules and delegate may keep focus on A), then B is
///   asked; if B refuses, nothing is first responder — as when UIKit's new responder declines.
/// - A tap on empty space resigns without forcing, so a failed end-of-editing rule shows its message.
///
/// Each field's delegate is the app's own (``FieldDelegate``), or fixed answers (``DelegateAnswers``)
/// when the app gives none; a recorder in front of it logs every call for ``drainDelegateCalls()``. The
/// delegates (and the log) are objects, as UIKit's are: copies of a screen share them. The rest is a
/// value: a copy changed later leaves the original as it was.
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
@MainActor
public struct FormScreen {
    /// The fields as the screen was given them; their index is their position here.
    public var fields: [FormField] { state.fields }
    /// One editing session per field, in the order of ``fields``: the text, selection and messages now.
    public var sessions: [FieldSession] { state.sessions }
    /// Index into ``fields`` of the first responder.
    public var firstResponderIndex: Int? { state.firstResponderIndex }
    /// The controls that take taps themselves, so a tap on them keeps the keyboard up.
    public var controls: [ScreenControl]
    /// The direction reading order follows when no explicit order is given.
    public let layoutDirection: LayoutDirection
    /// The field that becomes first responder when the screen appears.
    public var autofocusField: String?
    /// What the search-like return keys do.
    public var submitAction: SubmitAction
    /// The sessions, the first responder and the field chain, shared with the fields' responders.
    private var state: FormScreenState
    /// Each field's position in the chain's order (explicit, or reading order computed once: frames do
    /// not change); nil for a field an explicit order leaves out.
    private let positionInOrder: [Int?]
    /// The sessions' delegates (the sessions hold them weakly, as UIKit's fields do).
    private let delegates: [RecordingDelegate]
    private let log = DelegateCallLog()
    private let indexByID: [String: Int]

    /// A screen of `fields`, nothing first responder yet.
    ///
    /// Throws a ``FormScreenError`` naming the identifier when two fields share one, when `order` names a
    /// field twice, or when `order`, `autofocusField`, the search query field or a delegate names a field
    /// that isn't there (or a delegate is for the other kind of field).
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
            var listed = Set<String>()
            for id in order {
                guard let index = indexByID[id] else { throw .noSuchField(id) }
                guard listed.insert(id).inserted else { throw .fieldListedTwiceInOrder(id) }
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
        let order = explicit ?? FocusOrder.readingOrder(of: fields.map(\.frame), direction: layoutDirection)
        let delegates = self.delegates
        state = FormScreenState(
            fields: fields, sessions: zip(fields, delegates).map { $0.makeSession(delegate: $1) }, firstResponderIndex: nil, order: order)
        self.indexByID = indexByID
        self.controls = controls
        var positionInOrder = [Int?](repeating: nil, count: fields.count)
        for (position, index) in order.enumerated() { positionInOrder[index] = position }
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
    public var chain: [Int] { FocusOrder.chain(of: fields, explicit: state.order, direction: layoutDirection) }

    /// The accessory bar for the first responder, if it shows one: the field chain's, or both buttons
    /// disabled for a field an explicit order leaves out.
    public var accessoryBar: AccessoryBar? {
        guard let index = firstResponderIndex, fields[index].showsAccessoryBar else { return nil }
        guard let position = positionInOrder[index] else {
            return AccessoryBar(isPreviousEnabled: false, isNextEnabled: false, title: fields[index].placeholder)
        }
        return state.chain.accessoryBar(for: position)
    }

    /// The screen's state, copied first if another screen value shares it.
    private mutating func uniqueState() -> FormScreenState {
        if !isKnownUniquelyReferenced(&state) { state = state.copy() }
        return state
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
    mutating func focus(index: Int) -> Bool { uniqueState().responders[index].becomeFirstResponder() }

    /// The first responder resigns through its rules and delegate; true when nothing is first responder.
    @discardableResult
    public mutating func resignFirstResponder() -> Bool { uniqueState().resignFirstResponder() }

    /// `UIView.endEditing(_:)` for the whole screen. Forced: the first responder resigns whatever its
    /// rules and delegate say (a text field ends with reason `.cancelled` when they would refuse).
    @discardableResult
    public mutating func endEditing(force: Bool) -> Bool {
        guard force, let index = firstResponderIndex else { return resignFirstResponder() }
        let state = uniqueState()
        state.sessions[index].forceEndEditing()
        state.firstResponderIndex = nil
        return true
    }

    /// The next focusable field in the chain after the first responder (`step` 1) or before it (-1), as
    /// the field chain finds it. Amortized O(1): the chain walks the precomputed order, passing only
    /// hidden, disabled or read-only fields.
    public func neighbour(_ step: Int) -> Int? {
        guard let current = firstResponderIndex, let start = positionInOrder[current] else { return nil }
        return state.chain.neighbour(of: start, step: step).map { state.order[$0] }
    }

    /// The accessory bar's next button (or a `.next` return key). False at the end of the chain.
    @discardableResult
    public mutating func focusNext() -> Bool { uniqueState().chain.focusNext() }

    /// The accessory bar's previous button. False at the start of the chain.
    @discardableResult
    public mutating func focusPrevious() -> Bool { uniqueState().chain.focusPrevious() }

    /// The accessory bar's done button, through the field chain: the first responder resigns (one an
    /// explicit order leaves out resigns by itself). True when nothing is editing afterwards.
    @discardableResult
    public mutating func done() -> Bool {
        guard let index = firstResponderIndex else { return true }
        return positionInOrder[index] == nil ? resignFirstResponder() : uniqueState().chain.done()
    }

    // MARK: Return key

    /// The return key on the first responder: the field's session takes it first (a text view types a
    /// line break; a text field asks `textFieldShouldReturn`), then the shipped `FieldChainController`
    /// moves focus, resigns or submits.
    public mutating func pressReturn() -> ReturnKeyOutcome {
        guard let index = firstResponderIndex else { return .noFirstResponder }
        let state = uniqueState()
        switch state.sessions[index] {
        case .textView(var view):
            _ = view.pressReturn()
            state.sessions[index] = .textView(view)
        case .textField(var field):
            guard field.isReturnKeyEnabled else { return .disabled }
            let accepted = field.pressReturn()
            state.sessions[index] = .textField(field)
            guard accepted else { return .vetoed }
        }
        let outcome = positionInOrder[index].map { state.chain.returnKeyPressed(in: $0) }
            ?? state.chain.returnKeyPressed(in: state.responders[index])
        switch outcome {
        case .insertedLineBreak: return .insertedLineBreak
        case .movedFocus(let position): return .movedFocus(to: fields[state.order[position]].id)
        case .resigned(let resigned): return .resign(resigned: resigned)
        case .submitted: return .submitted(submission(from: index))
        }
    }

    /// Runs the submit action; the keyboard is dismissed first, as the guides' search field does.
    public mutating func submit(from index: Int) -> SubmitResult {
        _ = resignFirstResponder()
        return submission(from: index)
    }

    /// What the submit action sends, from the fields' texts now.
    private func submission(from index: Int) -> SubmitResult {
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
        return edit(&uniqueState().sessions[index])
    }

    /// Types `text` one character (grapheme cluster) at a time, as keys are pressed.
    public mutating func type(_ text: String, source: EditSource = .typing) throws(FormScreenError) -> [EditResult] {
        guard let index = firstResponderIndex else { throw .noFirstResponder }
        let state = uniqueState()
        return text.map { state.sessions[index].insertText(String($0), source: source) }
    }

    // MARK: Input views

    /// Chooses a picker row: its title replaces the field's text.
    public mutating func pickRow(_ row: Int) throws(FormScreenError) -> EditResult {
        guard let index = firstResponderIndex else { throw .noFirstResponder }
        guard case .picker(let picker) = fields[index].inputView else { throw .noPicker(field: fields[index].id) }
        guard picker.titles.indices.contains(row) else { throw .rowOutOfRange(row: row, count: picker.titles.count) }
        return uniqueState().sessions[index].replaceAll(with: picker.titles[row])
    }

    /// Taps a button of the button pad: its title replaces the field's text, with an input click.
    public mutating func pressInputButton(_ title: String) throws(FormScreenError) -> (EditResult, InputFeedback) {
        guard let index = firstResponderIndex else { throw .noFirstResponder }
        guard case .buttonPad(let pad) = fields[index].inputView else { throw .noButtonPad(field: fields[index].id) }
        guard pad.titles.contains(title) else { throw .noSuchButton(title, available: pad.titles) }
        return (uniqueState().sessions[index].replaceAll(with: title), .inputClick)
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
