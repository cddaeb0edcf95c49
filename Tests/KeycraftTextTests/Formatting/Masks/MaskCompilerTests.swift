import Foundation
import Testing
@testable import KeycraftText

@Suite struct MaskCompilerTests {
    @Test func blocksMixingKindsSplitAndPutMandatoryPositionsFirst() throws {
        let mixed = try Mask(format: "[000AA]")
        #expect(mixed.states == [
            .value(.digits, isOptional: false), .value(.digits, isOptional: false), .value(.digits, isOptional: false),
            .value(.letters, isOptional: false), .value(.letters, isOptional: false),
        ])
        let sorted = try Mask(format: "a ([0909]) b")
        #expect(sorted.states == (try Mask(format: "a ([0099]) b")).states)
        #expect(try Mask(format: "[Aa0]").states == [
            .value(.letters, isOptional: false), .value(.letters, isOptional: true), .value(.digits, isOptional: false),
        ])
    }

    @Test func theEllipsisEndsItsBlockAndRepeatsTheKindBeforeIt() throws {
        #expect(try Mask(format: "[0…]").states == [.value(.digits, isOptional: false), .ellipsis(.digits)])
        #expect(try Mask(format: "[…]").states == [.ellipsis(.alphanumerics)])
        #expect(try Mask(format: "[0…0]").states == (try Mask(format: "[00…]")).states)
        // Format after the ellipsis is never reached.
        #expect(try Mask(format: "[0…][AAA]").states == [.value(.digits, isOptional: false), .ellipsis(.digits)])
        #expect(try Mask(format: "[A…]").capacity == nil)
    }

    @Test func curlyBlocksAreExtractedFixedCharactersAndEscapesAreLiteral() throws {
        #expect(try Mask(format: "{+1}").states == [.fixed("+", isExtracted: true), .fixed("1", isExtracted: true)])
        #expect(try Mask(format: "\\[[0]\\]").states == [
            .fixed("[", isExtracted: false), .value(.digits, isOptional: false), .fixed("]", isExtracted: false),
        ])
        #expect(try Mask(format: "[0]{\\]}").states.last == .fixed("]", isExtracted: true))
    }

    @Test func customNotationsAddCharactersAndOverrideBuiltIns() throws {
        let decimal = MaskNotation(character: ".", characterSet: CharacterSet(charactersIn: ".,"), isOptional: true)
        let mask = try Mask(format: "[999][.][99]", customNotations: [decimal])
        #expect(mask.apply(to: "12,5").formattedText == "12,5")
        #expect(mask.apply(to: "12.5").extractedValue == "12.5")
        let hex = MaskNotation(character: "0", characterSet: CharacterSet(charactersIn: "0123456789abcdef"), isOptional: false)
        #expect(try Mask(format: "[00]", customNotations: [hex]).apply(to: "fz3").formattedText == "f3")
    }

    @Test(arguments: [
        ("", MaskFormatError.emptyFormat),
        ("[00", .unclosedBracket("[", position: 0)),
        ("+7 {+7", .unclosedBracket("{", position: 3)),
        ("00]", .unexpectedClosingBracket("]", position: 2)),
        ("[00}", .unexpectedClosingBracket("}", position: 3)),
        ("{+]", .unexpectedClosingBracket("]", position: 2)),
        ("[[00]000]", .nestedBracket("[", position: 1)),
        ("[0{1}]", .nestedBracket("{", position: 2)),
        ("x []", .emptyBlock(position: 2)),
        ("{}", .emptyBlock(position: 0)),
        ("[00X]", .unknownBlockCharacter("X", position: 3)),
        ("[0\\0]", .unknownBlockCharacter("\\", position: 2)),
        ("[0]\\", .danglingEscape(position: 3)),
    ])
    func malformedMasksAreTypedErrorsNamingThePosition(format: String, error: MaskFormatError) {
        #expect(throws: error) { try Mask(format: format) }
    }

    @Test func errorMessagesCountFromOne() {
        #expect(MaskFormatError.unclosedBracket("[", position: 4).description == "'[' at character 5 is never closed")
        #expect(MaskFormatError.emptyFormat.description == "the mask is empty")
    }
}
