import KeycraftText
import KeycraftPlayground
import Testing

@Suite @MainActor struct TextDelegateScreenTests {
    func run(_ script: String, width: Int = 80, height: Int = 24) throws -> Playground {
        try scripted(script, screen: 6, width: width, height: height)
    }

    func screen(_ playground: Playground) throws -> TextDelegateScreen {
        guard case .textDelegate(let screen) = playground.page else { throw NotOnScreen() }
        return screen
    }

    /// An e-mail the end-of-editing rule refuses keeps the keyboard up on Esc (with its message); a
    /// second Esc leaves anyway, ending editing as leaving a screen does, so the keyboard alone can
    /// always get back to the menu.
    @Test func aSecondEscAfterARefusalLeavesTheScreen() throws {
        let refused = try run("<tab><tab><tab>nope<esc>")
        let screen = try screen(refused)
        #expect(screen.focused == 3)
        #expect(!screen.fields[3].messages.isEmpty)
        var playground = refused
        playground.handle(.escape, width: 80, height: 24)
        #expect(playground.screenNumber == nil)

        var direct = screen
        #expect(direct.handle(.key(.escape)) == .back)
        #expect(direct.focused == nil)
        #expect(direct.delegateCalls.last?.hasPrefix("textFieldDidEndEditing") == true)
        // Any other key in between starts over: Esc asks the field again.
        var again = screen
        #expect(again.handle(.key(.character("x"))) == .stay)
        #expect(again.handle(.key(.escape)) == .stay)
    }

    @Test func theNameFieldIsFocusedAsTheScreenAppears() throws {
        let screen = try screen(run(""))
        #expect(screen.focused == 0)
        #expect(screen.delegateCalls.last == "textFieldDidBeginEditing(Name)")
        #expect(screen.delegateCalls.allSatisfy { $0.hasSuffix("(Name)") })
    }

    @Test func aHardwareKeyboardCannotPassTheRules() throws {
        let screen = try screen(run("abcdefghijkl<tab>abc"))
        #expect(screen.fields[0].text == "abcdefghij")
        #expect(screen.fields[1].text == "")
        #expect(screen.focused == 1)
    }

    @Test func lengthCountsCharactersNotCodeUnits() throws {
        let screen = try screen(run("한국👩‍👩‍👧🇰🇷e\u{301}abcdefgh"))
        // Five clusters, then five letters: 10 characters, though 21 UTF-16 code units.
        #expect(screen.fields[0].text == "한국👩‍👩‍👧🇰🇷e\u{301}abcde")
    }

    @Test func ageAcceptsOneToAHundred() throws {
        #expect(try screen(run("<tab>100")).fields[1].text == "100")
        #expect(try screen(run("<tab>101")).fields[1].text == "10")
    }

    @Test func anInvalidEmailKeepsFocusAndShowsItsAlert() throws {
        let playground = try run("<tab><tab><tab>nope<esc>")
        let screen = try screen(playground)
        #expect(screen.focused == 3)
        #expect(playground.render(width: 80, height: 24).grid.text.contains("Enter a valid e-mail address."))
    }

    @Test func returnMovesOnAndTheLastFieldResigns() throws {
        let screen = try screen(run("Kim<enter>30<enter>m<enter>kim@example.com<enter>"))
        #expect(screen.fields.map(\.text) == ["Kim", "30", "M", "kim@example.com"])
        #expect(screen.focused == nil)
        #expect(screen.delegateCalls.last == "textFieldDidEndEditing:reason:committed(E-mail)")
        #expect(screen.delegateCalls.contains("textFieldShouldReturn(E-mail)"))
    }

    @Test func clicksFocusFieldsAndTypeKeys() throws {
        let canvas = try run("").render(width: 80, height: 24)
        let key = try #require(canvas.hotspots.first { $0.tap == .keyboardKey(.text("q")) })
        let gender = try #require(canvas.hotspots.first { $0.tap == .field(2) })
        let script = "<click \(key.rect.column) \(key.rect.row)><click \(gender.rect.column) \(gender.rect.row)>"
        let screen = try screen(run(script))
        #expect(screen.fields[0].text == "q")
        #expect(screen.focused == 2)
    }

    @Test func thePanelPutsTheFieldFirst() throws {
        let text = try run("").render(width: 80, height: 24).grid.text
        #expect(text.contains("Name · textFieldDidBeginEditing"))
    }

    @Test func escWithNoKeyboardUpGoesBackToTheMenu() throws {
        let playground = try run("<esc><esc>")
        #expect(playground.screenNumber == nil)
    }
}

@Suite @MainActor struct PlaygroundTests {
    @Test func theMenuOpensScreensByNumberAndQuits() throws {
        var playground = try Playground()
        playground.handle(.character("3"), width: 80, height: 24)
        #expect(playground.screenNumber == 3)
        playground.handle(.click(column: 2, row: 1), width: 80, height: 24)
        #expect(playground.screenNumber == nil)
        playground.handle(.character("q"), width: 80, height: 24)
        #expect(playground.isFinished)
    }

