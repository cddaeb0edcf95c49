import Foundation
import KeycraftForms
import KeycraftText

/// Runs a scenario: the screen (responder chain, return keys, input views) and the keyboard simulator
/// (what iOS posts), with the app's own `KeyboardAvoidanceController` planning the insets, offsets and
/// root view shift on a virtual UIKit (``VirtualWindow``, ``VirtualScrollView``, …), step by step.
///
/// The transcripts therefore show the controller an app runs, fed as KeycraftUIKit feeds it: the
/// keyboard notifications through a notification center, and a re-plan after each event (focus moved,
/// text typed, the window changed).
@MainActor
public struct ScenarioRunner {
    private let scenario: Scenario
    private var screen: FormScreen
    private var keyboard: KeyboardSimulator
    /// Where the window is on the screen: it follows rotation unless the scenario places it.
    private var placement: WindowPlacement
    /// The window, the root view and the app's avoidance controller.
    private let virtualScreen: VirtualScreen
    private var window: VirtualWindow { virtualScreen.window }
    private var root: VirtualRootView { virtualScreen.root }
    /// The enclosing scroll view (or scrolling text view), which avoids the keyboard by itself; nil for
    /// a root view that shifts.
    private var scrollView: VirtualScrollView? { virtualScreen.scrollView }
    /// One view per field, in the screen's order.
    private let fieldViews: [VirtualView]

    /// A runner with the scenario's screen built; a screen that can't be built (two fields with one
    /// identifier, an order naming a missing field) throws a ``ScenarioError`` at `$.screen`.
    public init(_ scenario: Scenario) throws(ScenarioError) {
        self.scenario = scenario
        do {
            screen = try FormScreen(
                fields: scenario.fields, controls: scenario.controls, order: scenario.order, layoutDirection: scenario.layoutDirection,
                autofocusField: scenario.autofocus, submitAction: scenario.submitAction)
        } catch {
            throw ScenarioError(path: "$.screen", message: error.description)
        }
        keyboard = KeyboardSimulator(device: scenario.device, orientation: scenario.orientation)
        placement = WindowPlacement.fullScreen(scenario.device, scenario.orientation)
        if let frame = scenario.windowFrame { placement.frameOnScreen = frame }
        // The window's safe area and the views' frames are set by the first layout, as UIKit lays out a
        // view controller's views once they are in a window.
        let window = VirtualWindow(placement, safeAreaInsets: .zero)
        let root = VirtualRootView(frame: .zero)
        let views = scenario.fields.map { field -> VirtualView in
            let view = field.kind == .textView ? VirtualTextView(frame: field.frame) : VirtualView(frame: field.frame)
            view.isHidden = field.isHidden
            return view
        }
        fieldViews = views
        let scrollView: VirtualScrollView?
        switch scenario.scrollView {
        case .enclosing(let frame, let contentSize, let offset)?:
            let enclosing = VirtualScrollView(frame: frame ?? .zero, contentSize: contentSize)
            enclosing.contentOffset = offset
            enclosing.contentInsetAdjustmentBehavior = scenario.contentInsetAdjustmentBehavior
            root.addSubview(enclosing)
            views.forEach(enclosing.addSubview)
            scrollView = enclosing
        case .textView(let id)?:
            guard let index = scenario.fields.firstIndex(where: { $0.id == id }), let textView = views[index] as? VirtualTextView else {
                throw ScenarioError(path: "$.screen.scrollView.textView", message: "no text view with id \"\(id)\"")
            }
            // A text view bounces vertically however short its text, so it always counts as scrollable.
            textView.contentInsetAdjustmentBehavior = scenario.contentInsetAdjustmentBehavior
            views.forEach(root.addSubview)
            scrollView = textView
        case nil:
            views.forEach(root.addSubview)
            scrollView = nil
        }
        // The scroll view avoids the keyboard by itself (`scrollView.keycraft.avoidsKeyboard`); without one,
        // the view controller's root view shifts.
        virtualScreen = VirtualScreen(
            window: window, root: root, scrollView: scrollView, padding: scenario.padding,
            followsFloatingKeyboard: scenario.followsFloatingKeyboard)
        layOut()
    }

