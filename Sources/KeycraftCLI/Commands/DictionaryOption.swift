import ArgumentParser
import Foundation
import KeycraftKeyboard

/// `--dictionary FILE`, shared by suggest, correct and predict: a compact dictionary built with
/// `keycraft dictionary build`, or the English one the package ships.
struct DictionaryOption: ParsableArguments {
    @Option(name: .long, help: "A dictionary built with `keycraft dictionary build` (default: the bundled English one).")
    var dictionary: String?

    /// The speller over the chosen dictionary; an unreadable or corrupt file is bad usage (exit 2)
    /// naming the flag.
    func speller() throws -> Speller {
        do {
            let loaded = try dictionary.map { try CompactDictionary(contentsOf: URL(fileURLWithPath: $0)) }
                ?? CompactDictionary.english()
            return Speller(dictionary: loaded)
        } catch let error as DictionaryError {
            throw ValidationError("--dictionary \(dictionary ?? "(bundled English)"): \(error)")
        }
    }
}
