import KeycraftPlayground
import Testing

@Suite struct KeyScriptTests {
    @Test func charactersAndNamedKeys() throws {
        let keys = try KeyScript.parse("ab<tab><Shift-Tab><enter><esc><lt><click 3 4>")
        #expect(keys == [.character("a"), .character("b"), .tab, .backTab, .enter, .escape, .character("<"),
                         .click(column: 3, row: 4)])
    }

    @Test func lineBreaksLayOutAndCommentsAreSkipped() throws {
        #expect(try KeyScript.parse("# the name field\n한\r\n👩‍👩‍👧\n") == [.character("한"), .character("👩‍👩‍👧")])
    }

    @Test func unknownKeysNameTheirPosition() {
        #expect(throws: KeyScriptError.unknownKeyName("tba", line: 2, column: 3)) { try KeyScript.parse("x\nab<tba>") }
        let error = KeyScriptError.unknownKeyName("tba", line: 2, column: 3)
        #expect(error.description.contains("line 2, column 3"))
    }

    @Test func anUnclosedKeyNameIsAnError() {
        #expect(throws: KeyScriptError.unterminatedKeyName(line: 1, column: 2)) { try KeyScript.parse("a<tab") }
    }

    @Test func clicksNeedTwoNonNegativeNumbers() {
        #expect(throws: KeyScriptError.malformedClick("click 3", line: 1, column: 1)) { try KeyScript.parse("<click 3>") }
        #expect(throws: KeyScriptError.malformedClick("click -1 2", line: 1, column: 1)) {
            try KeyScript.parse("<click -1 2>")
        }
    }

    @Test func aDragIsAPressMotionsAndARelease() throws {
        #expect(try KeyScript.parse("<click 3 20><drag 4 20><DRAG 9 21><release 9 21>")
            == [.click(column: 3, row: 20), .drag(column: 4, row: 20), .drag(column: 9, row: 21), .release(column: 9, row: 21)])
        #expect(throws: KeyScriptError.malformedClick("drag 1", line: 1, column: 2)) { try KeyScript.parse("x<drag 1>") }
        #expect(throws: KeyScriptError.malformedClick("release a b", line: 1, column: 1)) { try KeyScript.parse("<release a b>") }
    }
}
