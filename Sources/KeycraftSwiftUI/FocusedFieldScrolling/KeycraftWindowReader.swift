// The window a SwiftUI view is in, for measuring it as keyboard avoidance does (KeycraftUIKit's UIWindow
// conformance). Not `UIApplication.shared`: it is unavailable in app extensions, and on a multi-window
// iPad its key window can be another scene's than the one the view shows in.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// Holds the UIKit view that ``KeycraftWindowReader`` places behind a SwiftUI view; its `window` is
/// the window the SwiftUI view shows in.
@MainActor
final class KeycraftWindowAnchor {
    weak var view: UIView?

    /// The window the anchored view is in; nil while it is off screen.
    var window: UIWindow? { view?.window }
}

/// An invisible UIKit view behind a SwiftUI view, recorded in an anchor so the window can be read.
struct KeycraftWindowReader: UIViewRepresentable {
    let anchor: KeycraftWindowAnchor

    func makeUIView(context: Context) -> UIView {
        let view = UIView(frame: .zero)
        view.isHidden = true
        view.isUserInteractionEnabled = false
        anchor.view = view
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        anchor.view = uiView
    }
}
#endif
