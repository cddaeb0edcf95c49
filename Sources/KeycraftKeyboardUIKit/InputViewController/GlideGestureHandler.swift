#if canImport(UIKit)
import KeycraftKeyboard
import UIKit

/// The pan gesture on the keys view that turns a swipe into a glided word: it collects the touch's
/// points, draws the trail behind the finger, and on lifting hands the points — mapped into the
/// ``LetterKeyLayout``'s coordinates — to a closure (``KeycraftInputViewController`` sends them to
/// its ``KeyboardExtensionController/glide(through:shifted:)``). A short movement is left to the
/// keys as a tap.
@MainActor
public final class GlideGestureHandler: NSObject {
    /// The recognizer added to the keys view.
    public let recognizer = UIPanGestureRecognizer()
    /// The trail drawn while the finger moves.
    public let trailLayer = CAShapeLayer()
    /// Where the letter keys are in the keys view; the gesture's points are scaled from it to the layout.
    public var letterArea: () -> CGRect
    /// The layout the points are mapped to.
    public let layout: LetterKeyLayout
    private let onGlide: ([CGPoint]) -> Void
    private var points: [CGPoint] = []

    /// A handler on `view`, reporting gestures in `layout`'s coordinates to `onGlide`.
    public init(view: UIView, layout: LetterKeyLayout, letterArea: @escaping () -> CGRect, onGlide: @escaping ([CGPoint]) -> Void) {
        self.layout = layout
        self.letterArea = letterArea
        self.onGlide = onGlide
        super.init()
        recognizer.maximumNumberOfTouches = 1
        recognizer.addTarget(self, action: #selector(panned(_:)))
        view.addGestureRecognizer(recognizer)
        trailLayer.fillColor = nil
        trailLayer.strokeColor = UIColor.systemBlue.withAlphaComponent(0.6).cgColor
        trailLayer.lineWidth = 6
        trailLayer.lineCap = .round
        trailLayer.lineJoin = .round
        view.layer.addSublayer(trailLayer)
    }

    @objc private func panned(_ recognizer: UIPanGestureRecognizer) {
        guard let view = recognizer.view else { return }
        let location = recognizer.location(in: view)
        switch recognizer.state {
        case .began:
            // The pan is recognised after some movement: where the finger went down is behind it.
            let moved = recognizer.translation(in: view)
            points = [CGPoint(x: location.x - moved.x, y: location.y - moved.y), location]
        case .changed:
            points.append(location)
        case .ended:
            points.append(location)
            let area = letterArea()
            let mapped = points.map { point in
                CGPoint(x: (point.x - area.minX) * layout.size.width / max(area.width, 1),
                        y: (point.y - area.minY) * layout.size.height / max(area.height, 1))
            }
            points = []
            onGlide(mapped)
        default:
            points = []
        }
        drawTrail()
    }

    private func drawTrail() {
        let path = UIBezierPath()
        if let first = points.first {
            path.move(to: first)
            for point in points.dropFirst() { path.addLine(to: point) }
        }
        trailLayer.path = path.cgPath
    }
}
#endif
