import Foundation
import KeycraftText

/// The return-key chain of a form whose fields are identified by any `Hashable` value — SwiftUI's
/// `@FocusState` enum cases, for instance: which field follows on return, which return key each field
/// shows, and what return does on the last.
///
/// The rules are the core's (``ReturnKeyAction``): every field says Next and the last says Done unless
/// a field asks for its own key; Next moves to the following focusable field, a submit key (go, search,
/// send …) submits, Done and the rest resign. Fields that can't take focus now (hidden, disabled) are
/// skipped, as the screen's chain skips them.
///
/// ```swift
/// enum Field: Hashable { case name, email, password }
/// let chain = FocusChain(order: [Field.name, .email, .password], returnKeyTypes: [.password: .go])
/// chain.returnKeyType(for: .email)   // .next
/// chain.step(onReturnFrom: .email)   // .focus(.password)
/// chain.step(onReturnFrom: .password) // .submit
/// ```
public struct FocusChain<ID: Hashable> {
    /// Every field, in next / previous order.
    public var order: [ID]
    /// Return key types chosen by the app; the others follow the form convention (next, done on the last).
    public var returnKeyTypes: [ID: ReturnKeyType]
    /// Fields that can't take focus now; the chain passes over them.
    public var unfocusable: Set<ID>

    /// A chain over `order`. An id that appears twice counts at its first place.
    public init(order: [ID], returnKeyTypes: [ID: ReturnKeyType] = [:], unfocusable: Set<ID> = []) {
        self.order = order
        self.returnKeyTypes = returnKeyTypes
        self.unfocusable = unfocusable
    }

    /// A chain in reading order of the fields' frames (top to bottom, then leading to trailing), as the
    /// screen orders fields it was given no order for (``FocusOrder/readingOrder(of:direction:)``).
    public init(
        readingOrderOf fields: [(id: ID, frame: CGRect)], direction: LayoutDirection = .leftToRight,
        returnKeyTypes: [ID: ReturnKeyType] = [:], unfocusable: Set<ID> = []
    ) {
        let order = FocusOrder.readingOrder(of: fields.map(\.frame), direction: direction).map { fields[$0].id }
        self.init(order: order, returnKeyTypes: returnKeyTypes, unfocusable: unfocusable)
    }

    /// The fields that can take focus, in order, each once.
    public var focusableOrder: [ID] {
        var seen = Set<ID>()
        return order.filter { !unfocusable.contains($0) && seen.insert($0).inserted }
    }

    /// The focusable field `step` places after `id` (1: next, -1: previous); nil at either end, or when
    /// `id` is not in the chain.
    public func neighbour(of id: ID, step: Int) -> ID? {
        let chain = focusableOrder
        guard let position = chain.firstIndex(of: id) else { return nil }
        let target = position + step
        return chain.indices.contains(target) ? chain[target] : nil
    }

    /// The field after `id`, or nil on the last.
    public func next(after id: ID) -> ID? { neighbour(of: id, step: 1) }

    /// The field before `id`, or nil on the first.
    public func previous(before id: ID) -> ID? { neighbour(of: id, step: -1) }

    /// The return key `id` shows: the app's choice, or Next — Done on the last focusable field.
    public func returnKeyType(for id: ID) -> ReturnKeyType {
        returnKeyTypes[id] ?? ReturnKeyAction.defaultType(isLast: next(after: id) == nil)
    }

    /// What return on `id` does, by ``ReturnKeyAction``: focus the next field, submit, or resign.
    public func step(onReturnFrom id: ID) -> FocusChainStep<ID> {
        FocusChainStep(returnKeyType: returnKeyType(for: id), next: next(after: id))
    }

    /// The focus after return on `current`: the next field, or nil (the keyboard goes away) on a resign or
    /// a submit — the guides' search field dismisses the keyboard before it searches. A field whose
    /// end-of-editing rules fail (`canResign` false) keeps focus, as a UIKit field that refuses to resign
    /// does, and return does nothing else.
    public func focus(afterReturnFrom current: ID, canResign: Bool = true) -> (focus: ID?, step: FocusChainStep<ID>?) {
        guard canResign else { return (current, nil) }
        let step = step(onReturnFrom: current)
        if case .focus(let next) = step { return (next, step) }
        return (nil, step)
    }
}

extension FocusChain: Equatable {}
extension FocusChain: Sendable where ID: Sendable {}
