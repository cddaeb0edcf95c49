// Scrolls the focused field into view: FocusedFieldScroller (KeycraftForms, Controllers/FocusedFieldScrolling)
// decides from the keyboard notifications and the frames; this file only measures frames, observes the
// notifications and calls ScrollViewReader's scrollTo.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import KeycraftForms
import KeycraftUIKit

extension View {
    /// Scrolls the scroll view this modifies so the field `focus` names shows above the keyboard —
    /// where SwiftUI's own avoidance leaves it covered (a scroll view that ignores the keyboard's safe
    /// area, a sheet, a field that wants room below it) — with the least scroll, in the keyboard's
    /// animation. Fields take part with ``keycraftScrollTarget(_:)``, which also gives them the id
    /// `proxy.scrollTo` looks for.
    ///
    /// ```swift
    /// ScrollViewReader { proxy in
    ///     ScrollView {
    ///         TextField("Notes", text: $notes).focused($focus, equals: .notes).keycraftScrollTarget(Field.notes)
    ///     }
    ///     .keycraftScrollsFocusedField($focus, proxy: proxy)
    /// }
    /// ```
    public func keycraftScrollsFocusedField<ID: Hashable>(
        _ focus: FocusState<ID?>.Binding, proxy: ScrollViewProxy, padding: CGFloat = ScrollViewAvoidance.defaultPadding
    ) -> some View {
        modifier(KeycraftScrollsFocusedFieldModifier(focus: focus, proxy: proxy, scroller: FocusedFieldScroller(padding: padding)))
    }

    /// Marks a field inside a ``keycraftScrollsFocusedField(_:proxy:padding:)`` scroll view: its id for
    /// `scrollTo`, and its frame for the decision.
    public func keycraftScrollTarget<ID: Hashable>(_ id: ID) -> some View {
        self.id(id).modifier(KeycraftScrollTargetModifier(id: AnyHashable(id)))
    }
}

/// The frames of one scroll view's marked fields, in window coordinates (SwiftUI's global space), read
/// when focus or the keyboard changes. One per scroll view, handed to its fields in the environment.
@MainActor
final class KeycraftFieldFrames {
    var frames: [AnyHashable: CGRect] = [:]
}

struct KeycraftFieldFramesKey: EnvironmentKey {
    static let defaultValue: KeycraftFieldFrames? = nil
}

extension EnvironmentValues {
    var keycraftFieldFrames: KeycraftFieldFrames? {
        get { self[KeycraftFieldFramesKey.self] }
        set { self[KeycraftFieldFramesKey.self] = newValue }
    }
}

/// Records a marked field's frame with the enclosing scroll view's frames.
struct KeycraftScrollTargetModifier: ViewModifier {
    let id: AnyHashable
    @Environment(\.keycraftFieldFrames) private var frames

    func body(content: Content) -> some View {
        content.onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { frame in
            frames?.frames[id] = frame
        }
    }
}

struct KeycraftScrollsFocusedFieldModifier<ID: Hashable>: ViewModifier {
    let focus: FocusState<ID?>.Binding
    let proxy: ScrollViewProxy
    @State private var scroller: FocusedFieldScroller
    @State private var containerFrame: CGRect = .zero
    @State private var fields = KeycraftFieldFrames()
    @State private var windowAnchor = KeycraftWindowAnchor()

    init(focus: FocusState<ID?>.Binding, proxy: ScrollViewProxy, scroller: FocusedFieldScroller) {
        self.focus = focus
        self.proxy = proxy
        _scroller = State(initialValue: scroller)
    }

    func body(content: Content) -> some View {
        content
            .environment(\.keycraftFieldFrames, fields)
            .background { KeycraftWindowReader(anchor: windowAnchor) }
            .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { frame in
                // SwiftUI's own avoidance resizes the scroll view after the notification: check again.
                containerFrame = frame
                reveal()
            }
            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)) { take($0) }
            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { take($0) }
            .onChange(of: focus.wrappedValue) { _, _ in reveal() }
    }

    /// Takes a keyboard notification (a malformed one changes nothing) and reveals the focused field.
    private func take(_ notification: Notification) {
        do {
            try scroller.handle(name: notification.name.rawValue, userInfo: notification.userInfo ?? [:])
        } catch {
            return
        }
        reveal()
    }

    private func reveal() {
        guard let id = focus.wrappedValue, let field = fields.frames[AnyHashable(id)],
            let window = windowAnchor.window?.windowPlacement,
            let scroll = scroller.scroll(revealing: field, in: containerFrame, window: window)
        else { return }
        withAnimation(.easeInOut(duration: scroll.animation.duration)) {
            proxy.scrollTo(id, anchor: UnitPoint(x: scroll.anchor.x, y: scroll.anchor.y))
        }
    }
}
#endif
