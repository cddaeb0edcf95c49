// Declarations only, written from Apple's documentation pages cited beside each: what the adapters
// use of Core Graphics' colours and paths, Core Animation's layers and UIKit's drawing (importing UIKit
// brings all three). Never called on Linux.
import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: @unchecked Sendable {}

/// https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath: @unchecked Sendable {}

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: ObjectiveC.NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
    open func addSublayer(_ layer: CALayer) {}
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayer
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// https://developer.apple.com/documentation/uikit/uibezierpath
open class UIBezierPath: ObjectiveC.NSObject {
    /// https://developer.apple.com/documentation/uikit/uibezierpath/move(to:)
    open func move(to point: CGPoint) {}
    /// https://developer.apple.com/documentation/uikit/uibezierpath/addline(to:)
    open func addLine(to point: CGPoint) {}
    /// https://developer.apple.com/documentation/uikit/uibezierpath/cgpath
    open var cgPath: CGPath { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/maximumnumberoftouches
    open var maximumNumberOfTouches: Int = .max
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
}
