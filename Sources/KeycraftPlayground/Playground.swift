/// The whole playground: the menu or one open screen, driven by keys, drawn by a pure function.
///
/// `handle` is the only way state changes; `render` never changes it, so a key script and the
/// interactive terminal show exactly the same screens. It runs on the main actor, as an app's UI does:
/// its screens drive KeycraftForms' controllers through virtual UIKit views.
@MainActor
public struct Playground {
    public enum Page {
        case menu
        case firstResponder(FirstResponderScreen)
        case keyboardTypes(TraitPickerScreen)
        case keyboardAppearance(TraitPickerScreen)
        case returnKey(ReturnKeyScreen)
        case keyboardNotifications(KeyboardNotificationsScreen)
        case textDelegate(TextDelegateScreen)
        case inputAccessory(InputAccessoryScreen)
        case autoFill(AutoFillScreen)
        case keyboardAvoidance(KeyboardAvoidanceScreen)
        case morseKeyboard(MorseKeyboardScreen)
        case formatting(FormattingScreen)
    }

    public private(set) var page: Page = .menu
    /// Light or dark mode; Ctrl-D switches it anywhere.
    public var interfaceStyle: InterfaceStyle = .light
    /// The keyboard's input source, English or Korean; Ctrl-Space switches it anywhere.
    public private(set) var inputSource = InputSource.english
    /// Set once the user quits (q on the menu, Ctrl-C anywhere).
    public private(set) var isFinished = false
    /// The smallest terminal a screen is drawn in; a smaller one shows only how big to make it.
    public static let minimumSize = (width: 40, height: 16)
    /// The terminal the screens were last laid out for; nil until the first size is known.
    public private(set) var layout: PhoneLayout?
    /// The AutoFill screen's source of strong passwords and codes.
    private var randomness: PlaygroundRandomness
    /// A mouse drag that started on a letter key, until the button is released: a glide gesture once
    /// it leaves that key.
    private(set) var glideTrail: GlideTrail?

    /// Starts on the menu, or on screen `screen` (1–11) as `--screen` asks. Passwords and codes come
    /// from the system's secure generator unless `randomness` says otherwise (key scripts pass a seed).
    public init(screen: Int? = nil, randomness: PlaygroundRandomness = .system) throws(PlaygroundError) {
        self.randomness = randomness
        guard let screen else { return }
        try open(screen)
    }

    /// The terminal is now `width` × `height`: screens that lay out by it (the text view's rows) do so
    /// again. `handle` calls it whenever the size it is given changes.
    public mutating func resize(width: Int, height: Int) {
        let fresh = PhoneLayout(width: width, height: height)
        guard fresh != layout else { return }
        layout = fresh
        layOutPage()
    }

    /// Hands the input source to the open screen, if it takes typing.
    private mutating func syncInputSource() {
        func synced<Screen: TypingScreen>(_ screen: Screen) -> Screen {
            var screen = screen
            if screen.inputSource != inputSource { screen.inputSource = inputSource }
            return screen
        }
        switch page {
        case .menu, .morseKeyboard: break
        case .firstResponder(let screen): page = .firstResponder(synced(screen))
        case .keyboardTypes(let screen): page = .keyboardTypes(synced(screen))
        case .keyboardAppearance(let screen): page = .keyboardAppearance(synced(screen))
        case .returnKey(let screen): page = .returnKey(synced(screen))
        case .keyboardNotifications(let screen): page = .keyboardNotifications(synced(screen))
        case .textDelegate(let screen): page = .textDelegate(synced(screen))
        case .inputAccessory(let screen): page = .inputAccessory(synced(screen))
        case .autoFill(let screen): page = .autoFill(synced(screen))
        case .keyboardAvoidance(let screen): page = .keyboardAvoidance(synced(screen))
        case .formatting(let screen): page = .formatting(synced(screen))
        }
    }

