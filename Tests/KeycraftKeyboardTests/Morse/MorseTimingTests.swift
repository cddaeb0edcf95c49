import Testing
import KeycraftKeyboard

@Suite struct MorseTimingTests {
    func keying(_ text: String) throws -> MorseKeying { MorseKeying(message: try MorseMessage(encoding: text)) }

    @Test func patternDrawsUnitsOfToneAndSilence() throws {
        #expect(try keying("ET").pattern == "=...===")
        #expect(try keying("E T").pattern == "=.......===")
        #expect(try keying("A").pattern == "=.===")
        #expect(try keying("<SK>").pattern == "=.=.=.===.=.===")
        #expect(try keying("").pattern == "")
    }

    @Test func parisIsFiftyUnitsWithItsWordGap() throws {
        let paris = try keying("PARIS")
        #expect(paris.totalUnits == 43)  // no trailing silence: 50 − the word gap of 7
        #expect(try keying("PARIS PARIS").totalUnits == 50 + 43)
        #expect(paris.pattern == "=.===.===.=...=.===...=.===.=...=.=...=.=.=")
    }

    @Test func segmentsFollowTheStandardRatios() {
        #expect(MorseKeyingSegment.dot.units == 1)
        #expect(MorseKeyingSegment.dash.units == 3)
        #expect(MorseKeyingSegment.elementGap.units == 1)
        #expect(MorseKeyingSegment.letterGap.units == 3)
        #expect(MorseKeyingSegment.wordGap.units == 7)
    }

    @Test func twentyWordsPerMinuteIsASixtyMillisecondUnit() throws {
        let speed = try MorseSpeed(wordsPerMinute: 20)
        #expect(abs(speed.unit - 0.060) < 1e-12)
        #expect(speed.spacingUnit == speed.unit)
        #expect(abs(try keying("PARIS").duration(at: speed) - 43 * 0.060) < 1e-9)
        #expect(abs(speed.duration(of: .dash) - 0.180) < 1e-12)
        #expect(abs(speed.duration(of: .wordGap) - 0.420) < 1e-12)
    }

    @Test func parisRepeatedTakesOneMinutePerWordCount() throws {
        // "PARIS " sent wpm times lasts 60 s; without the last word gap it is 7 units short.
        for wpm in [5.0, 13, 20, 25, 40] {
            let speed = try MorseSpeed(wordsPerMinute: wpm)
            let text = Array(repeating: "PARIS", count: Int(wpm)).joined(separator: " ")
            let expected = 60 - 7 * speed.unit
            #expect(abs(try keying(text).duration(at: speed) - expected) < 1e-9)
        }
    }

    @Test func farnsworthFollowsTheARRLFormula() throws {
        // Bloom, QEX 1990: at c = 18, s = 5, ta = (60·18 − 37.2·5) / (5·18) = 9.9333… s per word,
        // so each spacing unit is ta ÷ 19; characters stay at 1.2 ÷ 18 s per unit.
        let speed = try MorseSpeed(wordsPerMinute: 18, farnsworth: 5)
        #expect(abs(speed.unit - 1.2 / 18) < 1e-12)
        #expect(abs(speed.spacingUnit - (60.0 * 18 - 37.2 * 5) / (5 * 18) / 19) < 1e-12)
        #expect(abs(speed.duration(of: .letterGap) - 3 * speed.spacingUnit) < 1e-12)
        #expect(abs(speed.duration(of: .wordGap) - 7 * speed.spacingUnit) < 1e-12)
        #expect(speed.duration(of: .elementGap) == speed.unit)
        #expect(speed.duration(of: .dot) == speed.unit)
    }

    @Test func farnsworthParisRunsAtTheOverallSpeed() throws {
        for (characters, overall) in [(18.0, 5.0), (20, 10), (25, 12), (15, 15)] {
            let speed = try MorseSpeed(wordsPerMinute: characters, farnsworth: overall)
            let twice = try keying("PARIS PARIS").duration(at: speed)
            // Two "PARIS " words take 2 × 60 ÷ s seconds, of which the last word gap is not sent.
            #expect(abs(twice + speed.duration(of: .wordGap) - 2 * 60 / overall) < 1e-9)
            #expect(speed.effectiveWordsPerMinute == overall)
        }
    }

    @Test func invalidSpeedsAreTypedErrors() {
        #expect(throws: MorseSpeedError.invalidWordsPerMinute(0)) { try MorseSpeed(wordsPerMinute: 0) }
        #expect(throws: MorseSpeedError.invalidWordsPerMinute(-5)) { try MorseSpeed(wordsPerMinute: -5) }
        #expect(throws: MorseSpeedError.invalidFarnsworth(0)) { try MorseSpeed(wordsPerMinute: 5, farnsworth: 0) }
        #expect(throws: MorseSpeedError.farnsworthFasterThanCharacters(farnsworth: 25, wordsPerMinute: 20)) {
            try MorseSpeed(wordsPerMinute: 20, farnsworth: 25)
        }
        #expect(throws: (any Error).self) { try MorseSpeed(wordsPerMinute: .infinity) }
        #expect(throws: (any Error).self) { try MorseSpeed(wordsPerMinute: .nan) }
        #expect(MorseSpeedError.farnsworthFasterThanCharacters(farnsworth: 25, wordsPerMinute: 20).description
            .contains("Farnsworth speed 25"))
    }
}
