// UIKit stand-in: controls, bars, labels, images, fonts, colours and gestures (see Views.swift).
import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    open var isEnabled = true
    /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
    open func sendActions(for controlEvents: Event) {}
    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    open func addAction(_ action: UIAction, for controlEvents: Event) {}

    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: ObjectiveC.NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    public convenience init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype
    public enum ButtonType: Int, Sendable { case custom, system }
    public convenience init(type buttonType: ButtonType) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) { fatalError() }
    open var titleLabel: UILabel? { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: ObjectiveC.NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public convenience init?(systemName name: String) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: ObjectiveC.NSObject, @unchecked Sendable {
    open class var secondaryLabel: UIColor { fatalError() }
    open class var systemRed: UIColor { fatalError() }
    open class var label: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemblue
    open class var systemBlue: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    open var cgColor: CGColor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: ObjectiveC.NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    }
    /// https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let bold = Weight(rawValue: 0.4)
    }
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uifont/monospacedsystemfont(ofsize:weight:)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontSizeToFitWidth = false
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory = false
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem: ObjectiveC.NSObject {
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum
    public enum Style: Int, Sendable { case plain, done }
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, flexibleSpace, fixedSpace }
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) { fatalError() }
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) { fatalError() }
    public convenience init(customView: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/flexiblespace()
    open class func flexibleSpace() -> UIBarButtonItem { fatalError() }
    weak open var target: AnyObject?
    open var action: Selector?
    open var isEnabled = true
}

/// https://developer.apple.com/documentation/uikit/uitoolbar
@MainActor open class UIToolbar: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var items: [UIBarButtonItem]?
}

/// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: ObjectiveC.NSObject {
    open var view: UIView? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: ObjectiveC.NSObject {
    public init(target: Any?, action: Selector?) { fatalError() }
    /// UIKit's recognizers are also made with no target (`NSObject`'s `init()`), added later.
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    open func addTarget(_ target: Any, action: Selector) {}
    open var state: State { fatalError() }
    open var view: UIView? { fatalError() }
    weak open var delegate: (any UIGestureRecognizerDelegate)?
    open var cancelsTouchesInView = true
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
/// Its methods are optional requirements; see Text.swift for how the stand-in models them.
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { fatalError() }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { fatalError() }
}
