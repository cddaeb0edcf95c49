import Foundation
import KeycraftAutoFill
import PropertyBased
import Testing

/// On rule sets small enough to enumerate every password, the generator's "no password is possible"
/// errors occur exactly when no password exists: it throws one of them if and only if the brute force
/// (the checker, `violations(of:)`, run on every string of the allowed characters and lengths) finds
/// none.
@Suite struct PasswordExistenceBruteForceTests {
    /// Small custom classes over five characters (named classes would make the alphabet too large).
    static let classes = ["[a]", "[b]", "[ab]", "[A]", "[aA]", "[1]", "[a1]", "[bA1]", "[-]", "[ab-]", "[A1-]"]
    static let someClass = Gen.int(in: 0...(classes.count - 1)).map { classes[$0] }

    static let ruleSets = zip(
        someClass.array(of: 1...2).array(of: 0...3),  // required rules
        someClass.array(of: 0...2),  // allowed classes
        Gen.int(in: 0...4),  // minlength
        Gen.int(in: 0...4),  // maxlength (always given, so the search is finite)
        Gen.int(in: 0...3).array(of: 0...1)  // max-consecutive
    ).map { required, allowed, minLength, maxLength, maxConsecutive in
        var rules = required.map { "required: " + $0.joined(separator: ", ") }
        if !allowed.isEmpty { rules.append("allowed: " + allowed.joined(separator: ", ")) }
        rules += ["minlength: \(minLength)", "maxlength: \(maxLength)"] + maxConsecutive.map { "max-consecutive: \($0)" }
        return rules.joined(separator: "; ")
    }

    /// Whether any password of `alphabet` with a length in `lengths` satisfies `requirements`.
    static func somePasswordExists(_ requirements: PasswordRequirements, alphabet: [Character], lengths: ClosedRange<Int>) -> Bool {
        func search(_ prefix: String, remaining: Int) -> Bool {
            if remaining == 0 { return requirements.violations(of: prefix).isEmpty }
            return alphabet.contains { search(prefix + String($0), remaining: remaining - 1) }
        }
        return lengths.contains { search("", remaining: $0) }
    }

    /// How many random rule sets had a password and how many had none, so the test shows it met both.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var counts = (possible: 0, impossible: 0)
        func add(possible: Bool) { lock.withLock { if possible { counts.possible += 1 } else { counts.impossible += 1 } } }
        var both: (possible: Int, impossible: Int) { lock.withLock { counts } }
    }

    @Test func unsatisfiableErrorsOccurExactlyWhenNoPasswordExists() async {
        let tally = Tally()
        await propertyCheck(count: 1_500, input: Self.ruleSets, Gen.int(in: 0...Int.max)) { (text: String, seed: Int) in
            let requirements = try! PasswordRequirements(parsing: text)
            // Every character any class of these rules names: the characters a password could use.
            let alphabet = Array(Set(Self.classes.joined().filter { $0 != "[" && $0 != "]" }))
                .filter { requirements.allowed.contains($0) }
            // `maxlength: 0` means no limit: the search would not end, so such rules are left out.
            guard let maxLength = requirements.maxLength else { return }
            let minLength = max(requirements.minLength ?? 1, 1)
            let exists = minLength <= maxLength && Self.somePasswordExists(requirements, alphabet: alphabet, lengths: minLength...maxLength)
            tally.add(possible: exists)
            var generator = SplitMix64(seed: UInt64(seed))
            do throws(PasswordGenerationError) {
                let generated = try StrongPasswordGenerator.generate(for: requirements, using: &generator)
                #expect(exists, "generated \(generated.password) for \(text), which brute force says is impossible")
                #expect(requirements.violations(of: generated.password).isEmpty, "\(text): \(generated.password)")
            } catch {
                #expect(!exists, "\(text): \(error), yet a password exists")
                switch error {
                case .minLengthExceedsMaxLength, .requiredClassNotAllowed, .tooShortForRequiredClasses, .maxConsecutiveTooStrict: break
                default: Issue.record("\(text): a limit of the generator, not impossibility: \(error)")
                }
            }
        }
        #expect(tally.both.possible > 100 && tally.both.impossible > 100, "\(tally.both)")
    }

    @Test func theBruteForceSeesKnownCases() throws {
        let impossible = try PasswordRequirements(parsing: "required: [a]; required: [b]; allowed: [ab]; maxlength: 1")
        #expect(!Self.somePasswordExists(impossible, alphabet: ["a", "b"], lengths: 1...1))
        let possible = try PasswordRequirements(parsing: "allowed: [a]; max-consecutive: 2; minlength: 2; maxlength: 3")
        #expect(Self.somePasswordExists(possible, alphabet: ["a"], lengths: 2...3))
        let runTooLong = try PasswordRequirements(parsing: "allowed: [a]; max-consecutive: 2; minlength: 3; maxlength: 4")
        #expect(!Self.somePasswordExists(runTooLong, alphabet: ["a"], lengths: 3...4))
    }
}
