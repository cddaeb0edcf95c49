#if canImport(UIKit)
import UIKit

extension UIResponder {
    /// Whether the active keyboard composes text as marked text before committing it: Korean, Japanese
    /// and Chinese keyboards (by `textInputMode`'s primary language).
    var keyboardComposesText: Bool {
        guard let language = textInputMode?.primaryLanguage else { return false }
        return ["ko", "ja", "zh"].contains { language.hasPrefix($0) }
    }
}
#endif
