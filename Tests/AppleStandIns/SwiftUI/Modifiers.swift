// SwiftUI stand-in: the view modifiers Keycraft and its samples use (see Views.swift). Their bodies are
// never run: `self` only gives each opaque result a type.

/// https://developer.apple.com/documentation/swiftui/submitlabel
public struct SubmitLabel: Sendable {
    public static let `continue` = SubmitLabel(), done = SubmitLabel(), go = SubmitLabel(), join = SubmitLabel()
    public static let next = SubmitLabel(), `return` = SubmitLabel(), route = SubmitLabel(), search = SubmitLabel()
    public static let send = SubmitLabel()
}

/// https://developer.apple.com/documentation/swiftui/submittriggers
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}

/// https://developer.apple.com/documentation/swiftui/textinputautocapitalization
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization(), words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization(), characters = TextInputAutocapitalization()
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
    public static let body = Font(), footnote = Font(), caption = Font(), headline = Font()
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: ShapeStyle, View, Hashable {
    public static let red = Color(), primary = Color(), secondary = Color(), accentColor = Color()
    public var body: Never { fatalError() }
}
extension ShapeStyle where Self == Color {
    public static var red: Color { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle(), secondary = HierarchicalShapeStyle()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never { self }
    /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)-6tr1w
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/id(_:)
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:)
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    nonisolated public func padding(_ length: CGFloat? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    nonisolated public func background<V: View>(@ViewBuilder content: () -> V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/flipsforrighttoleftlayoutdirection(_:)
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
}

// The names a Keycraft module must not also export (KeycraftForms has its own): a file that imports
// SwiftUI and KeycraftUIKit or KeycraftSwiftUI uses them unqualified (AppleTypeCheckTests).

/// https://developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

/// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: Hashable, Sendable, CaseIterable { case leftToRight, rightToLeft }

/// https://developer.apple.com/documentation/swiftui/interfaceorientation
public struct InterfaceOrientation: Hashable, Sendable {
    public static let portrait = InterfaceOrientation(), portraitUpsideDown = InterfaceOrientation()
    public static let landscapeLeft = InterfaceOrientation(), landscapeRight = InterfaceOrientation()
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    @MainActor func makeUIView(context: Context) -> UIViewType
    @MainActor func updateUIView(_ uiView: UIViewType, context: Context)
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Body == Never {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {}
