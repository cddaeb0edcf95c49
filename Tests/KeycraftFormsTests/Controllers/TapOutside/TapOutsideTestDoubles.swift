import Foundation
@testable import KeycraftForms

/// A view in a tap-outside hierarchy, classified as KeycraftUIKit classifies `UIView`s: text inputs are
/// fields, `UIControl`s are controls, every other view is empty space.
@MainActor
final class TapOutsideViewDouble: TapOutsideView {
    enum Kind { case plain, control, textInput }
    let name: String
    let kind: Kind
    private(set) weak var superview: TapOutsideViewDouble?
    private var subviews: [TapOutsideViewDouble] = []

    init(_ name: String, _ kind: Kind = .plain, in superview: TapOutsideViewDouble? = nil) {
        self.name = name
        self.kind = kind
        self.superview = superview
        superview?.subviews.append(self)
    }

    var keycraftTapTarget: TapTarget {
        switch kind {
        case .plain: .empty
        case .control: .control(name)
        case .textInput: .field(name)
        }
    }

    var keycraftTapSuperview: (any TapOutsideView)? { superview }
}

/// A screen's editing state: `endEditing(true)` resigns whatever is first responder.
@MainActor
final class TapOutsideScreenDouble {
    var firstResponder: String?
    private(set) var endEditingCalls = 0

    func controller() -> TapOutsideController {
        TapOutsideController(
            isEditing: { [unowned self] in firstResponder != nil },
            endEditing: { [unowned self] in
                endEditingCalls += 1
                firstResponder = nil
                return true
            })
    }
}
