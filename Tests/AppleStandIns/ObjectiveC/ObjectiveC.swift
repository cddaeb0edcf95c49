// Stand-in for Apple's Objective-C runtime names, written from Apple's public documentation for the
// type-check of the Apple-only sources on Linux (AppleTypeCheckTests). Declarations only: never run.
//
// Linux's Foundation has an `NSObject` without Objective-C messaging, so this module declares the
// messaging-aware `NSObject` the Apple-only code subclasses; the type-check adds a one-line prelude
// (`typealias NSObject = ObjectiveC.NSObject`) to each module it checks so the name means this one.
@_exported import Foundation

/// https://developer.apple.com/documentation/objectivec/selector
/// `#selector(m)` is rewritten to `Selector(m)` for Linux, which checks that `m` exists.
public struct Selector: Hashable, Sendable {
    public init(_ name: String) {}
    public init<Function>(_ method: Function) {}
}

/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
open class NSObject: Foundation.NSObject {
    public override init() {}
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    open func responds(to aSelector: Selector!) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/forwardingtarget(for:)
    open func forwardingTarget(for aSelector: Selector!) -> Any? { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkey:)
    open func value(forKey key: String) -> Any? { fatalError() }
}

extension NSObjectProtocol {
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    public func responds(to aSelector: Selector!) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { fatalError() }

/// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {}

// Foundation's API on Apple platforms that Linux's Foundation lacks.

extension FileManager {
    /// https://developer.apple.com/documentation/foundation/filemanager/containerurl(forsecurityapplicationgroupidentifier:)
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { fatalError() }
}
