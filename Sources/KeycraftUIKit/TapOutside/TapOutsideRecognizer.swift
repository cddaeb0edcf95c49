#if canImport(UIKit)
import KeycraftForms
import UIKit

/// A tap recognizer that ends editing on a tap outside fields and controls, without taking any touch
/// from them: `cancelsTouchesInView` is false, and its delegate refuses touches that land on a text
/// input or a control (``TapOutsideController/shouldReceiveTouch(on:)``).
///
/// ```swift
/// let recognizer = TapOutsideRecognizer(view: view)   // installed; taps on empty space end editing
/// recognizer.uninstall()
/// ```
@MainActor
public final class TapOutsideRecognizer: NSObject, UIGestureRecognizerDelegate {
    /// The decisions: what a touch lands on, whether editing ends.
    public let controller: TapOutsideController
    private weak var view: UIView?
    private var recognizer: UITapGestureRecognizer?

    /// Installs a recognizer on `view`; taps ending editing call `view.endEditing(true)`.
    public init(view: UIView) {
        self.view = view
        controller = TapOutsideController(
            isEditing: { [weak view] in view.map(Self.containsFirstResponder) ?? false },
            endEditing: { [weak view] in view?.endEditing(true) ?? false })
        super.init()
        let recognizer = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
        recognizer.cancelsTouchesInView = false
        recognizer.delegate = self
        view.addGestureRecognizer(recognizer)
        self.recognizer = recognizer
    }

    /// Removes the recognizer from its view.
    public func uninstall() {
        if let recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        recognizer = nil
    }

    /// Refuses touches on fields and controls, and every touch while nothing is editing.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let touched = touch.view else { return false }
        return controller.shouldReceiveTouch(on: touched)
    }

    /// Lets scroll views and other recognizers work alongside.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }

    @objc private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let view = recognizer.view else { return }
        let touched = view.hitTest(recognizer.location(in: view), with: nil) ?? view
        controller.tapRecognized(on: touched)
    }

    /// Whether `view` or one of its subviews is first responder.
    private static func containsFirstResponder(_ view: UIView) -> Bool {
        if view.isFirstResponder { return true }
        return view.subviews.contains(where: containsFirstResponder)
    }
}
#endif