    private mutating func layOutPage() {
        guard let layout, case .keyboardNotifications(var screen) = page else { return }
        screen.layOut(layout)
        page = .keyboardNotifications(screen)
    }

    /// The screen currently open, by number; nil on the menu.
    public var screenNumber: Int? {
        switch page {
        case .menu: nil
        case .firstResponder: 1
        case .keyboardTypes: 2
        case .keyboardAppearance: 3
        case .returnKey: 4
        case .keyboardNotifications: 5
        case .textDelegate: 6
        case .inputAccessory: 7
        case .autoFill: 8
        case .keyboardAvoidance: 10
        case .morseKeyboard: 9
        case .formatting: 11
        }
    }

    private mutating func open(_ number: Int) throws(PlaygroundError) {
        guard ScreenCatalog.entry(number) != nil else { throw .noSuchScreen(number) }
        switch number {
        case 2: page = .keyboardTypes(.keyboardTypes())
        case 3: page = .keyboardAppearance(.keyboardAppearance())
        case 5: page = .keyboardNotifications(KeyboardNotificationsScreen())
        case 9: page = .morseKeyboard(MorseKeyboardScreen())
        default:
            do {
                switch number {
                case 1: page = .firstResponder(try FirstResponderScreen())
                case 4: page = .returnKey(try ReturnKeyScreen())
                case 7: page = .inputAccessory(try InputAccessoryScreen())
                case 8:
                    // Each opening gets its own stream, so reopening the screen offers new passwords.
                    page = .autoFill(try AutoFillScreen(randomness: randomness))
                    _ = randomness.next()
                case 10: page = .keyboardAvoidance(try KeyboardAvoidanceScreen())
                case 11: page = .formatting(try FormattingScreen())
                default: page = .textDelegate(try TextDelegateScreen())
                }
            } catch {
                throw .screenSetupFailed(number, "\(error)")
            }
        }
        layOutPage()
        syncInputSource()
    }

    /// Applies one key from a terminal of `width` × `height` (clicks are hit-tested at that size).
    public mutating func handle(_ key: Key, width: Int, height: Int) {
        guard !isFinished else { return }
        resize(width: width, height: height)
        if key == .interrupt {
            isFinished = true
            return
        }
        if key == .control("d") {
            interfaceStyle = interfaceStyle == .dark ? .light : .dark
            return
        }
        if key == .control(" ") {
            inputSource = inputSource == .english ? .korean : .english
            syncInputSource()
            return
        }
        var event = ScreenEvent.key(key)
        let trail = glideTrail
        glideTrail = nil
        switch key {
        case .click(let column, let row):
            let canvas = render(width: width, height: height)
            guard let tap = canvas.tap(atColumn: column, row: row) else { return }
            event = .tap(tap)
            // A press on a letter key types it, as a tap, and may start a glide.
            if case .keyboardKey(.text(let letter)) = tap, let mapping = GlideTrailMapping(canvas: canvas),
               let key = canvas.hotspots.last(where: { $0.rect.contains(column: column, row: row) }),
               letter.count == 1, mapping.layout.frame(of: letter.first!) != nil {
                glideTrail = GlideTrail(column: column, row: row, startKey: key.rect, start: mapping.point(column: column, row: row))
            }
        case .drag(let column, let row):
            guard var trail else { return }
            trail.extend(column: column, row: row)
            glideTrail = trail
            return
        case .release(let column, let row):
            guard var trail else { return }
            trail.extend(column: column, row: row)
            guard trail.isGlide, let mapping = GlideTrailMapping(canvas: render(width: width, height: height)) else { return }
            event = .glide([trail.start] + trail.cells.dropFirst().map { mapping.point(column: $0.column, row: $0.row) })
        default: break
        }
        switch page {
        case .menu:
            if event == .key(.character("q")) { isFinished = true }
            if let number = MenuScreen.screenNumber(for: event) { try? open(number) }
        case .firstResponder(var screen):
            page = screen.handle(event) == .back ? .menu : .firstResponder(screen)
        case .keyboardTypes(var screen):
            page = screen.handle(event) == .back ? .menu : .keyboardTypes(screen)
        case .keyboardAppearance(var screen):
            page = screen.handle(event) == .back ? .menu : .keyboardAppearance(screen)
        case .returnKey(var screen):
            page = screen.handle(event) == .back ? .menu : .returnKey(screen)
        case .textDelegate(var screen):
            page = screen.handle(event) == .back ? .menu : .textDelegate(screen)
        case .inputAccessory(var screen):
            page = screen.handle(event) == .back ? .menu : .inputAccessory(screen)
        case .keyboardNotifications(var screen):
            page = screen.handle(event) == .back ? .menu : .keyboardNotifications(screen)
        case .autoFill(var screen):
            page = screen.handle(event) == .back ? .menu : .autoFill(screen)
        case .keyboardAvoidance(var screen):
            page = screen.handle(event) == .back ? .menu : .keyboardAvoidance(screen)
        case .morseKeyboard(var screen):
            page = screen.handle(event) == .back ? .menu : .morseKeyboard(screen)
        case .formatting(var screen):
            page = screen.handle(event) == .back ? .menu : .formatting(screen)
        }
    }

