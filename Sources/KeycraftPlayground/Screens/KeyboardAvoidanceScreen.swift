import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText

/// Screen 10: keyboard avoidance — the avoidance guide's long form (the twelve fields and Submit of
/// Examples/Scenarios/long-form.json) in a scroll view on an iPhone 15 Pro: focusing a field scrolls it
/// above the keyboard, the content and indicator insets follow the keyboard, Esc or a tap on empty
/// space dismisses it, and Ctrl-R rotates the phone and re-plans. The fields are virtual views in a
/// virtual scroll view, kept above the keyboard by the `KeyboardAvoidanceController` apps ship.
@MainActor
public struct KeyboardAvoidanceScreen: FormDrivenScreen {
    /// The form's fields, top to bottom, as the long-form scenario lays them out.
    public static let fieldNames = ["First name", "Last name", "Company", "Street", "City", "Postcode", "Country",
                                    "Phone", "E-mail", "Website", "Username", "Password"]
    /// Field frames in content coordinates (points): 90 apart from y 40, 353 wide, 34 high.
    static func frame(ofField index: Int) -> CGRect { CGRect(x: 20, y: 40 + 90 * CGFloat(index), width: 353, height: 34) }
    static let submitFrame = CGRect(x: 20, y: 1070, width: 353, height: 44)
    static let contentHeight: CGFloat = 1120

    var driver: FormScreenDriver
    private var scrollView: AvoidingScrollView
    /// One virtual view per field, in the scroll view's content, at the field's frame.
    private let fieldViews: [VirtualView]

    public init() throws(FormScreenError) {
        let last = Self.fieldNames.count - 1
        let fields = Self.fieldNames.enumerated().map { index, name in
            FormField(id: name, frame: Self.frame(ofField: index), placeholder: name,
                      traits: TextInputTraits(returnKeyType: index == last ? .done : .next,
                                              isSecureTextEntry: index == last),
                      showsAccessoryBar: true)
        }
        let form = try FormScreen(fields: fields, controls: [ScreenControl(id: "submit", frame: Self.submitFrame)])
        driver = FormScreenDriver(form: form, labels: Self.fieldNames)
        let content = VirtualScrollView(frame: .zero, contentSize: CGSize(width: 0, height: Self.contentHeight))
        fieldViews = fields.map { VirtualView(frame: $0.frame) }
        fieldViews.forEach(content.addSubview)
        scrollView = AvoidingScrollView(device: .iPhone15Pro, scrollView: content)
    }

    public var focused: Int? { driver.form.firstResponderIndex }
    public var fields: [TextFieldSession] { driver.fields }
    /// The scroll view's offset and insets as the avoider last planned them.
    public var scrollState: ScrollViewState { scrollView.state }
    public var orientation: InterfaceOrientation { scrollView.orientation }
    public var notifications: [KeyboardNotification] { scrollView.notifications }
    /// The part of the content above the keyboard, in content coordinates.
    public var visibleAboveKeyboard: CGRect {
        var visible = scrollView.geometry.visibleContentRect
        visible.size.height = max(0, scrollView.geometry.frameInWindow.height - scrollView.overlap
                                      - (visible.minY - scrollView.state.contentOffset.y))
        return visible
    }

    public mutating func handle(_ event: ScreenEvent) -> ScreenOutcome {
        driver.commitComposition(before: event)
        let before = focused
        var outcome = ScreenOutcome.stay
        switch event {
        case .key(.control("r")):
            // The fields' keyboard requests have finite heights, so the simulator accepts every input here.
            try? scrollView.rotate(firstResponder: firstResponderView, revealing: target)
        case .tap(.option):
            break  // Submit is a control: tapping it keeps the keyboard.
        case .key(.tab) where before == nil:
            // With nothing focused the hardware keyboard's Tab starts at the first field.
            _ = try? driver.form.focus(Self.fieldNames[0])
            driver.drain()
        default:
            if let handled = driver.handle(event) {
                outcome = handled
            } else if event == .key(.enter) || event == .tap(.keyboardKey(.returnKey)) {
                _ = driver.form.pressReturn()
                driver.drain()
            }
        }
        if focused != before {
            try? scrollView.focus(firstResponderView, request: driver.form.firstResponder?.keyboardRequest, revealing: target)
        }
        return outcome
    }

    private var target: CGRect? { driver.form.firstResponder?.frame }
    private var firstResponderView: VirtualView? { focused.map { fieldViews[$0] } }

    var appearance: KeyboardAppearance { driver.appearance }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        let theme = Theme.forAppearance(appearance, in: style)
        PhoneChrome.draw(title: "Long Form", panel: panel(width: layout.panel.width, height: layout.panel.height), theme: theme, layout: layout,
                         on: &canvas)
        let window = layout.content(dockedHeight: 0)
        let scale = PointScale(rows: window.height, points: scrollView.geometry.frameInWindow.height)
        let keyboardRows = scrollView.overlap > 0 ? max(driver.dockedHeight, scale.rows(scrollView.overlap)) : 0
        let content = layout.content(dockedHeight: keyboardRows)
        // The last column is the scroll indicator's.
        let fieldArea = Rect(column: content.column, row: content.row, width: content.width - 1, height: content.height)
        let offset = scrollView.state.contentOffset.y
        for (index, field) in driver.fields.enumerated() {
            let boxRow = window.row + scale.rows(Self.frame(ofField: index).minY - offset)
            guard fieldArea.rows.contains(boxRow - 1) else { continue }
            FieldView.draw(field, label: " " + Self.fieldNames[index], index: index, at: boxRow - 1, in: fieldArea,
                           theme: theme, on: &canvas)
        }
        let submitRow = window.row + scale.rows(Self.submitFrame.minY - offset)
        if fieldArea.rows.contains(submitRow) {
            let end = canvas.grid.write(" Submit ", column: fieldArea.column + 1, row: submitRow, style: theme.selectedRow)
            canvas.addHotspot(Rect(column: fieldArea.column + 1, row: submitRow, width: end - fieldArea.column - 1, height: 1),
                              .option(0))
        }
        ScrollIndicatorView.draw(scrollView.geometry, scale: scale, column: content.maxColumn - 1, top: window.row,
                                 theme: theme, on: &canvas)
        driver.drawDocked(in: layout.docked(height: keyboardRows), theme: theme, on: &canvas)
    }

    private func panel(width: Int, height: Int) -> [String] {
        let state = scrollView.state
        var lines = ["10 · Keyboard avoidance", "\(scrollView.device.name) · \(orientation.isPortrait ? "portrait" : "landscape")",
                     "Tab / click: focus · Enter: next", "Esc / click empty: dismiss", "Ctrl-R: rotate", "",
                     "offset y \(Int(state.contentOffset.y)) · overlap \(Int(scrollView.overlap))",
                     "inset bottom: content \(Int(state.contentInset.bottom))",
                     "             indicator \(Int(state.verticalScrollIndicatorInsets.bottom))", "", "Notifications:"]
        lines += KeyboardNotificationLog.lines(scrollView.notifications, width: width, height: height - lines.count)
        return lines
    }
}
