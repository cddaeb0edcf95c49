import Foundation
import KeycraftText

extension EditSource {
    /// Where an edit UIKit proposes through `shouldChangeCharactersIn` most likely comes from: UIKit does
    /// not say. Nothing inserted is a deletion; one character is a key; more is a paste, so the rules'
    /// paste policy applies to it (an autocorrection or dictation is judged the same way).
    static func proposed(replacement: String) -> EditSource {
        if replacement.isEmpty { return .deletion }
        var characters = replacement.makeIterator()
        _ = characters.next()
        return characters.next() == nil ? .typing : .paste
    }
}