    /// "한" at the navigation bar's trailing end while the Korean source is on, in the bar's colours.
    private func drawInputSourceIndicator(in layout: PhoneLayout, on canvas: inout Canvas) {
        let bar = layout.navigationBar
        let column = bar.maxColumn - 3
        canvas.grid.write("한", column: column, row: bar.row, style: canvas.grid[column, bar.row].style)
    }

    /// The screen as a grid with its tappable regions.
    public func render(width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: max(0, width), height: max(0, height))
        guard width >= Self.minimumSize.width, height >= Self.minimumSize.height else {
            // Too small for a phone: say so, in as much of the message as fits.
            let message = "Make the terminal at least \(Self.minimumSize.width)×\(Self.minimumSize.height) (it is \(width)×\(height))."
            for (row, line) in PhoneChrome.wrap(message, width: width).prefix(max(0, height)).enumerated() {
                canvas.grid.write(line, column: 0, row: row, style: .plain, limit: width)
            }
            return canvas
        }
        let layout = PhoneLayout(width: width, height: height)
        switch page {
        case .menu: MenuScreen.draw(layout: layout, style: interfaceStyle, on: &canvas)
        case .keyboardTypes(let screen), .keyboardAppearance(let screen):
            screen.draw(layout: layout, style: interfaceStyle, on: &canvas)
        case .firstResponder(let screen): screen.draw(layout: layout, style: interfaceStyle, on: &canvas)
        case .returnKey(let screen): screen.draw(layout: layout, style: interfaceStyle, on: &canvas)
        case .textDelegate(let screen): screen.draw(layout: layout, style: interfaceStyle, on: &canvas)
        case .inputAccessory(let screen): screen.draw(layout: layout, style: interfaceStyle, on: &canvas)
        case .keyboardNotifications(let screen): screen.draw(layout: layout, style: interfaceStyle, on: &canvas)
        case .autoFill(let screen): screen.draw(layout: layout, style: interfaceStyle, on: &canvas)
        case .keyboardAvoidance(let screen): screen.draw(layout: layout, style: interfaceStyle, on: &canvas)
        case .morseKeyboard(let screen): screen.draw(layout: layout, style: interfaceStyle, on: &canvas)
        case .formatting(let screen): screen.draw(layout: layout, style: interfaceStyle, on: &canvas)
        }
        if inputSource == .korean, screenNumber != nil { drawInputSourceIndicator(in: layout, on: &canvas) }
        if let glideTrail, glideTrail.isGlide { glideTrail.draw(on: &canvas) }
        return canvas
    }
}
