import KeycraftForms

/// Records every animation a plan was applied in, and applies it at once (as `UIView.animate` sets the
/// model values at once and animates only what shows).
@MainActor
public final class AnimationRecorder {
    /// A recorder with no animation yet.
    public init() {}

    /// Every animation a plan was applied in, oldest first.
    public private(set) var animations: [KeyboardAnimation] = []

    /// The animator to hand the controller.
    public var animator: KeyboardAvoidanceController.Animator {
        { [weak self] animation, changes in
            self?.animations.append(animation)
            changes()
        }
    }
}
