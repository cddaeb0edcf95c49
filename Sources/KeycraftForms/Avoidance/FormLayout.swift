import Foundation

/// The fields of a scrolling form, nested in container views, with every field's frame converted into
/// the scroll view's content coordinates once, so that each focus change plans in constant time.
///
/// ```swift
/// let layout = try FormLayout(
///     containers: [FormLayout.Container(frame: CGRect(x: 0, y: 400, width: 393, height: 300))],
///     fields: [FormLayout.Field(frame: CGRect(x: 16, y: 20, width: 361, height: 44), container: 0)])
/// try layout.contentFrame(ofField: 0)   // x 16, y 420: in the scroll view's content
/// ```
public struct FormLayout: Hashable, Sendable {
    /// A view that holds fields or other containers.
    public struct Container: Hashable, Sendable {
        /// The frame in the parent container's coordinates (content coordinates when there is no parent).
        public var frame: CGRect
        /// The index of the parent container; it must come earlier in the list.
        public var parent: Int?

        /// A container at `frame` in its parent's coordinates; `parent` indexes an earlier container.
        public init(frame: CGRect, parent: Int? = nil) {
            self.frame = frame
            self.parent = parent
        }
    }

    /// A text field or text view.
    public struct Field: Hashable, Sendable {
        /// The frame in its container's coordinates (content coordinates when there is no container).
        public var frame: CGRect
        /// The index of the container holding the field; nil when it sits directly in the content.
        public var container: Int?

        /// A field at `frame` in its container's coordinates.
        public init(frame: CGRect, container: Int? = nil) {
            self.frame = frame
            self.container = container
        }
    }

    /// Each field's frame in the scroll view's content coordinates, in the order given.
    public let contentFrames: [CGRect]

    /// Converts every frame in one pass: O(containers + fields).
    public init(containers: [Container], fields: [Field]) throws(FormLayoutError) {
        var origins: [CGPoint] = []
        origins.reserveCapacity(containers.count)
        for (index, container) in containers.enumerated() {
            var origin = container.frame.origin
            if let parent = container.parent {
                guard parent >= 0, parent < index else { throw .invalidParent(container: index, parent: parent) }
                origin.x += origins[parent].x
                origin.y += origins[parent].y
            }
            origins.append(origin)
        }
        var frames: [CGRect] = []
        frames.reserveCapacity(fields.count)
        for (index, field) in fields.enumerated() {
            guard let container = field.container else {
                frames.append(field.frame)
                continue
            }
            guard container >= 0, container < containers.count else { throw .invalidContainer(field: index, container: container) }
            frames.append(field.frame.offsetBy(dx: origins[container].x, dy: origins[container].y))
        }
        contentFrames = frames
    }

    /// The field's frame in content coordinates, or a typed error for an index outside the form.
    public func contentFrame(ofField index: Int) throws(FormLayoutError) -> CGRect {
        guard contentFrames.indices.contains(index) else { throw .noSuchField(index, count: contentFrames.count) }
        return contentFrames[index]
    }
}

/// A form whose views do not fit together.
public enum FormLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A container's parent is not an earlier container (which also rules out cycles).
    case invalidParent(container: Int, parent: Int)
    /// A field names a container that doesn't exist.
    case invalidContainer(field: Int, container: Int)
    /// A field index outside the form's fields.
    case noSuchField(Int, count: Int)

    /// A message naming the container or field at fault.
    public var description: String {
        switch self {
        case .invalidParent(let container, let parent):
            "container \(container): parent \(parent) must be an earlier container (0..<\(container))"
        case .invalidContainer(let field, let container):
            "field \(field): container \(container) does not exist"
        case .noSuchField(let index, let count):
            "field \(index) does not exist (the form has \(count) fields)"
        }
    }
}
