import KeycraftKeyboard
import Testing

/// Reading emoji tables: a malformed line is a typed error naming the table and the line.
@Suite struct EmojiTableTests {
    static let header = "# comment\n"

    @Test func aWellFormedTableParses() throws {
        let table = try EmojiTable(
            parsing: Self.header + "👍🏽\t1.0\t👍\tthumbs up: medium skin tone\tthumbs up\n👍\t0.6\t\tthumbs up\t+1|hand|thumbs up\n",
            named: "t.tsv", popularity: "# counts\n👍\t5\n❤\t9\n")
        // A base may follow its variants, as Unicode lists 👨‍🦰 before 🧑‍🦰.
        #expect(table.entries.map(\.emoji) == ["👍🏽", "👍"])
        #expect(table.entries[0].base == "👍")
        #expect(table.entries[1].keywords == ["+1", "hand", "thumbs up"])
        #expect(EmojiSearch(table: table).variants(of: "👍🏽") == ["👍", "👍🏽"])
        #expect(table.occurrences(of: "❤️") == 9)
        #expect(table.occurrences(of: "🍕") == 0)
    }

    @Test(arguments: [
        ("👍\t0.6\tthumbs up\n", "t.tsv:2: expected 5 tab-separated fields, found 3"),
        ("ab\t0.6\t\tab\t\n", "t.tsv:2: \"ab\" is not one emoji"),
        ("👍\tE0.6\t\tthumbs up\t\n", "t.tsv:2: \"E0.6\" is not an Emoji version"),
        ("👍🏽\t1.0\t👍\tthumbs up\t\n", "t.tsv:2: the base 👍 of 👍🏽 is not in the table"),
        ("👍🏽\t1.0\t👍🏽\tthumbs up\t\n", "t.tsv:2: 👍🏽 is its own base"),
        ("👍\t0.6\t❤️\tthumbs up\t\n❤️\t0.6\t🍕\theart\t\n🍕\t0.6\t\tpizza\t\n", "t.tsv:2: the base ❤️ of 👍 is itself a variant"),
        ("👍\t0.6\t\t \t\n", "t.tsv:2: 👍 has no name"),
        ("👍\t0.6\t\tthumbs up\t\n👍\t0.6\t\tthumbs up\t\n", "t.tsv:3: 👍 appears twice"),
    ])
    func malformedLinesAreNamed(table: String, message: String) {
        #expect(throws: EmojiTableError.self) { try EmojiTable(parsing: Self.header + table, named: "t.tsv") }
        do {
            _ = try EmojiTable(parsing: Self.header + table, named: "t.tsv")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func malformedPopularityIsNamed() {
        do {
            _ = try EmojiTable(parsing: "", named: "t.tsv", popularity: "👍\tmany\n", popularityNamed: "p.tsv")
            Issue.record("no error")
        } catch {
            #expect(error == .malformedLine(table: "p.tsv", line: 1, reason: "expected emoji⇥occurrences"))
        }
    }
}
