// The return-key chain over @FocusState: FocusChain (KeycraftForms, Controllers/FocusChain) decides, this
// file only sets SwiftUI's submit labels and focus.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import KeycraftForms
import KeycraftText

extension View {
    /// The return-key chain of a form: return on a field moves `focus` to the next field in `order`, and
    /// on the last (or on a submit key such as `.go`) the keyboard goes away and `onSubmit` runs when the
    /// key submits. `onSubmit` comes before `canResign`, so a trailing closure is the submit action. Fields show their return keys with ``keycraftReturnKey(_:)``. `canResign` keeps focus
    /// on a field whose end-of-editing rules fail (`validator.validateEndOfEditing(email).isEmpty`), as a UIKit
    /// field that refuses to resign keeps it.
    ///
    /// ```swift
    /// Form {
    ///     TextField("E-mail", text: $email).focused($focus, equals: .email).keycraftReturnKey(Field.email)
    ///     SecureField("Password", text: $password).focused($focus, equals: .password).keycraftReturnKey(Field.password)
    /// }
    /// .keycraftFocusChain($focus, order: [.email, .password], returnKeyTypes: [.password: .go]) { signIn() }
    /// ```
    public func keycraftFocusChain<ID: Hashable>(
        _ focus: FocusState<ID?>.Binding, order: [ID], returnKeyTypes: [ID: ReturnKeyType] = [:], unfocusable: Set<ID> = [],
        onSubmit submit: @escaping () -> Void = {}, canResign: @escaping (ID) -> Bool = { _ in true }
    ) -> some View {
        let chain = FocusChain(order: order, returnKeyTypes: returnKeyTypes, unfocusable: unfocusable)
        return environment(\.keycraftFocusChain, KeycraftFocusChainLabels(chain))
            .onSubmit {
                guard let current = focus.wrappedValue else { return }
                let (next, step) = chain.focus(afterReturnFrom: current, canResign: canResign(current))
                focus.wrappedValue = next
                if step == .submit { submit() }
            }
    }

    /// Shows the return key the enclosing ``keycraftFocusChain(_:order:returnKeyTypes:unfocusable:onSubmit:canResign:)``
    /// gives the field `id` (Next, Done on the last, or the app's choice) as its submit label.
    public func keycraftReturnKey<ID: Hashable>(_ id: ID) -> some View {
        modifier(KeycraftReturnKeyModifier(id: AnyHashable(id)))
    }
}

/// Each field's return key, as the chain gives it, keyed by the field's id. Immutable, so safe to share
/// (unchecked only because the ids are type-erased).
struct KeycraftFocusChainLabels: @unchecked Sendable {
    let labels: [AnyHashable: SubmitLabelName]

    init<ID: Hashable>(_ chain: FocusChain<ID>) {
        var labels: [AnyHashable: SubmitLabelName] = [:]
        for id in chain.order { labels[AnyHashable(id)] = SubmitLabelName(chain.returnKeyType(for: id)) }
        self.labels = labels
    }
}

struct KeycraftFocusChainKey: EnvironmentKey {
    static let defaultValue: KeycraftFocusChainLabels? = nil
}

extension EnvironmentValues {
    var keycraftFocusChain: KeycraftFocusChainLabels? {
        get { self[KeycraftFocusChainKey.self] }
        set { self[KeycraftFocusChainKey.self] = newValue }
    }
}

struct KeycraftReturnKeyModifier: ViewModifier {
    let id: AnyHashable
    @Environment(\.keycraftFocusChain) private var chain

    func body(content: Content) -> some View {
        content.submitLabel(SubmitLabel(chain?.labels[id] ?? .return))
    }
}

extension SubmitLabel {
    /// SwiftUI's label for the core's name of it.
    init(_ name: SubmitLabelName) {
        switch name {
        case .continue: self = .continue
        case .done: self = .done
        case .go: self = .go
        case .join: self = .join
        case .next: self = .next
        case .return: self = .return
        case .route: self = .route
        case .search: self = .search
        case .send: self = .send
        }
    }
}
#endif
