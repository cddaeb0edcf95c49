import Foundation
import Testing
import KeycraftKeyboard

/// The sample keyboard extension under Examples/MorseKeyboard is what Xcode needs: a valid Info.plist
/// with the keyboard extension's keys, a principal class that exists, and one App Group shared by
/// the extension, the app and the code.
@Suite struct MorseSampleExtensionTests {
    static let sample = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/MorseKeyboard")

    static func propertyList(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: sample.appendingPathComponent(path))
        let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return try #require(plist as? [String: Any], "\(path) is not a dictionary")
    }

    static func source(_ path: String) throws -> String {
        try String(contentsOf: sample.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theInfoPlistDeclaresAKeyboardExtension() throws {
        let info = try Self.propertyList("MorseKeyboardExtension/Info.plist")
        let extensionInfo = try #require(info["NSExtension"] as? [String: Any])
        #expect(extensionInfo["NSExtensionPointIdentifier"] as? String == "com.apple.keyboard-service")
        let attributes = try #require(extensionInfo["NSExtensionAttributes"] as? [String: Any])
        // The key says whether the keyboard can type ASCII (Apple's Information Property List reference):
        // Morse types every ASCII letter and digit, so it is offered in ASCII-capable fields too.
        #expect(attributes["IsASCIICapable"] as? Bool == true)
        let asciiLettersAndDigits = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { Character(UnicodeScalar($0)) } + Array("0123456789")
        #expect(asciiLettersAndDigits.allSatisfy { MorseTable.itu.code(for: $0) != nil })
        #expect(attributes["PrefersRightToLeft"] as? Bool == false)
        #expect(attributes["PrimaryLanguage"] as? String == "en-US")
        // Full access: learned words in the App Group, SOS's location, input clicks.
        #expect(attributes["RequestsOpenAccess"] as? Bool == true)
        // SOS asks for the location, which needs a purpose string.
        #expect((info["NSLocationWhenInUseUsageDescription"] as? String)?.isEmpty == false)
    }

    @Test func thePrincipalClassIsTheSamplesInputViewController() throws {
        let info = try Self.propertyList("MorseKeyboardExtension/Info.plist")
        let principal = try #require((info["NSExtension"] as? [String: Any])?["NSExtensionPrincipalClass"] as? String)
        #expect(principal == "$(PRODUCT_MODULE_NAME).MorseKeyboardViewController")
        let source = try Self.source("MorseKeyboardExtension/MorseKeyboardViewController.swift")
        #expect(source.contains("final class MorseKeyboardViewController: KeycraftInputViewController"))
    }

    @Test func theExtensionAndTheAppShareTheAppGroupTheCodeNames() throws {
        let code = try Self.source("Shared/MorseKeyboardAppGroup.swift")
        for target in ["MorseKeyboardExtension", "MorseKeyboardApp"] {
            let entitlements = try Self.propertyList("\(target)/\(target).entitlements")
            let groups = try #require(entitlements["com.apple.security.application-groups"] as? [String])
            #expect(groups.count == 1)
            #expect(code.contains("\"\(groups[0])\""), "\(target)'s App Group is not the one the code uses")
        }
    }
}
