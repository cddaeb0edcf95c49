import ArgumentParser
import Foundation
import KeycraftKeyboard

/// `keycraft glide`: gestures on standard input, one a line as space-separated `x,y` points in the
/// layout's coordinates → the K likeliest words, best first, space-separated. `--layout` prints that
/// layout (``LetterKeyLayout/iPhonePortraitEnglish``) as JSON instead. A malformed line gives an empty
/// line and a message on standard error naming it; the exit status is then 2, once every line is read.
struct GlideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glide",
        abstract: "Decode glide (swipe) gestures over the iPhone's English letter keys, or print their layout.",
        discussion: """
            Each line of standard input is one gesture: the points a finger touched, in order, as `x,y` \
            pairs separated by spaces, in points from the top left of the letter area (see --layout). \
            Each output line lists the likeliest words, best first.
            """)

    @Flag(name: .long, help: "Print the letter keys' frames as JSON ({\"width\",\"height\",\"keys\":{\"a\":{\"x\",\"y\",\"width\",\"height\"},…}}) and exit.")
    var layout = false
    @OptionGroup var top: TopOption
    @OptionGroup var dictionary: DictionaryOption

    func run() throws {
        let keys = LetterKeyLayout.iPhonePortraitEnglish
        if layout {
            print(Self.json(keys))
            return
        }
        let decoder = GlideDecoder(dictionary: try dictionary.speller().dictionary, layout: keys)
        var malformed = false
        for (number, line) in StandardStreams.readLines().enumerated() {
            do {
                let points = try GlideGestureLine.points(in: line)
                print(try decoder.candidates(for: points, limit: top.top).map(\.word).joined(separator: " "))
            } catch {
                print("")
                StandardStreams.writeError("keycraft glide: line \(number + 1): \(error)")
                malformed = true
            }
        }
        if malformed { throw ExitCode(ExitStatus.usage) }
    }

    /// The layout as one JSON object, keys in alphabetical order, numbers as short as they are exact
    /// to a hundredth of a point.
    static func json(_ layout: LetterKeyLayout) -> String {
        func number(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        let keys = layout.letters.map { letter -> String in
            let frame = layout.frame(of: letter)!
            return "\"\(letter)\":{\"x\":\(number(frame.minX)),\"y\":\(number(frame.minY)),"
                + "\"width\":\(number(frame.width)),\"height\":\(number(frame.height))}"
        }
        return "{\"width\":\(number(layout.size.width)),\"height\":\(number(layout.size.height)),\"keys\":{\(keys.joined(separator: ","))}}"
    }
}

/// One line of `keycraft glide`'s input: `x,y` points separated by spaces or tabs.
enum GlideGestureLine {
    /// What is wrong with a line.
    enum Malformed: Error, Equatable, CustomStringConvertible {
        case noPoints
        case notAPoint(position: Int, text: String)

        var description: String {
            switch self {
            case .noPoints: "no points (expected space-separated x,y pairs)"
            case .notAPoint(let position, let text):
                "point \(position) \"\(text.count > 40 ? text.prefix(40) + "…" : text)\" is not x,y with two finite numbers"
            }
        }
    }

    static func points(in line: String) throws(Malformed) -> [CGPoint] {
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !fields.isEmpty else { throw .noPoints }
        var points: [CGPoint] = []
        points.reserveCapacity(fields.count)
        for (i, field) in fields.enumerated() {
            let parts = field.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = number(parts[0]), let y = number(parts[1]) else {
                throw .notAPoint(position: i + 1, text: String(field))
            }
            points.append(CGPoint(x: x, y: y))
        }
        return points
    }

    /// A finite decimal number (digits, a sign, a point, an exponent; not "nan", "inf" or hex).
    private static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
