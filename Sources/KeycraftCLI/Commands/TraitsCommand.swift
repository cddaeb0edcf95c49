import ArgumentParser
import Foundation
import KeycraftText

/// `keycraft traits --html '<input …>'`: the text input traits WebKit on iOS gives an `<input>`, as one
/// JSON object with UIKit's property names and case names.
struct TraitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "traits",
        abstract: "The UIKit text input traits of an HTML <input> tag, as JSON.",
        discussion: """
            Prints keyboardType, returnKeyType, autocapitalizationType, autocorrectionType, spellCheckingType \
            (UIKit's case names), textContentType (UIKit's raw value, or null), isSecureTextEntry and \
            passwordRules (the descriptor, or null). Character references in attribute values are decoded \
            (pattern="&lbrack;0-9&rbrack;*" is the digits pattern). A malformed tag exits 2 with its UTF-16 offset.
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("One <input> start tag.", valueName: "tag"))
    var html: String

    func run() throws {
        let attributes: HTMLInputAttributes
        do {
            attributes = try HTMLInputAttributes(parsing: html)
        } catch {
            throw ValidationError("--html: \(error)")
        }
        print(try Self.json(attributes.textInputTraits))
    }

    /// The traits in UIKit's vocabulary, keys in the order of `UITextInputTraits`' documentation
    /// (written out: JSONEncoder does not keep the order of keys).
    static func json(_ traits: TextInputTraits) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        func string(_ value: String?) throws -> String {
            try value.map { String(decoding: try encoder.encode($0), as: UTF8.self) } ?? "null"
        }
        let members = [
            ("keyboardType", try string("\(traits.keyboardType)")),
            ("returnKeyType", try string("\(traits.returnKeyType)")),
            ("autocapitalizationType", try string("\(traits.autocapitalizationType)")),
            ("autocorrectionType", try string("\(traits.autocorrectionType)")),
            ("spellCheckingType", try string("\(traits.spellCheckingType)")),
            ("textContentType", try string(traits.textContentType?.rawValue)),
            ("isSecureTextEntry", "\(traits.isSecureTextEntry)"),
            ("passwordRules", try string(traits.passwordRules?.descriptor)),
        ]
        return "{\n" + members.map { "  \"\($0)\" : \($1)" }.joined(separator: ",\n") + "\n}"
    }
}