    /// Runs every event; stops at the first one the screen or the keyboard cannot perform.
    public static func run(_ scenario: Scenario) throws(ScenarioError) -> Transcript {
        var runner = try ScenarioRunner(scenario)
        var steps = [try runner.perform(.appear, path: "appear")]
        for (index, event) in scenario.events.enumerated() {
            steps.append(try runner.perform(event, path: "$.events[\(index)]"))
        }
        return Transcript(device: scenario.device.name, steps: steps)
    }

    private mutating func perform(_ event: ScenarioEvent, path: String) throws(ScenarioError) -> TranscriptStep {
        do {
            return try stepThrowing(event, path: path)
        } catch let error as ScenarioError {
            throw error
        } catch let error as FormScreenError {
            throw ScenarioError(path: path, message: error.description)
        } catch let error as KeyboardSimulatorError {
            throw ScenarioError(path: path + ".type", message: error.description)
        } catch {
            throw ScenarioError(path: path, message: "\(error)")
        }
    }

    /// What an event did besides changing state.
    private struct StepOutcome {
        var feedback: [InputFeedback] = []
        var tapped: String?
        var returnKey: String?
        var submitted: TranscriptSubmission?
    }

    private mutating func stepThrowing(_ event: ScenarioEvent, path: String) throws -> TranscriptStep {
        let before = screen.firstResponderIndex
        var outcome = StepOutcome()
        var keyboardInputs: [KeyboardSimulatorInput] = []
        switch event {
        case .appear: screen.appear()
        case .disappear: screen.disappear()
        case .endEditing(let force): screen.endEditing(force: force)
        case .tapField(let id): try screen.focus(id)
        case .tapPoint(let point):
            outcome.tapped = switch screen.tap(at: contentPoint(point)) {
            case .field(let id): "field:\(id)"
            case .control(let id): "control:\(id)"
            case .empty: "empty"
            }
        case .type(let text): _ = try screen.type(text)
        case .paste(let text): _ = try screen.editFirstResponder { $0.paste(text) }
        case .deleteBackward: _ = try screen.editFirstResponder { $0.deleteBackward() }
        case .setMarkedText(let text, let selection):
            if case .invalidRange(let error) = try screen.editFirstResponder({ $0.setMarkedText(text, selectedRange: selection) }) {
                throw ScenarioError(path: path + ".selectedRange", message: error.description)
            }
        case .unmarkText: _ = try screen.editFirstResponder { $0.unmarkText() }
        case .pressReturn:
            let result = screen.pressReturn()
            outcome.returnKey = Self.describe(result)
            if case .submitted(let submission) = result {
                outcome.submitted = switch submission {
                case .url(let url): .url(url)
                case .form(let texts): .form(texts)
                }
            }
        case .next: outcome.returnKey = try accessoryButton(isEnabled: \.isNextEnabled) { $0.focusNext() }
        case .previous: outcome.returnKey = try accessoryButton(isEnabled: \.isPreviousEnabled) { $0.focusPrevious() }
        case .done: outcome.returnKey = try accessoryButton(isEnabled: \.isDoneEnabled) { $0.done() }
        case .pickRow(let row): _ = try screen.pickRow(row)
        case .pressButton(let title): outcome.feedback.append(try screen.pressInputButton(title).1)
        case .attachHardwareKeyboard: keyboardInputs.append(.attachHardwareKeyboard)
        case .detachHardwareKeyboard: keyboardInputs.append(.detachHardwareKeyboard)
        case .undock(let lift): keyboardInputs.append(.move(.undocked(lift: lift)))
        case .split(let lift): keyboardInputs.append(.move(.split(lift: lift)))
        case .float(let origin): keyboardInputs.append(.move(.floating(origin: origin)))
        case .dock: keyboardInputs.append(.move(.docked))
        case .rotate(let orientation): keyboardInputs.append(.rotate(orientation))
        case .windowFrame(let frame): placement.frameOnScreen = frame
        }
        var posted: [KeyboardNotification] = []
        let after = screen.firstResponderIndex
        if after != before {
            posted += try keyboard.send(after.map { .focus(screen.fields[$0].keyboardRequest) } ?? .resign)
        }
        for input in keyboardInputs {
            posted += try keyboard.send(input)
            if case .rotate(let orientation) = input, scenario.windowFrame == nil {
                placement = WindowPlacement.fullScreen(scenario.device, orientation)
            }
        }
        avoidKeyboard(posted)
        return record(event, path: path, posted: posted, outcome: outcome)
    }

