extension Playground {
    /// Runs `keys` in a terminal of `width` × `height` without one and returns the final screen —
    /// the last one drawn before a quit, if the script quits.
    /// Passwords and codes are drawn from `randomness`: a seed makes the final screen repeatable.
    public static func run(keys: [Key], screen: Int?, interfaceStyle: InterfaceStyle = .light, width: Int,
                           height: Int, randomness: PlaygroundRandomness = .seeded(state: 0)) throws(PlaygroundError) -> Canvas {
        var playground = try Playground(screen: screen, randomness: randomness)
        playground.interfaceStyle = interfaceStyle
        playground.resize(width: width, height: height)
        var last = playground.render(width: width, height: height)
        for key in keys {
            playground.handle(key, width: width, height: height)
            if playground.isFinished { break }
            last = playground.render(width: width, height: height)
        }
        return last
    }
}
