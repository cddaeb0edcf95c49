import Foundation
import KeycraftForms
import KeycraftText

/// Whether a device is a phone or a tablet, like `UIUserInterfaceIdiom`'s two touch cases.
public enum DeviceIdiom: String, Sendable, Codable {
    /// An iPhone (`.phone`) or an iPad (`.pad`): the iPad keyboard can float, undock and split.
    case phone, pad
}

/// The geometry of one device model that matters to the keyboard: screen, safe area, keyboard sizes.
///
/// Every figure is approximate. Screen sizes and safe-area insets follow Apple's published sizes
/// (Human Interface Guidelines, "Layout": device screen dimensions) and what the Simulator reports;
/// keyboard heights are as commonly measured on devices and the Simulator with the English (US) keyboard,
/// and change with iOS version, language and Dynamic Type. Use them for layout decisions and tests, never
/// instead of the frames the notifications carry.
///
/// ```swift
/// let device = DeviceProfile.iPhone15Pro
/// device.screenBounds(.landscapeLeft)   // 852 × 393
/// device.safeAreaInsets(.portrait)      // the Dynamic Island's top inset and the home indicator's bottom one
/// ```
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    /// The model's name, as the playground and transcripts show it.
    public var name: String
    /// Phone or pad, which decides the keyboard placements and number pads available.
    public var idiom: DeviceIdiom
    /// The screen in portrait, in points.
    public var portraitScreenSize: CGSize
    /// The full-screen window's safe-area insets in portrait.
    public var portraitSafeArea: EdgeInsets
    /// The full-screen window's safe-area insets in landscape.
    public var landscapeSafeArea: EdgeInsets
    /// The system keyboard's heights in portrait.
    public var portraitKeyboard: KeyboardHeights
    /// The system keyboard's heights in landscape.
    public var landscapeKeyboard: KeyboardHeights
    /// With a hardware keyboard attached: the bar still shown at the bottom (0 on iPhone, which shows
    /// nothing but an input accessory view).
    public var hardwareKeyboardBarHeight: CGFloat
    /// The iPad floating (iPhone-sized) keyboard, including its predictive bar; nil where there is none.
    public var floatingKeyboardSize: CGSize?
    /// Whether the keyboard can be undocked and split (iPads other than iPad Pro).
    public var supportsUndockAndSplit: Bool
    /// The height of the split keyboard's halves.
    public var splitKeyboardHeight: CGFloat?

    /// A device model with its screen, safe areas and keyboard sizes; iPad-only features default to none.
    public init(
        name: String, idiom: DeviceIdiom, portraitScreenSize: CGSize,
        portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
        portraitKeyboard: KeyboardHeights, landscapeKeyboard: KeyboardHeights,
        hardwareKeyboardBarHeight: CGFloat, floatingKeyboardSize: CGSize? = nil,
        supportsUndockAndSplit: Bool = false, splitKeyboardHeight: CGFloat? = nil
    ) {
        self.name = name
        self.idiom = idiom
        self.portraitScreenSize = portraitScreenSize
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitKeyboard = portraitKeyboard
        self.landscapeKeyboard = landscapeKeyboard
        self.hardwareKeyboardBarHeight = hardwareKeyboardBarHeight
        self.floatingKeyboardSize = floatingKeyboardSize
        self.supportsUndockAndSplit = supportsUndockAndSplit
        self.splitKeyboardHeight = splitKeyboardHeight
    }

    /// The model's name.
    public var description: String { name }

    /// The screen's bounds in the given interface orientation (screen coordinates follow the interface).
    public func screenBounds(_ orientation: InterfaceOrientation) -> CGRect {
        let size = portraitScreenSize
        return orientation.isLandscape
            ? CGRect(x: 0, y: 0, width: size.height, height: size.width)
            : CGRect(origin: .zero, size: size)
    }

    /// The full-screen window's safe-area insets in the given orientation.
    public func safeAreaInsets(_ orientation: InterfaceOrientation) -> EdgeInsets {
        guard orientation.isLandscape else {
            // Upside-down portrait is not offered on Face ID iPhones; where it is, the insets mirror.
            if orientation == .portraitUpsideDown {
                let insets = portraitSafeArea
                return EdgeInsets(top: insets.bottom, left: insets.right, bottom: insets.top, right: insets.left)
            }
            return portraitSafeArea
        }
        return landscapeSafeArea
    }

    /// The system keyboard's heights in an orientation.
    public func keyboardHeights(_ orientation: InterfaceOrientation) -> KeyboardHeights {
        orientation.isLandscape ? landscapeKeyboard : portraitKeyboard
    }

    /// The docked system keyboard's height for a keyboard type, with or without the predictive bar.
    ///
    /// iPhone number pads never show the predictive bar; iPad shows its full keyboard (on the numbers
    /// layer) for every type, so the bar applies there too.
    public func keyboardHeight(for type: KeyboardType, predictiveBar: Bool, orientation: InterfaceOrientation) -> CGFloat {
        let heights = keyboardHeights(orientation)
        if idiom == .phone, type.isNumericPad { return heights.numberPad }
        return heights.letters + (predictiveBar ? heights.predictiveBar : 0)
    }
}
