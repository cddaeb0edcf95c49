// Compiled into both targets: the App Group the keyboard and its containing app share.
// Change it to your own group (and the two .entitlements files with it).
enum MorseKeyboardAppGroup {
    static let identifier = "group.com.example.MorseKeyboard"
}
