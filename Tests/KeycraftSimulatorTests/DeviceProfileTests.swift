import Foundation
import KeycraftText
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

@Suite("Device profiles")
struct DeviceProfileTests {
    @Test(arguments: DeviceProfile.all)
    func figuresAreSane(device: DeviceProfile) {
        for orientation in InterfaceOrientation.allCases {
            let screen = device.screenBounds(orientation)
            #expect(screen.origin == .zero)
            #expect(orientation.isLandscape == (screen.width > screen.height))
            let safe = device.safeAreaInsets(orientation)
            #expect(safe.top + safe.bottom < screen.height / 4 && safe.left + safe.right < screen.width / 4)
            for type in KeyboardType.allCases {
                let bare = device.keyboardHeight(for: type, predictiveBar: false, orientation: orientation)
                let withBar = device.keyboardHeight(for: type, predictiveBar: true, orientation: orientation)
                // A keyboard leaves room for content and is taller than its bottom safe-area inset.
                #expect(bare > safe.bottom && withBar < screen.height * 0.6)
                #expect(withBar >= bare)
            }
        }
    }

    @Test func publishedScreenSizes() {
        #expect(DeviceProfile.iPhoneSE3.portraitScreenSize == CGSize(width: 375, height: 667))
        #expect(DeviceProfile.iPhone15Pro.portraitScreenSize == CGSize(width: 393, height: 852))
        #expect(DeviceProfile.iPhone15ProMax.portraitScreenSize == CGSize(width: 430, height: 932))
        #expect(DeviceProfile.iPadPro11.portraitScreenSize == CGSize(width: 834, height: 1194))
        #expect(DeviceProfile.iPhone15Pro.screenBounds(.landscapeRight).size == CGSize(width: 852, height: 393))
    }

    @Test func phonesHaveNoBarForNumberPadsNorForHardwareKeyboards() {
        for device in DeviceProfile.all where device.idiom == .phone {
            #expect(device.keyboardHeight(for: .numberPad, predictiveBar: true, orientation: .portrait)
                == device.keyboardHeight(for: .numberPad, predictiveBar: false, orientation: .portrait))
            #expect(device.keyboardHeight(for: .default, predictiveBar: true, orientation: .portrait)
                > device.keyboardHeight(for: .default, predictiveBar: false, orientation: .portrait))
            #expect(device.hardwareKeyboardBarHeight == 0 && device.floatingKeyboardSize == nil && !device.supportsUndockAndSplit)
        }
        #expect(DeviceProfile.iPadPro11.hardwareKeyboardBarHeight > 0)
        #expect(!DeviceProfile.iPadPro11.supportsUndockAndSplit && DeviceProfile.iPad10.supportsUndockAndSplit)
    }

    @Test func bigPhonesHaveHomeIndicatorInsetsAndTallerKeyboards() {
        #expect(DeviceProfile.iPhoneSE3.safeAreaInsets(.portrait).bottom == 0)
        #expect(DeviceProfile.iPhone15Pro.safeAreaInsets(.portrait).bottom > 0)
        #expect(DeviceProfile.iPhone15Pro.safeAreaInsets(.landscapeLeft).left > 0)
        let se = DeviceProfile.iPhoneSE3.keyboardHeight(for: .default, predictiveBar: true, orientation: .portrait)
        let pro = DeviceProfile.iPhone15Pro.keyboardHeight(for: .default, predictiveBar: true, orientation: .portrait)
        let max = DeviceProfile.iPhone15ProMax.keyboardHeight(for: .default, predictiveBar: true, orientation: .portrait)
        #expect(se < pro && pro <= max)
        // Landscape keyboards on phones are shorter.
        #expect(DeviceProfile.iPhone15Pro.keyboardHeight(for: .default, predictiveBar: true, orientation: .landscapeLeft) < pro)
    }

    @Test func upsideDownMirrorsInsets() {
        let insets = EdgeInsets(top: 20, left: 1, bottom: 34, right: 2)
        var device = DeviceProfile.iPhoneSE3
        device.portraitSafeArea = insets
        #expect(device.safeAreaInsets(.portraitUpsideDown) == EdgeInsets(top: 34, left: 2, bottom: 20, right: 1))
    }

    @Test func orientationRawValuesAreUIKits() {
        #expect(InterfaceOrientation.portrait.rawValue == 1)
        #expect(InterfaceOrientation.portraitUpsideDown.rawValue == 2)
        #expect(InterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(InterfaceOrientation.landscapeLeft.rawValue == 4)
    }
}
