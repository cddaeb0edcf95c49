// Stand-in for UIKit, written from Apple's public documentation (each declaration cites its page) for
// the type-check of the Apple-only sources on Linux (AppleTypeCheckTests). Declarations only, never
// run; only the API Keycraft's adapters and samples use. Built twice: as an app sees UIKit, and with
// `-D APP_EXTENSION` as an app extension does (the API Apple marks unavailable there is unavailable).
@_exported import Foundation
@_exported import ObjectiveC

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: ObjectiveC.NSObject {
    public override init() {}
    open var isFirstResponder: Bool { fatalError() }
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
    @discardableResult open func resignFirstResponder() -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/textinputmode
    open var textInputMode: UITextInputMode? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()
    open func reloadInputViews() {}
    /// https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview
    open var inputAccessoryView: UIView? { fatalError() }
}

extension UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidshownotification
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidhidenotification
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidchangeframenotification
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
}

/// https://developer.apple.com/documentation/uikit/uitextinputmode
@MainActor open class UITextInputMode: ObjectiveC.NSObject {
    open var primaryLanguage: String? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static let zero = UIEdgeInsets()
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// https://developer.apple.com/documentation/uikit/uicoordinatespace
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder, UICoordinateSpace {
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init() { fatalError() }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var window: UIWindow? { fatalError() }
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    open var tag = 0
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true
    /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var accessibilityIdentifier: String?
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    open func addSubview(_ view: UIView) {}
    open func sizeToFit() {}
    open func isDescendant(of view: UIView) -> Bool { fatalError() }
    @discardableResult open func endEditing(_ force: Bool) -> Bool { fatalError() }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {}
}

extension ObjectiveC.NSObject {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    @MainActor public var accessibilityLabel: String? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: ObjectiveC.NSObject {}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    open var windowScene: UIWindowScene?
    open var isKeyWindow: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiscene
@MainActor open class UIScene: UIResponder {}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor open class UIWindowScene: UIScene {
    open var screen: UIScreen { fatalError() }
    open var windows: [UIWindow] { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiscreen
@MainActor open class UIScreen: ObjectiveC.NSObject {
    open var bounds: CGRect { fatalError() }
    open var coordinateSpace: any UICoordinateSpace { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/shared
    /// Unavailable in app extensions ("Use view controller based solutions where appropriate instead.").
    #if APP_EXTENSION
    @available(*, unavailable, message: "Use view controller based solutions where appropriate instead.")
    #endif
    open class var shared: UIApplication { fatalError() }
    open var connectedScenes: Set<UIScene> { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init() { fatalError() }
    open var view: UIView!
    open var viewIfLoaded: UIView? { fatalError() }
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: ObjectiveC.NSObject {
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis-swift.enum
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: ObjectiveC.NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide: ObjectiveC.NSObject {
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/verticalscrollindicatorinsets
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    open var frameLayoutGuide: UILayoutGuide { fatalError() }
    open var contentLayoutGuide: UILayoutGuide { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
    public override init(frame: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uistackview/init(coder:)
    public required init(coder: NSCoder) { fatalError() }
    public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open func addArrangedSubview(_ view: UIView) {}
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }
}

/// https://developer.apple.com/documentation/uikit/uidevice
@MainActor open class UIDevice: ObjectiveC.NSObject {
    open class var current: UIDevice { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uidevice/playinputclick()
    open func playInputClick() {}
}
