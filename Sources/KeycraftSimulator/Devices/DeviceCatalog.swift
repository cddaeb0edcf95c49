import Foundation
import KeycraftForms

// Approximate figures. Screen sizes (points): Apple, Human Interface Guidelines › Layout › device screen
// dimensions. Safe-area insets: what the Simulator reports for a full-screen window (iOS 17).
// Keyboard heights: as commonly measured on devices and in the Simulator (iOS 17, English US keyboard,
// default text size); the predictive bar is the QuickType bar on iPhone and the shortcuts bar on iPad.
extension DeviceProfile {
    /// iPhone SE (3rd generation): 4.7-inch, Touch ID, status bar 20 pt, no home indicator.
    public static let iPhoneSE3 = DeviceProfile(
        name: "iPhone SE (3rd generation)", idiom: .phone,
        portraitScreenSize: CGSize(width: 375, height: 667),
        portraitSafeArea: EdgeInsets(top: 20),
        landscapeSafeArea: .zero,
        portraitKeyboard: KeyboardHeights(letters: 216, numberPad: 216, predictiveBar: 44),
        landscapeKeyboard: KeyboardHeights(letters: 162, numberPad: 162, predictiveBar: 38),
        hardwareKeyboardBarHeight: 0
    )

    /// iPhone 15 Pro: 6.1-inch, Dynamic Island, home indicator.
    public static let iPhone15Pro = dynamicIslandPhone(
        name: "iPhone 15 Pro", screen: CGSize(width: 393, height: 852), portraitKeyboardLetters: 291)

    /// iPhone 15 Pro Max: 6.7-inch, Dynamic Island, home indicator.
    public static let iPhone15ProMax = dynamicIslandPhone(
        name: "iPhone 15 Pro Max", screen: CGSize(width: 430, height: 932), portraitKeyboardLetters: 301)

    /// iPad Pro 11-inch (4th generation). iPad Pro offers the floating keyboard but neither undocking nor
    /// splitting.
    public static let iPadPro11 = homeIndicatorPad(name: "iPad Pro 11-inch", screen: CGSize(width: 834, height: 1194))

    /// iPad (10th generation): the keyboard can also be undocked and split.
    public static let iPad10 = homeIndicatorPad(
        name: "iPad (10th generation)", screen: CGSize(width: 820, height: 1180), splitKeyboardHeight: 216)

    /// iPhones with the Dynamic Island share their safe areas, bars and landscape keyboard.
    private static func dynamicIslandPhone(name: String, screen: CGSize, portraitKeyboardLetters letters: CGFloat) -> DeviceProfile {
        DeviceProfile(
            name: name, idiom: .phone, portraitScreenSize: screen,
            portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
            portraitKeyboard: KeyboardHeights(letters: letters, numberPad: letters, predictiveBar: 45),
            landscapeKeyboard: KeyboardHeights(letters: 171, numberPad: 171, predictiveBar: 38),
            hardwareKeyboardBarHeight: 0
        )
    }

    /// iPads without a home button share their safe areas, keyboards and bars; only some can split.
    private static func homeIndicatorPad(name: String, screen: CGSize, splitKeyboardHeight: CGFloat? = nil) -> DeviceProfile {
        DeviceProfile(
            name: name, idiom: .pad, portraitScreenSize: screen,
            portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
            landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
            portraitKeyboard: KeyboardHeights(letters: 265, numberPad: 265, predictiveBar: 55),
            landscapeKeyboard: KeyboardHeights(letters: 353, numberPad: 353, predictiveBar: 55),
            hardwareKeyboardBarHeight: 55,
            floatingKeyboardSize: CGSize(width: 320, height: 262),
            supportsUndockAndSplit: splitKeyboardHeight != nil,
            splitKeyboardHeight: splitKeyboardHeight
        )
    }

    /// Every profile above.
    public static let all: [DeviceProfile] = [.iPhoneSE3, .iPhone15Pro, .iPhone15ProMax, .iPadPro11, .iPad10]
}
