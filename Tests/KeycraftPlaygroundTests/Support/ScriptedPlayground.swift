import KeycraftPlayground

/// The playground on `screen` (the menu for nil) after typing `script` in a `width` × `height` terminal.
@MainActor
func scripted(_ script: String, screen: Int?, width: Int = 80, height: Int = 24,
              randomness: PlaygroundRandomness = .seeded(state: 3)) throws -> Playground {
    var playground = try Playground(screen: screen, randomness: randomness)
    playground.resize(width: width, height: height)
    for key in try KeyScript.parse(script) { playground.handle(key, width: width, height: height) }
    return playground
}

/// The playground shows another page than the test expected.
struct NotOnScreen: Error {}
