import KeycraftKeyboardUIKit
import SwiftUI

/// The containing app: how to turn the keyboard on, and the keyboard's learned words, which the user
/// can add to and remove from (the guide's "edit the keyboard's vocabulary from the app").
@main
struct MorseKeyboardApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                VocabularyView(store: FileLearnedWordStore(appGroup: MorseKeyboardAppGroup.identifier))
            }
        }
    }
}
