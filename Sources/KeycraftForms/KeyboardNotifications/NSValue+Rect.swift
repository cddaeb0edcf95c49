import Foundation
#if canImport(UIKit)
import UIKit
#endif

// UIKit boxes rectangles with `NSValue(cgRect:)`; Foundation on macOS and Linux calls the same thing
// `NSValue(rect:)`. One spelling for the parser and its reverse.
extension NSValue {
    static func boxing(_ rect: CGRect) -> NSValue {
        #if canImport(UIKit)
        NSValue(cgRect: rect)
        #else
        NSValue(rect: rect)
        #endif
    }

    var boxedRect: CGRect {
        #if canImport(UIKit)
        cgRectValue
        #else
        rectValue
        #endif
    }
}
