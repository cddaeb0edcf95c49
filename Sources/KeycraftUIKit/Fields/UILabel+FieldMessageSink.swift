#if canImport(UIKit)
import Foundation
import KeycraftForms
import KeycraftText
import UIKit

/// A label under a field shows its messages, one a line, in the app's language (its `Localizable`
/// strings, by each message's key; the English default otherwise), and hides when there are none.
extension UILabel: @preconcurrency FieldMessageSink {
    /// Shows `messages`, one a line; hides the label when there are none.
    public func show(_ messages: [ValidationFailure]) {
        text = messages.map { failure in
            failure.message.localized { key in
                let translated = Bundle.main.localizedString(forKey: key, value: nil, table: nil)
                return translated == key ? nil : translated
            }
        }.joined(separator: "\n")
        numberOfLines = 0
        isHidden = messages.isEmpty
    }
}
#endif
