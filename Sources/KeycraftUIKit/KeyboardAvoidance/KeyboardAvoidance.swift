#if canImport(UIKit)
import KeycraftForms
import ObjectiveC
import UIKit

/// Keyboard avoidance for a view controller or a scroll view, in one line:
///
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     KeyboardAvoidance.attach(to: self, options: .init(showsAccessoryBar: true))
/// }
/// // or, for one scroll view (a form, a notes text view):
/// scrollView.keycraft.avoidsKeyboard = true
/// ```
///
/// Every decision is made by KeycraftForms' Linux-tested controllers: ``KeyboardAvoidanceController``
/// (insets and offset of the scroll view around the first responder, or a shift of the root view, a
/// text view's caret kept above the keyboard, the originals put back), ``TapOutsideController`` (taps on
/// empty space end editing; fields and controls keep theirs) and ``FieldChainController`` (previous /
/// next / done and the return key). This class only observes UIKit and forwards.
///
/// No swizzling and no global state: the instance is stored on the view controller or scroll view it
/// serves (an associated object) and goes away with it.
@MainActor
public final class KeyboardAvoidance: NSObject {
    /// What to switch on besides avoidance.
    public struct Options: Sendable {
        /// Space between the revealed field (or caret line) and the keyboard.
        public var padding: CGFloat
        /// Whether a floating, undocked or split keyboard is avoided too.
        public var followsFloatingKeyboard: Bool
        /// Whether a tap outside fields and controls ends editing.
        public var dismissesOnTapOutside: Bool
        /// Whether text fields and text views without an input accessory view get the previous / next / done bar.
        public var showsAccessoryBar: Bool
        /// Whether return moves to the next field (`.next`), resigns (`.done`, `.default`) or submits.
        public var chainsReturnKey: Bool
        /// The order previous / next walk.
        public var order: FieldChainOrder

        /// Avoidance with tap-outside dismissal and the return-key chain; the bar is opt-in.
        public init(
            padding: CGFloat = ScrollViewAvoidance.defaultPadding, followsFloatingKeyboard: Bool = false,
            dismissesOnTapOutside: Bool = true, showsAccessoryBar: Bool = false, chainsReturnKey: Bool = true,
            order: FieldChainOrder = .readingOrder(.leftToRight)
        ) {
            self.padding = padding
            self.followsFloatingKeyboard = followsFloatingKeyboard
            self.dismissesOnTapOutside = dismissesOnTapOutside
            self.showsAccessoryBar = showsAccessoryBar
            self.chainsReturnKey = chainsReturnKey
            self.order = order
        }
    }

    /// The avoidance decisions (insets, offset, shift, restoring).
    public let controller: KeyboardAvoidanceController
    /// Previous / next / done and the return key over the container's text inputs.
    public let fieldChain: FieldChainController
    /// Tap outside to dismiss; nil when switched off.
    public private(set) var tapOutside: TapOutsideRecognizer?
    /// Runs for a submit-kind return key (go, search, send, …) after the field resigned.
    public var onSubmit: (@MainActor (UIView) -> Void)? {
        didSet {
            guard let submit = onSubmit else {
                fieldChain.onSubmit = nil
                return
            }
            fieldChain.onSubmit = { field in
                if let view = field as? UIView { submit(view) }
            }
        }
    }
    /// The options it was attached with.
    public let options: Options

    private let tracker: EditingTracker
    private weak var container: UIView?
    /// The view controller or scroll view this is stored on.
    private weak var owner: AnyObject?
    private var bars: [ObjectIdentifier: AccessoryBarToolbar] = [:]

    private init(host: any KeyboardAvoidanceHost, container: UIView, options: Options, setTracker: (EditingTracker) -> Void) {
        self.options = options
        self.container = container
        controller = KeyboardAvoidanceController(
            host: host, notifications: KeyboardNotificationCenterSource(), padding: options.padding,
            followsFloatingKeyboard: options.followsFloatingKeyboard, animator: Self.animate)
        fieldChain = FieldChainController(fields: [], order: options.order)
        tracker = EditingTracker()
        super.init()
        setTracker(tracker)
        tracker.onFocusChange = { [weak self] view in self?.focusDidChange(view) }
        tracker.onTextChange = { [weak self] in self?.controller.caretDidChange() }
        if options.dismissesOnTapOutside { tapOutside = TapOutsideRecognizer(view: container) }
        refreshFieldChain()
    }

    // MARK: Attaching

    /// Attaches avoidance to a view controller (call it in `viewDidLoad`); attaching twice returns the first.
    @discardableResult
    public static func attach(to viewController: UIViewController, options: Options = Options()) -> KeyboardAvoidance {
        if let attached = attached(to: viewController) { return attached }
        let host = ViewControllerAvoidanceHost(viewController: viewController)
        let avoidance = KeyboardAvoidance(host: host, container: viewController.view, options: options) { host.tracker = $0 }
        store(avoidance, on: viewController)
        return avoidance
    }

    /// Attaches avoidance to one scroll view: its own insets and offset, for the fields inside it (or a
    /// text view's caret). What `scrollView.keycraft.avoidsKeyboard = true` does.
    @discardableResult
    public static func attach(to scrollView: UIScrollView, options: Options = Options(dismissesOnTapOutside: false)) -> KeyboardAvoidance {
        if let attached = attached(to: scrollView) { return attached }
        let host = ScrollViewAvoidanceHost(scrollView: scrollView)
        let avoidance = KeyboardAvoidance(host: host, container: scrollView, options: options) { host.tracker = $0 }
        store(avoidance, on: scrollView)
        return avoidance
    }

