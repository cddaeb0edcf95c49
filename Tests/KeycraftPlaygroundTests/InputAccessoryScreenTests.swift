import KeycraftPlayground
import Testing

@Suite @MainActor struct InputAccessoryScreenTests {
    func run(_ script: String, width: Int = 80, height: Int = 24) throws -> Playground {
        try scripted(script, screen: 7, width: width, height: height)
    }

    func screen(_ playground: Playground) throws -> InputAccessoryScreen {
        guard case .inputAccessory(let screen) = playground.page else { throw NotOnScreen() }
        return screen
    }

    /// The cell where `tap` is, found by hit-testing every cell of the rendered screen.
    func click(_ tap: Tap, in playground: Playground, width: Int = 80, height: Int = 24) throws -> String {
        let canvas = playground.render(width: width, height: height)
        for row in 0..<height {
            for column in 0..<width where canvas.tap(atColumn: column, row: row) == tap {
                return "<click \(column) \(row)>"
            }
        }
        throw NotOnScreen()
    }

    @Test func theNameFieldTypesOnTheKeyboardWithTheBarAbove() throws {
        let playground = try run("김e\u{301}👩‍👩‍👧🇰🇷")
        #expect(try screen(playground).fields[0].text == "김e\u{301}👩‍👩‍👧🇰🇷")
        let text = playground.render(width: 80, height: 24).grid.text
        #expect(text.contains("‹ Prev"))
        #expect(text.contains("Done"))
        #expect(text.contains("space"))
    }

    @Test func arrowsTurnTheAgePickerWithinOneToAHundred() throws {
        #expect(try screen(run("<tab><down>")).fields[1].text == "1")
        #expect(try screen(run("<tab><down><down><down>")).fields[1].text == "3")
        #expect(try screen(run("<tab><down><up><up>")).fields[1].text == "1")
        let toTheEnd = "<tab>" + String(repeating: "<down>", count: 120)
        #expect(try screen(run(toTheEnd)).fields[1].text == "100")
    }

    @Test func theAgeFieldShowsThePickerNotTheKeyboard() throws {
        let text = try run("<tab><down><down>").render(width: 80, height: 24).grid.text
        #expect(!text.contains("space"))
        #expect(text.contains("Pick an age"))
    }

    @Test func clickingAPickerRowPicksIt() throws {
        let playground = try run("<tab><down><down>")
        let keys = try click(.pickerRow(3), in: playground)
        var after = playground
        for key in try KeyScript.parse(keys) { after.handle(key, width: 80, height: 24) }
        #expect(try screen(after).fields[1].text == "4")
    }

    @Test func genderButtonsWriteTheirTitleWithAnInputClick() throws {
        let byKey = try screen(run("<tab><tab>f"))
        #expect(byKey.fields[2].text == "F")
        #expect(byKey.inputClicks == 1)
        let playground = try run("<tab><tab>f")
        var after = playground
        for key in try KeyScript.parse(try click(.inputButton("M"), in: playground)) { after.handle(key, width: 80, height: 24) }
        #expect(try screen(after).fields[2].text == "M")
        #expect(try screen(after).inputClicks == 2)
        // Other letters aren't buttons: nothing is written and nothing clicks.
        let other = try screen(run("<tab><tab>x"))
        #expect(other.inputClicks == 0)
        #expect(other.fields[2].text != "X")
    }

    @Test func theBarMovesFocusAndDoneDismisses() throws {
        let playground = try run("")
        #expect(try screen(playground).focused == 0)
        var next = playground
        for key in try KeyScript.parse(try click(.accessory(.next), in: playground)) { next.handle(key, width: 80, height: 24) }
        #expect(try screen(next).focused == 1)
        var previous = next
        for key in try KeyScript.parse(try click(.accessory(.previous), in: next)) { previous.handle(key, width: 80, height: 24) }
        #expect(try screen(previous).focused == 0)
        var done = previous
        for key in try KeyScript.parse(try click(.accessory(.done), in: previous)) { done.handle(key, width: 80, height: 24) }
        #expect(try screen(done).focused == nil)
        #expect(!done.render(width: 80, height: 24).grid.text.contains("‹ Prev"))
    }

    @Test func previousIsNotTappableOnTheFirstField() throws {
        let canvas = try run("").render(width: 80, height: 24)
        #expect(!canvas.hotspots.contains { $0.tap == .accessory(.previous) })
        #expect(canvas.hotspots.contains { $0.tap == .accessory(.next) })
    }
}