    @Test func everyScreenOpensByItsNumberAndOthersAreNamedErrors() {
        #expect(throws: PlaygroundError.noSuchScreen(12)) { try Playground(screen: 12) }
        #expect(throws: PlaygroundError.noSuchScreen(0)) { try Playground(screen: 0) }
        #expect(ScreenCatalog.entries.map(\.number) == Array(1...11))
        for entry in ScreenCatalog.entries {
            #expect((try? Playground(screen: entry.number))?.screenNumber == entry.number)
        }
    }

    @Test func theMenuOpensEveryScreenByItsKeyZeroForTenFForEleven() throws {
        for entry in ScreenCatalog.entries {
            var playground = try Playground()
            let key: Character = entry.number == 11 ? "f" : Character(String(entry.number % 10))
            playground.handle(.character(key), width: 80, height: 24)
            #expect(playground.screenNumber == entry.number)
        }
    }

    @Test func ctrlCQuitsFromAnyScreen() throws {
        var playground = try Playground(screen: 6)
        playground.handle(.interrupt, width: 80, height: 24)
        #expect(playground.isFinished)
    }

    @Test func theKeyboardTypeScreenRedrawsTheLayout() throws {
        var playground = try Playground(screen: 2)
        for _ in 0..<4 { playground.handle(.down, width: 80, height: 24) }
        let text = playground.render(width: 80, height: 24).grid.text
        #expect(text.contains("● 4 numberPad"))
        #expect(!text.contains("🌐"))
    }

    @Test func returnKeyLabelFollowsTheReturnKeyType() {
        #expect(ReturnKeyType.emergencyCall.keyLabel == "Emergency Call")
        #expect(ReturnKeyType.allCases.allSatisfy { !$0.keyLabel.isEmpty })
    }

    @Test func keysFillEachKeyboardRowExactly() {
        for type in KeyboardType.allCases {
            for row in KeyboardKeyLayout(keyboardType: type).rows {
                let widths = KeyboardView.widths(of: row, in: 38)
                #expect(widths.reduce(0, +) + row.count - 1 == 38)
                #expect(widths.allSatisfy { $0 >= 1 })
            }
        }
    }
}

@Suite @MainActor struct ReturnKeyScreenTests {
    func run(_ script: String) throws -> ReturnKeyScreen {
        guard case .returnKey(let screen) = try scripted(script, screen: 4).page else { throw NotOnScreen() }
        return screen
    }

    @Test func returnMovesToTheSearchFieldWhoseReturnOpensAnEncodedURL() throws {
        let screen = try run("Kim<enter>한국어 검색<enter>")
        #expect(screen.searchURL == "https://www.google.com/search?q=%ED%95%9C%EA%B5%AD%EC%96%B4%20%EA%B2%80%EC%83%89")
        #expect(screen.focused == nil)
    }

    @Test func searchIsDisabledWhileTheQueryIsEmpty() throws {
        let screen = try run("<enter><enter>")
        #expect(screen.searchURL == nil)
        #expect(screen.focused == 1)
    }
}

@Suite @MainActor struct FirstResponderScreenTests {
    func run(_ script: String) throws -> Playground { try scripted(script, screen: 1) }

    func screen(_ playground: Playground) throws -> FirstResponderScreen {
        guard case .firstResponder(let screen) = playground.page else { throw NotOnScreen() }
        return screen
    }

    @Test func theFieldIsFocusedOnAppearAndEndStartButtonsWork() throws {
        #expect(try screen(run("")).field.isEditing)
        let ended = try screen(run("한<ctrl-e>"))
        #expect(!ended.field.isEditing)
        #expect(ended.field.text == "한")
        #expect(ended.delegateCalls.last == "textFieldDidEndEditing:reason:committed(Field)")
        #expect(try screen(run("<ctrl-e><ctrl-s>")).field.isEditing)
    }

    @Test func clickingTheButtonsDoesTheSame() throws {
        let canvas = try run("").render(width: 80, height: 24)
        let end = try #require(canvas.hotspots.first { $0.tap == .option(1) })
        let start = try #require(canvas.hotspots.first { $0.tap == .option(0) })
        #expect(try !screen(run("<click \(end.rect.column) \(end.rect.row)>")).field.isEditing)
        let restarted = "<click \(end.rect.column) \(end.rect.row)><click \(start.rect.column) \(start.rect.row)>"
        #expect(try screen(run(restarted)).field.isEditing)
    }

    @Test func leavingEndsEditing() throws {
        let playground = try run("<click 2 1>")
        #expect(playground.screenNumber == nil)
    }
}
