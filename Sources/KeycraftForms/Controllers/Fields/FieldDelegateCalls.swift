import Foundation
import KeycraftText

// UIKit's delegate calls as both field controllers answer them, whatever UIKit names them for the kind
// of view: each runs on the session after it takes what the input shows, and reaches the app's delegate
// (or the package's forwarder) through the session, in UIKit's order.

extension FieldEditingMirror {
    /// "Should begin editing": forwarded; the app's delegate decides.
    func shouldBeginEditing() -> Bool {
        forward(isEditing: false) { $0.ask(.shouldBeginEditing) }
    }

    /// "Did begin editing": the view is editing now; forwarded.
    func didBeginEditing() {
        refusedToEnd = false
        forward(isEditing: true) { $0.tell(.didBeginEditing) }
    }

    /// A question only the app answers (clear, return, a link's interaction): forwarded.
    func ask(_ event: EditingEvent) -> Bool {
        forward { $0.ask(event) }
    }

    /// UIKit's news of an edit it applied: forwarded, unless the controller caused it by writing (it
    /// announces its own edits), or taking what the input shows committed a composition and announced that.
    func tellNews(_ event: EditingEvent) {
        forwardNews { $0.tell(event) }
    }

    /// "Should end editing": the end-of-editing rules first (a failure shows its messages and refuses,
    /// as the guides' e-mail field does, without asking the app), then the app's delegate.
    func shouldEndEditing() -> Bool {
        guard passesEndOfEditingRules() else {
            refusedToEnd = true
            return false
        }
        let ends = forward { $0.ask(.shouldEndEditing) }
        refusedToEnd = !ends
        return ends
    }

    /// "Did end editing": clears the messages and forwards. When the last "should end editing" refused
    /// (editing was forced to end), the app hears `.cancelled`, as a session reports it, whatever UIKit passed.
    func didEndEditing(reason: DidEndEditingReason) {
        let reported: DidEndEditingReason = refusedToEnd ? .cancelled : reason
        refusedToEnd = false
        show([])
        forward(isEditing: false) { $0.tell(.didEndEditing(reason: reported)) }
    }
}
