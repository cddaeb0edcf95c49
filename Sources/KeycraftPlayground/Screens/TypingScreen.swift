/// A screen that takes typing from the physical keyboard, and so follows the input source the
/// playground keeps (Ctrl-Space switches it, for every screen at once).
@MainActor
protocol TypingScreen {
    var inputSource: InputSource { get set }
}

/// The screens built on `FormScreenDriver`: the driver holds their keyboard input.
protocol FormDrivenScreen: TypingScreen {
    var driver: FormScreenDriver { get set }
}

extension FormDrivenScreen {
    var inputSource: InputSource {
        get { driver.keyboardInput.source }
        set {
            // A switch of source commits what the old one was composing.
            driver.commitComposition()
            driver.keyboardInput.source = newValue
        }
    }
}
