import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText

/// Screen 4: the return key — a name field whose Next moves to the search field, whose Search
/// percent-encodes the query (Korean included) into a search URL, through KeycraftForms' return-key
/// rules and submit action.
public struct ReturnKeyScreen: FormDrivenScreen {
    var driver: FormScreenDriver
    /// The URL the last search produced.
    public private(set) var searchURL: String?

    public init() throws(FormScreenError) {
        let frame = FormScreenDriver.frame(row:)
        let form = try FormScreen(
            fields: [
                FormField(id: "Name", frame: frame(0), placeholder: "Return moves on",
                          traits: TextInputTraits(returnKeyType: .next)),
                FormField(id: "Search", frame: frame(1), placeholder: "try 한국어 검색",
                          traits: TextInputTraits(keyboardType: .webSearch, returnKeyType: .search,
                                                  enablesReturnKeyAutomatically: true)),
            ],
            autofocusField: "Name",
            submitAction: .searchURL(prefix: "https://www.google.com/search?q=", queryField: "Search"))
        driver = FormScreenDriver(form: form, labels: ["Name", "Search"])
    }

    public var fields: [TextFieldSession] { driver.fields }
    public var focused: Int? { driver.form.firstResponderIndex }

    public mutating func handle(_ event: ScreenEvent) -> ScreenOutcome {
        if let outcome = driver.handle(event) { return outcome }
        if event == .key(.enter) || event == .tap(.keyboardKey(.returnKey)) {
            if case .submitted(.url(let url)) = driver.form.pressReturn() { searchURL = url }
            driver.drain()
        }
        return .stay
    }

    var appearance: KeyboardAppearance { driver.appearance }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        let header = ["4 · Return key", "", "Next (return on Name) moves focus;", "Search (disabled while empty)",
                      "opens the percent-encoded URL.", "", "Delegate calls:"]
        let content = driver.draw(title: "Return Key", panel: driver.panel(header, height: layout.panel.height),
                                  layout: layout, style: style, on: &canvas)
        guard let searchURL else { return }
        let theme = Theme.forAppearance(appearance, in: style)
        let top = content.row + 2 * (FieldView.height + 1)
        canvas.line(" Opened:", in: content, row: top, style: theme.secondaryText)
        for (offset, chunk) in Self.chunks(searchURL, width: content.width - 2).enumerated() {
            canvas.line(" " + chunk, in: content, row: top + 1 + offset, style: theme.screen)
        }
    }

    /// A URL broken into lines of `width` columns (it has no spaces to wrap at).
    static func chunks(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(width)))
            rest = rest.dropFirst(width)
        }
        return lines
    }
}
