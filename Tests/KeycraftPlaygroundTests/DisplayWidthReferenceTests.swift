#if canImport(Glibc)
import Glibc
@testable import KeycraftPlayground
import Testing

/// Every code point's width against an independent reference: the C library's `wcwidth` in a UTF-8
/// locale (glibc derives its table from the UCD with its own script). Where the two legitimately
/// differ, the test says why and checks that only those code points differ:
/// - glibc answers -1 ("not printable") for controls, for which the grid uses 0 columns, and for code
///   points unassigned in the Unicode version glibc was built with (Debian 12's glibc 2.36 has Unicode
///   14.0; the table is 15.0, the word-break tables' version);
/// - code points unassigned in Unicode 15.0 are skipped: a newer glibc may know them;
/// - regional indicators (U+1F1E6…U+1F1FF) are Emoji_Presentation, so a lone one is two columns here;
///   glibc reads only East_Asian_Width (N), one column;
/// - glibc draws two symbol blocks wide that Unicode 15.0 lists as N or A: the Yijing hexagrams
///   (U+4DC0…U+4DFF, which Unicode 16.0 made W, as it did the Tai Xuan Jing symbols U+1D300…U+1D356)
///   and the circled numbers on black squares (U+3248…U+324F).
@Suite struct DisplayWidthReferenceTests {
    static let emojiPresentationOnly: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
    static let wideInGlibc: [ClosedRange<UInt32>] = [0x4DC0...0x4DFF, 0x3248...0x324F, 0x1D300...0x1D356]

    @Test func everyCodePointMatchesTheCLibrarysWcwidth() throws {
        let names: [String] = ["C.UTF-8", "C.utf8", "en_US.UTF-8"]
        let locale = try #require(names.lazy.compactMap { (name: String) in newlocale(LC_CTYPE_MASK, name, nil) }.first, "no UTF-8 locale to run wcwidth in")
        // wcwidth is an X/Open function the Glibc module doesn't import: look it up in the C library.
        let symbol = try #require(dlsym(dlopen(nil, RTLD_NOW), "wcwidth"), "the C library has no wcwidth")
        let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
        // Per thread, so other tests running meanwhile keep the process's locale.
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        var compared = 0, unassignedInGlibc = 0, newerThanTable = 0
        var differences: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let ours = DisplayWidth.of(Character(scalar))
            let theirs = Int(wcwidth(wchar_t(value)))
            if theirs == -1 {
                if scalar.properties.generalCategory == .control {
                    if ours != 0 { differences.append(Self.describe(value, ours, theirs)) }
                } else {
                    unassignedInGlibc += 1
                }
                continue
            }
            guard let age = scalar.properties.age, age.major < 15 || (age.major == 15 && age.minor == 0) else {
                newerThanTable += 1
                continue
            }
            compared += 1
            if ours == theirs { continue }
            let explained = (Self.emojiPresentationOnly.contains(value) && ours == 2 && theirs == 1)
                || (Self.wideInGlibc.contains { $0.contains(value) } && ours == 1 && theirs == 2)
            if !explained { differences.append(Self.describe(value, ours, theirs)) }
        }
        #expect(differences.isEmpty, "\(differences.count) code points differ: \(differences.prefix(20).joined(separator: ", "))")
        // Every assigned code point glibc knows was compared (Unicode 14.0 has 288,512 assigned code
        // points besides surrogates and controls, private use included).
        #expect(compared > 280_000, "compared \(compared), unassigned in glibc \(unassignedInGlibc), newer \(newerThanTable)")
    }

    private static func describe(_ value: UInt32, _ ours: Int, _ theirs: Int) -> String {
        "U+\(String(value, radix: 16, uppercase: true)) ours \(ours) wcwidth \(theirs)"
    }
}
#endif