    /// The avoidance attached to a view controller or scroll view, if any.
    public static func attached(to owner: AnyObject) -> KeyboardAvoidance? {
        objc_getAssociatedObject(owner, associationKey) as? KeyboardAvoidance
    }

    /// Detaches from a view controller or scroll view: the originals come back at once.
    public static func detach(from owner: AnyObject) {
        attached(to: owner)?.detach()
    }

    /// Stops observing, removes the tap recognizer and the bars this installed, puts the originals back,
    /// and lets go of the view controller or scroll view.
    public func detach() {
        if let owner, Self.attached(to: owner) === self {
            objc_setAssociatedObject(owner, Self.associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        owner = nil
        controller.detach()
        tracker.stop()
        tapOutside?.uninstall()
        tapOutside = nil
        for field in fieldChain.fields.compactMap({ $0 as? UIView }) { uninstallChain(on: field) }
        bars = [:]
    }

    // MARK: Events UIKit cannot report

    /// Call from `textViewDidChangeSelection(_:)`: the caret moved without the text changing.
    public func caretDidChange() { controller.caretDidChange() }

    /// Call from `viewDidLayoutSubviews()` when the layout can change while the keyboard shows (a Stage
    /// Manager window resized, rows inserted above the field).
    public func layoutDidChange() { controller.layoutDidChange() }

    // MARK: Wiring

    /// A text input began or ended editing; one outside the container (another screen's) changes nothing here.
    private func focusDidChange(_ view: UIView?) {
        guard let view, let container, view.isDescendant(of: container) else { return }
        refreshFieldChain()
        controller.firstResponderDidChange()
    }

    /// Collects the container's text inputs, gives them the bar and the return-key chain, and shows the
    /// first responder's bar state.
    private func refreshFieldChain() {
        guard let container, options.showsAccessoryBar || options.chainsReturnKey else { return }
        var fields: [UIView] = []
        Self.collectTextInputs(in: container, into: &fields)
        fieldChain.fields = fields.compactMap { $0 as? any ChainedField }
        let live = Set(fields.map(ObjectIdentifier.init))
        bars = bars.filter { live.contains($0.key) }
        for field in fields { installChain(on: field) }
        if let index = fieldChain.firstResponderIndex, let view = fieldChain.fields[index] as? UIView {
            bars[ObjectIdentifier(view)]?.show(fieldChain.accessoryBar(for: index))
        }
    }

    private func installChain(on field: UIView) {
        if options.chainsReturnKey, let textField = field as? UITextField {
            textField.removeTarget(self, action: #selector(returnPressed(_:)), for: .editingDidEndOnExit)
            textField.addTarget(self, action: #selector(returnPressed(_:)), for: .editingDidEndOnExit)
        }
        guard options.showsAccessoryBar, bars[ObjectIdentifier(field)] == nil else { return }
        let bar = AccessoryBarToolbar()
        bar.onPrevious = { [weak self] in self?.fieldChain.focusPrevious() }
        bar.onNext = { [weak self] in self?.fieldChain.focusNext() }
        bar.onDone = { [weak self] in self?.fieldChain.done() }
        if let textField = field as? UITextField, textField.inputAccessoryView == nil {
            textField.inputAccessoryView = bar
        } else if let textView = field as? UITextView, textView.inputAccessoryView == nil {
            textView.inputAccessoryView = bar
        } else {
            return   // the app's own accessory view stays
        }
        bars[ObjectIdentifier(field)] = bar
        if field.isFirstResponder { field.reloadInputViews() }
    }

    private func uninstallChain(on field: UIView) {
        if let textField = field as? UITextField {
            textField.removeTarget(self, action: #selector(returnPressed(_:)), for: .editingDidEndOnExit)
            if let bar = bars[ObjectIdentifier(field)], textField.inputAccessoryView === bar { textField.inputAccessoryView = nil }
        } else if let textView = field as? UITextView, let bar = bars[ObjectIdentifier(field)], textView.inputAccessoryView === bar {
            textView.inputAccessoryView = nil
        }
    }

    @objc private func returnPressed(_ textField: UITextField) {
        guard let index = fieldChain.index(of: textField) else { return }
        fieldChain.returnKeyPressed(in: index)
    }

    /// Text fields and editable text views, depth first (the chain sorts them).
    private static func collectTextInputs(in view: UIView, into fields: inout [UIView]) {
        for subview in view.subviews {
            if subview is UITextField || (subview as? UITextView)?.isEditable == true {
                fields.append(subview)
            } else {
                collectTextInputs(in: subview, into: &fields)
            }
        }
    }

    /// `UIView.animate` with the keyboard's duration and curve (the curve's raw value shifted into the
    /// options, as the keyboard's undocumented curve 7 needs); at once for a duration of 0.
    private static func animate(_ animation: KeyboardAnimation, _ changes: @escaping @MainActor () -> Void) {
        guard animation.duration > 0 else {
            changes()
            return
        }
        let curve = UIView.AnimationOptions(rawValue: UInt(max(0, animation.curve.rawValue)) << 16)
        UIView.animate(
            withDuration: animation.duration, delay: 0, options: [curve, .beginFromCurrentState, .allowUserInteraction],
            animations: changes)
    }

    // MARK: Storage

    private static let associationKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    private static func store(_ avoidance: KeyboardAvoidance, on owner: AnyObject) {
        avoidance.owner = owner
        objc_setAssociatedObject(owner, associationKey, avoidance, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
#endif
