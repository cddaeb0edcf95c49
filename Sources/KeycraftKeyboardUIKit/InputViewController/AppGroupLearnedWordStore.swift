#if canImport(UIKit)
import Foundation
import KeycraftKeyboard

extension FileLearnedWordStore {
    /// The learned words in the App Group container the keyboard shares with its containing app, so
    /// the app can show and edit them (the guide's "edit the vocabulary from the app"). The keyboard
    /// can write there only with full access. Nil when `identifier` isn't in the target's App Groups
    /// entitlement.
    ///
    /// ```swift
    /// let store = FileLearnedWordStore(appGroup: "group.com.example.morse")
    /// try store?.addWord("Keycraft")
    /// ```
    public convenience init?(appGroup identifier: String, fileName: String = "LearnedWords.json") {
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier) else {
            return nil
        }
        self.init(url: container.appendingPathComponent(fileName))
    }
}
#endif
