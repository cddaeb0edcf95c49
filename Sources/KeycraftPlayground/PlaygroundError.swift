/// Why the playground can't open what was asked.
public enum PlaygroundError: Error, Equatable, CustomStringConvertible {
    case noSuchScreen(Int)
    /// The engine refused the screen's own definition (a bug in the playground, reported, not a crash).
    case screenSetupFailed(Int, String)

    public var description: String {
        switch self {
        case .noSuchScreen(let number): "there is no screen \(number): screens are numbered 1 to 10"
        case .screenSetupFailed(let number, let problem): "screen \(number) could not be set up: \(problem)"
        }
    }
}
