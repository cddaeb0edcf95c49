import Foundation
import KeycraftText

/// The order a ``FieldChainController`` walks its fields in.
public enum FieldChainOrder: Hashable, Sendable {
    /// Top to bottom, then leading to trailing, by the fields' frames in the window (``FocusOrder/readingOrder(of:direction:)``).
    case readingOrder(LayoutDirection)
    /// The order the fields were given in.
    case asListed
}

/// What pressing return did in a chained field.
public enum FieldChainReturnOutcome: Hashable, Sendable {
    /// A text view: return types a line break, and the chain does nothing.
    case insertedLineBreak
    /// Focus moved to the field at this index of ``FieldChainController/fields``.
    case movedFocus(to: Int)
    /// The field resigned (false when it refused).
    case resigned(Bool)
    /// A submit-kind return key (go, search, send, …): ``FieldChainController/onSubmit`` ran.
    case submitted
}

/// Previous / next / done and the return-key chain for a screen's fields, through the core's
/// ``FocusOrder``, ``ReturnKeyAction`` and ``AccessoryBar``: next and previous pass hidden, disabled
/// and read-only fields; a `.next` return key moves on and the last field's resigns.
///
/// ```swift
/// let chain = FieldChainController(fields: [name, email, password])
/// chain.focusNext()                    // the accessory bar's next button
/// chain.accessoryBar                   // previous / next enabled for the first responder
/// chain.returnKeyPressed(in: email)    // .movedFocus(to: 2)
/// ```
@MainActor
public final class FieldChainController {
    /// The fields, in the order they were given (``FieldChainOrder/asListed`` walks this order).
    public var fields: [any ChainedField]
    /// The order previous / next and the return key walk.
    public var order: FieldChainOrder
    /// Runs for a submit-kind return key (``ReturnKeyAction/submit``), after the field resigned.
    public var onSubmit: (@MainActor (any ChainedField) -> Void)?

    /// A chain over `fields`, walked in `order`.
    public init(fields: [any ChainedField], order: FieldChainOrder = .readingOrder(.leftToRight),
                onSubmit: (@MainActor (any ChainedField) -> Void)? = nil) {
        self.fields = fields
        self.order = order
        self.onSubmit = onSubmit
    }

    /// Every field's index, in walking order (focusable or not).
    public var walkingOrder: [Int] { sortedOrder ?? Array(fields.indices) }

    /// Reading order worked out from the frames; nil when the order is the fields' own (no array to build).
    private var sortedOrder: [Int]? {
        switch order {
        case .asListed: nil
        case .readingOrder(let direction): FocusOrder.readingOrder(of: fields.map(\.keycraftFrameInWindow), direction: direction)
        }
    }

    /// The index of the field that is first responder, if one of them is. O(1) after focus moved through
    /// the chain (the field it moved to is checked first), else one pass over the fields. A field listed
    /// twice counts where focus last reached it.
    public var firstResponderIndex: Int? {
        if let last = lastFirstResponder, fields.indices.contains(last), fields[last].isFirstResponder { return last }
        lastFirstResponder = fields.firstIndex { $0.isFirstResponder }
        return lastFirstResponder
    }

    /// Where focus last went, or was last found: checked first by ``firstResponderIndex``.
    private var lastFirstResponder: Int?

    /// The focusable field after (`step` 1) or before (-1) the field at `index`; nil at the chain's end.
    public func neighbour(of index: Int, step: Int) -> Int? {
        neighbour(of: index, step: step, in: sortedOrder)
    }

    /// The neighbour in an order already worked out (reading order sorts the fields' frames), or in the
    /// fields' own order (nil), where a field's position is its index.
    private func neighbour(of index: Int, step: Int, in sorted: [Int]?) -> Int? {
        let isFocusable = { (index: Int) in self.fields[index].keycraftIsFocusable }
        guard let sorted else {
            guard fields.indices.contains(index) else { return nil }
            return FocusOrder.neighbour(from: index, in: fields.indices, step: step, isFocusable: isFocusable)
        }
        guard let position = sorted.firstIndex(of: index) else { return nil }
        return FocusOrder.neighbour(from: position, in: sorted, step: step, isFocusable: isFocusable)
    }

    /// The bar for the field at `index`: previous and next enabled when there is a field to go to.
    public func accessoryBar(for index: Int) -> AccessoryBar {
        let order = sortedOrder
        return AccessoryBar(
            isPreviousEnabled: neighbour(of: index, step: -1, in: order) != nil, isNextEnabled: neighbour(of: index, step: 1, in: order) != nil,
            title: fields[index].keycraftPlaceholder)
    }

    /// The bar for the first responder; nil when none of the fields is first responder.
    public var accessoryBar: AccessoryBar? { firstResponderIndex.map(accessoryBar(for:)) }

    /// The return key type the guides' convention gives the field: next, and done on the last one.
    public func conventionalReturnKeyType(for index: Int) -> ReturnKeyType {
        ReturnKeyAction.defaultType(isLast: neighbour(of: index, step: 1) == nil)
    }

    /// The bar's next button: focus moves on. False at the end of the chain or when the next field refused.
    @discardableResult
    public func focusNext() -> Bool { move(step: 1) }

    /// The bar's previous button.
    @discardableResult
    public func focusPrevious() -> Bool { move(step: -1) }

    /// The bar's done button: the first responder resigns. True when nothing is editing afterwards.
    @discardableResult
    public func done() -> Bool {
        guard let index = firstResponderIndex else { return true }
        return fields[index].resignFirstResponder()
    }

    /// Return was pressed in the field at `index` (and its delegate let it through): what
    /// ``FocusChainStep/init(returnKeyType:next:)`` decides for its return key type.
    @discardableResult
    public func returnKeyPressed(in index: Int) -> FieldChainReturnOutcome {
        returnKeyPressed(in: fields[index], next: neighbour(of: index, step: 1))
    }

    /// Return was pressed in `field`, found in ``fields`` by identity. A field outside the chain (a search
    /// field in the navigation bar, say) has no field after it: its Next key resigns, as the last field's does.
    @discardableResult
    public func returnKeyPressed(in field: any ChainedField) -> FieldChainReturnOutcome {
        returnKeyPressed(in: field, next: index(of: field).flatMap { neighbour(of: $0, step: 1) })
    }

    private func returnKeyPressed(in field: any ChainedField, next: Int?) -> FieldChainReturnOutcome {
        if field.keycraftReturnInsertsLineBreak { return .insertedLineBreak }
        switch FocusChainStep(returnKeyType: field.keycraftReturnKeyType, next: next) {
        case .focus(let next):
            guard fields[next].becomeFirstResponder() else { return .resigned(false) }
            lastFirstResponder = next
            return .movedFocus(to: next)
        case .resign:
            return .resigned(field.resignFirstResponder())
        case .submit:
            _ = field.resignFirstResponder()
            onSubmit?(field)
            return .submitted
        }
    }

    /// The index of `field` in ``fields``, by identity.
    public func index(of field: any ChainedField) -> Int? { fields.firstIndex { $0 === field } }

    private func move(step: Int) -> Bool {
        guard let index = firstResponderIndex, let target = neighbour(of: index, step: step) else { return false }
        guard fields[target].becomeFirstResponder() else { return false }
        lastFirstResponder = target
        return true
    }
}
