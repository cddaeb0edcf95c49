/// What UIKit gives a keyboard's `UIInputViewController` about the system, and what it can ask of it.
/// The UIKit layer conforms an adapter of the real view controller; tests use a double.
public protocol InputViewControllerHost: AnyObject {
    /// Whether the keyboard must show its own next-keyboard (globe) key (valid once the view appears).
    var needsInputModeSwitchKey: Bool { get }
    /// Whether the user turned on Allow Full Access for the keyboard; it can change while it runs.
    var hasFullAccess: Bool { get }
    /// Switches to the next keyboard (`advanceToNextInputMode()`).
    func advanceToNextInputMode()
    /// Asks for the user's text replacements, unpaired contact names and common words
    /// (`requestSupplementaryLexicon(completion:)`); UIKit answers later, on the main thread.
    func requestSupplementaryLexicon(completion: @escaping (Lexicon) -> Void)
}

/// Plays the standard keyboard click (`UIDevice.current.playInputClick()`), which a keyboard
/// extension can play only under full access (rdar://18838737) and which honours the user's Keyboard
/// Clicks setting.
public protocol InputClickPlayer: AnyObject {
    /// Plays one click.
    func playInputClick()
}