    /// An accessory bar button: only when the bar shows and the button is enabled.
    private mutating func accessoryButton(isEnabled: KeyPath<AccessoryBar, Bool>, _ action: (inout FormScreen) -> Bool) throws -> String {
        guard let bar = screen.accessoryBar else {
            throw FormScreenError.noAccessoryBar(field: screen.firstResponder?.id)
        }
        guard bar[keyPath: isEnabled] else { return "disabled" }
        return action(&screen) ? (screen.firstResponder.map { "movedFocus:\($0.id)" } ?? "resigned") : "kept"
    }

    private static func describe(_ outcome: ReturnKeyOutcome) -> String {
        switch outcome {
        case .noFirstResponder: "noFirstResponder"
        case .disabled: "disabled"
        case .vetoed: "vetoed"
        case .insertedLineBreak: "insertedLineBreak"
        case .movedFocus(let id): "movedFocus:\(id)"
        case .resign(let resigned): resigned ? "resigned" : "kept"
        case .submitted: "submitted"
        }
    }

    // MARK: Geometry

    /// Lays the virtual views out for the window as it is now, and each text view's lines for its text.
    /// A change that moves a scroll view's adjusted inset (a rotation, a new window frame, a text view's
    /// content) keeps a scroll view resting at its top at its top, as UIKit does.
    private func layOut() {
        for (index, view) in fieldViews.enumerated() where view !== scrollView {
            (view as? VirtualTextView)?.follow(screen.sessions[index].content, selectedRange: screen.sessions[index].selectedRange)
        }
        let placeWindow = { [placement, scenario, keyboard, window, root] in
            window.keycraftScreenBounds = placement.screenBounds
            window.keycraftFrameOnScreen = placement.frameOnScreen
            window.safeAreaInsets = placement.safeAreaInsets(screenSafeArea: scenario.device.safeAreaInsets(keyboard.orientation))
            root.frame = window.bounds
        }
        guard let scrollView else { return placeWindow() }
        scrollView.relayOut { scrollView in
            placeWindow()
            if case .enclosing(let frame, _, _)? = scenario.scrollView { scrollView.frame = frame ?? window.bounds }
            if let textView = scrollView as? VirtualTextView, let index = fieldViews.firstIndex(where: { $0 === textView }) {
                textView.follow(screen.sessions[index].content, selectedRange: screen.sessions[index].selectedRange)
            }
        }
    }

    /// Shows the screen to the app's keyboard avoidance as UIKit would: the views laid out and the first
    /// responder set, the posted keyboard notifications delivered, then a re-plan for what changed
    /// without one (focus moved while the keyboard stays, text typed, the window moved).
    private func avoidKeyboard(_ posted: [KeyboardNotification]) {
        layOut()
        virtualScreen.update(
            firstResponder: screen.firstResponderIndex.map { fieldViews[$0] }, posting: posted, keyboardFrame: keyboard.keyboardFrame,
            revealing: activeRect())
    }

    /// The rectangle to keep visible, in content coordinates: the active field, or a text view's caret.
    private func activeRect() -> CGRect? {
        guard let index = screen.firstResponderIndex else { return nil }
        let field = screen.fields[index]
        guard let textView = fieldViews[index] as? VirtualTextView else { return field.frame }
        // The caret's whole line, across the view: what must show for the user to see where they type.
        let caret = textView.caretLineRect
        if textView === scrollView { return caret }
        // A text view inside a scroll view scrolls its own text: the caret stays within its frame.
        return CaretReveal.rect(caret: caret.offsetBy(dx: field.frame.minX, dy: field.frame.minY), textViewFrame: field.frame)
    }

