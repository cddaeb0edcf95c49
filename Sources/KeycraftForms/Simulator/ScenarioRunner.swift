import Foundation
import KeycraftText

/// Runs a scenario: the screen (responder chain, return keys, input views), the keyboard simulator
/// (what iOS posts) and the avoidance planner (insets, offsets, root view shift), step by step.
public struct ScenarioRunner {
    private let scenario: Scenario
    private var screen: FormScreen
    private var keyboard: KeyboardSimulator
    private var window: WindowPlacement
    private var avoider: KeyboardAvoider
    /// The enclosing scroll view (or scrolling text view); nil for a root view that shifts.
    private var scrollView: ScrollViewGeometry?
    private var rootShift = RootViewShiftPlan(shift: 0, keyboardLayoutGuideHeight: 0, animation: .none)
    /// Each text view's lines (by field index), following its text edit by edit.
    private var textLayouts: [Int: TextLayout] = [:]

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
        window = WindowPlacement.fullScreen(scenario.device, scenario.orientation)
        if let frame = scenario.windowFrame { window.frameOnScreen = frame }
        avoider = KeyboardAvoider(padding: scenario.padding, followsFloatingKeyboard: scenario.followsFloatingKeyboard)
        switch scenario.scrollView {
        case .enclosing(_, let contentSize, let offset)?:
            scrollView = ScrollViewGeometry(
                frameInWindow: .zero, contentSize: contentSize, state: ScrollViewState(contentOffset: offset),
                contentInsetAdjustmentBehavior: scenario.contentInsetAdjustmentBehavior)
        case .textView(let id)?:
            guard let field = scenario.fields.first(where: { $0.id == id }), field.kind == .textView else {
                throw ScenarioError(path: "$.screen.scrollView.textView", message: "no text view with id \"\(id)\"")
            }
            // A text view bounces vertically however short its text, so it always counts as scrollable.
            scrollView = ScrollViewGeometry(
                frameInWindow: field.frame, contentSize: field.frame.size,
                contentInsetAdjustmentBehavior: scenario.contentInsetAdjustmentBehavior, alwaysBounceVertical: true)
        case nil:
            scrollView = nil
        }
        layoutScrollView()
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
        case .done: outcome.returnKey = try accessoryButton(isEnabled: \.isDoneEnabled) { $0.resignFirstResponder() }
        case .pickRow(let row): _ = try screen.pickRow(row)
        case .pressButton(let title): outcome.feedback.append(try screen.pressInputButton(title).1)
        case .attachHardwareKeyboard: keyboardInputs.append(.attachHardwareKeyboard)
        case .detachHardwareKeyboard: keyboardInputs.append(.detachHardwareKeyboard)
        case .undock(let lift): keyboardInputs.append(.move(.undocked(lift: lift)))
        case .split(let lift): keyboardInputs.append(.move(.split(lift: lift)))
        case .float(let origin): keyboardInputs.append(.move(.floating(origin: origin)))
        case .dock: keyboardInputs.append(.move(.docked))
        case .rotate(let orientation): keyboardInputs.append(.rotate(orientation))
        case .windowFrame(let frame): window.frameOnScreen = frame
        }
        var posted: [KeyboardNotification] = []
        let after = screen.firstResponderIndex
        if after != before {
            posted += try keyboard.send(after.map { .focus(screen.fields[$0].keyboardRequest) } ?? .resign)
        }
        for input in keyboardInputs {
            posted += try keyboard.send(input)
            if case .rotate(let orientation) = input, scenario.windowFrame == nil {
                window = WindowPlacement.fullScreen(scenario.device, orientation)
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

    /// Keeps every text view's lines, a window-filling scroll view and a scrolling text view's content
    /// height and safe area up to date (a scroll view resting at its top stays there, as in UIKit).
    private mutating func layoutScrollView() {
        for index in screen.fields.indices where screen.fields[index].kind == .textView {
            var layout = textLayouts[index] ?? TextLayout(viewWidth: screen.fields[index].frame.width)
            layout.update(to: screen.sessions[index].content)
            textLayouts[index] = layout
        }
        guard var geometry = scrollView else { return }
        let safeArea = rootSafeArea
        let windowSize = window.bounds.size
        geometry.relayOut { geometry in
            switch scenario.scrollView {
            case .enclosing(let frame, _, _)?:
                geometry.frameInWindow = frame ?? window.bounds
            case .textView(let id)?:
                if let index = screen.fields.firstIndex(where: { $0.id == id }), let layout = textLayouts[index] {
                    geometry.contentSize.height = layout.contentHeight
                }
            case nil:
                break
            }
            geometry.safeAreaInsets = .safeArea(ofViewAt: geometry.frameInWindow, inWindowOfSize: windowSize, windowSafeArea: safeArea)
        }
        scrollView = geometry
    }

    /// Plans for every will-notification; with none (focus moved while shown, the caret moved, the
    /// window changed), re-plans where the keyboard already is.
    private mutating func avoidKeyboard(_ posted: [KeyboardNotification]) {
        layoutScrollView()
        let target = activeRect()
        if var geometry = scrollView {
            var planned = false
            for notification in posted {
                // Each plan starts from the state the previous one left, as the app applies them in turn.
                guard let plan = avoider.handle(notification, scrollView: geometry, window: window, revealing: target) else { continue }
                geometry.state = plan.state
                planned = true
            }
            // While hidden nothing moves: the last (off-screen) end frame may be on screen after a rotation.
            if !planned, keyboard.keyboardFrame != nil {
                geometry.state = avoider.reveal(target, scrollView: geometry, window: window).state
            }
            if let target, overlap(of: geometry.frameInWindow) == 0 {
                // No keyboard covers the view (none, a hardware keyboard, one floating or below the window):
                // it still scrolls the least it takes to show the first responder, or a text view's caret
                // as you type, as `scrollRectToVisible` does.
                geometry.state.contentOffset = geometry.contentOffset(revealing: target)
            }
            scrollView = geometry
        } else {
            let animation = posted.first.map { KeyboardAnimation($0.userInfo) } ?? .none
            rootShift = RootViewShift.plan(
                viewSize: window.bounds.size, safeAreaInsets: rootSafeArea, overlap: overlap(of: window.bounds), field: target,
                padding: scenario.padding, animation: animation)
        }
    }

    /// The window's safe area: the screen's, where it reaches into the window.
    private var rootSafeArea: EdgeInsets {
        window.safeAreaInsets(screenSafeArea: scenario.device.safeAreaInsets(keyboard.orientation))
    }

    private func overlap(of viewFrameInWindow: CGRect) -> CGFloat {
        keyboard.keyboardFrame.map {
            KeyboardOverlap.height(
                keyboardFrame: $0, window: window, viewFrameInWindow: viewFrameInWindow, followsFloatingKeyboard: scenario.followsFloatingKeyboard)
        } ?? 0
    }

    /// The rectangle to keep visible, in content coordinates: the active field, or a text view's caret.
    private func activeRect() -> CGRect? {
        guard let index = screen.firstResponderIndex else { return nil }
        let field = screen.fields[index]
        guard field.kind == .textView else { return field.frame }
        guard let layout = textLayouts[index] else { return field.frame }
        // The caret's whole line, across the view: what must show for the user to see where they type.
        let caret = layout.lineRect(layout.lineIndex(containing: NSMaxRange(screen.sessions[index].selectedRange)))
        if case .textView(field.id)? = scenario.scrollView { return caret }
        // A text view inside a scroll view scrolls its own text: the caret stays within its frame.
        return CaretReveal.rect(caret: caret.offsetBy(dx: field.frame.minX, dy: field.frame.minY), textViewFrame: field.frame)
    }

    /// A point in window coordinates, in the fields' coordinates.
    private func contentPoint(_ point: CGPoint) -> CGPoint {
        if let scrollView, case .enclosing? = scenario.scrollView {
            return CGPoint(
                x: point.x - scrollView.frameInWindow.minX + scrollView.state.contentOffset.x,
                y: point.y - scrollView.frameInWindow.minY + scrollView.state.contentOffset.y)
        }
        return CGPoint(x: point.x, y: point.y + rootShift.shift)
    }

    /// Whether the active rectangle, in window coordinates, is inside the visible area (the scroll view,
    /// the safe area's top and bottom) and clear of the keyboard.
    private func activeFieldFullyVisible() -> Bool? {
        guard let rect = activeRect() else { return nil }
        // Vertically within the safe area; horizontally within the window (fields laid out for portrait
        // may reach under a landscape notch, which is a layout matter, not the keyboard's).
        let safeArea = rootSafeArea
        var visible = window.bounds.inset(by: EdgeInsets(top: safeArea.top, bottom: safeArea.bottom))
        let inWindow: CGRect
        if let scrollView {
            let offset = scrollView.state.contentOffset
            inWindow = rect.offsetBy(dx: scrollView.frameInWindow.minX - offset.x, dy: scrollView.frameInWindow.minY - offset.y)
            visible = visible.intersection(scrollView.frameInWindow)
        } else {
            inWindow = rect.offsetBy(dx: 0, dy: -rootShift.shift)
        }
        if let keyboardFrame = keyboard.keyboardFrame {
            let keyboardInWindow = window.convertFromScreen(keyboardFrame)
            if keyboardInWindow.intersects(inWindow) { return false }
        }
        return visible.insetBy(dx: -0.5, dy: -0.5).contains(inWindow)
    }

    private mutating func record(_ event: ScenarioEvent, path: String, posted: [KeyboardNotification], outcome: StepOutcome) -> TranscriptStep {
        var step = TranscriptStep(
            event: path, type: event.typeName, delegateCalls: screen.drainDelegateCalls(), notifications: posted.map(TranscriptNotification.init),
            feedback: outcome.feedback, tapped: outcome.tapped, returnKey: outcome.returnKey, submitted: outcome.submitted,
            orientation: "\(keyboard.orientation)", window: TranscriptRect(window.frameOnScreen), firstResponder: screen.firstResponder?.id,
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
            step.contentInset = scrollView.state.contentInset
            step.adjustedContentInset = scrollView.adjustedContentInset
            step.indicatorInset = scrollView.state.verticalScrollIndicatorInsets
            step.contentOffset = TranscriptPoint(scrollView.state.contentOffset)
        } else {
            step.rootViewShift = rootShift.shift
            step.keyboardLayoutGuideHeight = rootShift.keyboardLayoutGuideHeight
        }
        return step
    }
}