    /// A point in window coordinates, in the fields' coordinates.
    private func contentPoint(_ point: CGPoint) -> CGPoint {
        if let scrollView, case .enclosing? = scenario.scrollView {
            let frame = scrollView.keycraftFrameInWindow
            return CGPoint(x: point.x - frame.minX + scrollView.contentOffset.x, y: point.y - frame.minY + scrollView.contentOffset.y)
        }
        return CGPoint(x: point.x, y: point.y + root.keycraftContentShift)
    }

    /// Whether the active rectangle, in window coordinates, is inside the visible area (the scroll view,
    /// the safe area's top and bottom) and clear of the keyboard.
    private func activeFieldFullyVisible() -> Bool? {
        guard let rect = activeRect() else { return nil }
        // Vertically within the safe area; horizontally within the window (fields laid out for portrait
        // may reach under a landscape notch, which is a layout matter, not the keyboard's).
        let safeArea = window.safeAreaInsets
        var visible = window.bounds.inset(by: EdgeInsets(top: safeArea.top, bottom: safeArea.bottom))
        let inWindow: CGRect
        if let scrollView {
            let frame = scrollView.keycraftFrameInWindow
            let offset = scrollView.contentOffset
            inWindow = rect.offsetBy(dx: frame.minX - offset.x, dy: frame.minY - offset.y)
            visible = visible.intersection(frame)
        } else {
            inWindow = rect.offsetBy(dx: 0, dy: -root.keycraftContentShift)
        }
        if let keyboardFrame = keyboard.keyboardFrame {
            let keyboardInWindow = placement.convertFromScreen(keyboardFrame)
            if keyboardInWindow.intersects(inWindow) { return false }
        }
        return visible.insetBy(dx: -0.5, dy: -0.5).contains(inWindow)
    }

    private mutating func record(_ event: ScenarioEvent, path: String, posted: [KeyboardNotification], outcome: StepOutcome) -> TranscriptStep {
        var step = TranscriptStep(
            event: path, type: event.typeName, delegateCalls: screen.drainDelegateCalls(), notifications: posted.map(TranscriptNotification.init),
            feedback: outcome.feedback, tapped: outcome.tapped, returnKey: outcome.returnKey, submitted: outcome.submitted,
            orientation: "\(keyboard.orientation)", window: TranscriptRect(placement.frameOnScreen), firstResponder: screen.firstResponder?.id,
            keyboardFrame: keyboard.keyboardFrame.map(TranscriptRect.init), accessoryBar: screen.accessoryBar,
            fields: zip(screen.fields, screen.sessions).map { field, session in
                TranscriptField(
                    id: field.id, text: session.text, selection: TranscriptRange(session.selectedRange),
                    marked: session.markedRange.map(TranscriptRange.init),
                    messages: session.messages.map(\.message.defaultValue),
                    caret: field.formatter.map { _ in session.selectedRange.location },
                    value: field.formatter?.extractedValue(of: session.text),
                    complete: field.formatter?.isComplete(session.text))
            },
            activeFieldFullyVisible: activeFieldFullyVisible())
        if let scrollView {
            step.contentInset = scrollView.contentInset
            step.adjustedContentInset = scrollView.keycraftAdjustedContentInset
            step.indicatorInset = scrollView.verticalScrollIndicatorInsets
            step.contentOffset = TranscriptPoint(scrollView.contentOffset)
        } else {
            step.rootViewShift = root.keycraftContentShift
            // With nothing covered the guide rests at the bottom safe-area inset, as UIKeyboardLayoutGuide does.
            step.keyboardLayoutGuideHeight = virtualScreen.avoidance.rootViewShiftPlan?.keyboardLayoutGuideHeight ?? root.keycraftSafeAreaInsets.bottom
        }
        return step
    }
}
