import Foundation
import KeycraftSimulator
import KeycraftTestSupport
import KeycraftText
import PropertyBased
import Testing
@testable import KeycraftForms

@MainActor
@Suite("Keyboard avoidance controller properties")
struct KeyboardAvoidanceControllerPropertyTests {
    static let padding = ScrollViewAvoidance.defaultPadding
    static let epsilon: CGFloat = 0.001

    /// Lays a screen out for an orientation: the window (full screen, Split View, Slide Over or Stage
    /// Manager, as the core's avoidance properties build them), the root view filling it, and a scroll
    /// view filling the root view; offsets are kept, as a rotation keeps them.
    static func layOut(_ screen: AvoidanceScreen, scrollView: VirtualScrollView?, device: DeviceProfile, windowSeed: Int, orientation: InterfaceOrientation) {
        let placement = KeyboardSamples.window(kind: windowSeed, seed: windowSeed / 4, device: device, orientation: orientation)
        screen.window.keycraftScreenBounds = placement.screenBounds
        screen.window.keycraftFrameOnScreen = placement.frameOnScreen
        screen.window.safeAreaInsets = placement.safeAreaInsets(screenSafeArea: device.safeAreaInsets(orientation))
        screen.root.frame = screen.window.bounds
        scrollView?.frame = screen.root.frame
        scrollView?.contentSize.width = screen.root.frame.width
    }

    /// How much of `view` the keyboard covers now (0 when hidden, floating, split, or missing the window).
    static func overlap(_ screen: AvoidanceScreen, _ view: VirtualView) -> CGFloat {
        screen.simulator.keyboardFrame.map {
            KeyboardOverlap.height(keyboardFrame: $0, window: screen.window.windowPlacement, viewFrameInWindow: view.keycraftFrameInWindow)
        } ?? 0
    }

    @Test func theActiveFieldShowsWheneverItFitsAndHidingRestoresTheOriginals() async {
        await propertyCheck(
            count: 200,
            input: Gen.int(in: 0...(DeviceProfile.all.count - 1)), Gen.int(in: 0...1000), Gen.int(in: 0...3900).array(of: 1...10),
            Gen.int(in: 0...200).array(of: 1...14), Gen.bool, Gen.int(in: 0...2000)
        ) { deviceIndex, windowSeed, fieldSeeds, actions, scrolls, startOffset in
            let device = DeviceProfile.all[deviceIndex]
            let orientation: InterfaceOrientation = windowSeed % 3 == 0 ? .landscapeLeft : .portrait
            var screen = AvoidanceScreen(device: device, orientation: orientation)
            let scrollView = scrolls ? VirtualScrollView(frame: .zero, contentSize: CGSize(width: 0, height: 4200)) : nil
            Self.layOut(screen, scrollView: scrollView, device: device, windowSeed: windowSeed, orientation: orientation)
            let container: VirtualView = scrollView ?? screen.root
            if let scrollView {
                screen.root.addSubview(scrollView)
                let range = scrollView.keyboardAvoidanceGeometry.verticalOffsetRange
                scrollView.contentOffset.y = min(max(CGFloat(startOffset), range.lowerBound), range.upperBound)
            }
            // Fields lie within the content (a scroll view's) or below the status bar (a root view's).
            let fields = fieldSeeds.map { seed in
                let height = CGFloat(30 + (seed % 5) * 40)
                let top = scrolls ? CGFloat(seed) : 60 + CGFloat(seed).truncatingRemainder(dividingBy: max(1, screen.root.frame.height - 60 - height))
                let field = VirtualView(frame: CGRect(x: 8, y: top, width: 200, height: height))
                container.addSubview(field)
                return field
            }
            let originalState = scrollView?.state
            let originalWasAtTop = scrollView.map { $0.contentOffset.y == $0.topOffsetY } ?? false
            let avoidance = screen.controller()
            var orientationNow = orientation

            @MainActor func check(_ step: Int) {
                let covered = Self.overlap(screen, container)
                guard covered > 0 else {
                    // Nothing covers the view: insets and shift are the originals.
                    if let scrollView, let originalState {
                        #expect(scrollView.contentInset == originalState.contentInset, "step \(step): insets while uncovered")
                    } else {
                        #expect(screen.root.keycraftContentShift == 0, "step \(step): shifted while uncovered")
                    }
                    return
                }
                guard let field = screen.window.firstResponder, let keyboardTop = screen.keyboardTopInWindow else { return }
                let top = scrollView?.visibleRectInWindow.minY ?? (screen.root.keycraftFrameInWindow.minY + screen.root.safeAreaInsets.top)
                let bottom = keyboardTop - Self.padding
                let frame = field.keycraftFrameInWindow
                guard frame.height <= bottom - top else { return }
                #expect(frame.maxY <= bottom + Self.epsilon, "step \(step): field under the keyboard")
                #expect(frame.minY >= top - Self.epsilon, "step \(step): field above the visible area")
                if let scrollView {
                    let range = scrollView.keyboardAvoidanceGeometry.verticalOffsetRange
                    #expect(range.contains(scrollView.contentOffset.y), "step \(step): scrolled beyond the content")
                }
            }

            for (step, code) in actions.enumerated() {
                switch code % 10 {
                case 0, 1, 2:
                    let field = fields[(step + code) % fields.count]
                    guard field.becomeFirstResponder() else { continue }
                    avoidance.firstResponderDidChange()
                    screen.send(.focus(KeyboardSamples.requests[(code / 10) % KeyboardSamples.requests.count]))
                case 3:
                    screen.resign(controller: avoidance)
                case 7:
                    orientationNow = orientationNow.isLandscape ? .portrait : .landscapeRight
                    Self.layOut(screen, scrollView: scrollView, device: device, windowSeed: windowSeed, orientation: orientationNow)
                    screen.send(.rotate(orientationNow))
                    avoidance.layoutDidChange()
                case 8:
                    // The app moves the first responder (rows inserted above it), then lays out.
                    guard let field = screen.window.firstResponder else { continue }
                    field.frame.origin.y = scrolls ? CGFloat(code * 19 % 3900) : 60 + CGFloat(code * 7).truncatingRemainder(dividingBy: max(1, screen.root.frame.height - 60 - field.frame.height))
                    avoidance.layoutDidChange()
                default:
                    screen.send(KeyboardSamples.input(code, orientation: orientationNow))
                }
                check(step)
            }
            // However the session went, once editing ends and the keyboard hides the originals are back.
            screen.resign(controller: avoidance)
            #expect(screen.root.keycraftContentShift == 0)
            if let scrollView, let originalState {
                #expect(scrollView.contentInset == originalState.contentInset)
                #expect(scrollView.verticalScrollIndicatorInsets == originalState.verticalScrollIndicatorInsets)
                let expectedOffset = originalWasAtTop ? scrollView.topOffsetY : originalState.contentOffset.y
                // Unless nothing ever covered it, in which case nothing moved at all.
                #expect(scrollView.contentOffset.y == expectedOffset || scrollView.contentOffset == originalState.contentOffset)
            }
            avoidance.detach()
        }
    }

    @Test func detachingAtAnyPointPutsEverythingBack() async {
        await propertyCheck(
            count: 150,
            input: Gen.int(in: 0...(DeviceProfile.all.count - 1)), Gen.int(in: 0...1000), Gen.int(in: 0...200).array(of: 0...10), Gen.bool
        ) { deviceIndex, windowSeed, actions, scrolls in
            let device = DeviceProfile.all[deviceIndex]
            var screen = AvoidanceScreen(device: device)
            let scrollView = scrolls ? VirtualScrollView(frame: .zero, contentSize: CGSize(width: 0, height: 3000)) : nil
            Self.layOut(screen, scrollView: scrollView, device: device, windowSeed: windowSeed, orientation: .portrait)
            let container: VirtualView = scrollView ?? screen.root
            if let scrollView {
                screen.root.addSubview(scrollView)
                scrollView.contentOffset.y = scrollView.topOffsetY
                scrollView.contentInset.top = CGFloat(windowSeed % 3) * 8
            }
            let field = VirtualView(frame: CGRect(x: 8, y: max(60, container.frame.height - 80), width: 200, height: 44))
            container.addSubview(field)
            let originalState = scrollView?.state
            let avoidance = screen.controller()
            #expect(field.becomeFirstResponder())
            avoidance.firstResponderDidChange()
            screen.send(.focus(KeyboardRequest()))
            for code in actions {
                if code % 10 == 3 { continue }   // stay editing: detach happens with the keyboard up
                screen.send(KeyboardSamples.input(code, orientation: .portrait))
                avoidance.caretDidChange()
            }
            avoidance.detach()
            #expect(screen.root.keycraftContentShift == 0)
            if let scrollView, let originalState { #expect(scrollView.state == originalState) }
            #expect(screen.center.observerCount == 0)
        }
    }

    @Test func theCaretShowsWhileTypingAnywhereInAnyText() async {
        let pieces = ["한", "글", "👩‍👩‍👧‍👦", "🇰🇷", "e\u{301}", "a", " ", "\n", "가나다라마바사", "🙂"]
        await propertyCheck(
            count: 60,
            input: Gen.int(in: 0...(DeviceProfile.all.count - 1)), Gen.int(in: 0...(pieces.count - 1)).array(of: 1...120),
            Gen.int(in: 0...1000).array(of: 1...6), Gen.bool
        ) { deviceIndex, text, caretSeeds, landscape in
            let device = DeviceProfile.all[deviceIndex]
            let orientation: InterfaceOrientation = landscape ? .landscapeRight : .portrait
            var screen = AvoidanceScreen(device: device, orientation: orientation)
            let textView = KeyboardAvoidanceCaretTests.notes(screen)
            let original = textView.state
            let avoidance = screen.controller()
            screen.focus(textView, controller: avoidance)
            @MainActor func checkCaret(_ label: String) {
                guard let keyboardTop = screen.keyboardTopInWindow, Self.overlap(screen, textView) > 0 else { return }
                let caret = textView.keycraftCaretRectInWindow!
                let top = textView.visibleRectInWindow.minY
                guard caret.height <= keyboardTop - Self.padding - top else { return }
                #expect(caret.maxY <= keyboardTop - Self.padding + Self.epsilon, "\(label): caret under the keyboard")
                #expect(caret.minY >= top - Self.epsilon, "\(label): caret above the visible area")
            }
            for index in text {
                textView.insertText(pieces[index])
                avoidance.caretDidChange()
            }
            checkCaret("after typing")
            // The caret moves to cluster boundaries anywhere in the text.
            let boundaries = Array(textView.text.indices) + [textView.text.endIndex]
            for seed in caretSeeds {
                let index = boundaries[seed % boundaries.count]
                textView.selectedRange = NSRange(location: textView.text.utf16.distance(from: textView.text.startIndex, to: index), length: 0)
                avoidance.caretDidChange()
                checkCaret("caret at \(textView.selectedRange.location)")
            }
            screen.resign(controller: avoidance)
            #expect(textView.contentInset == original.contentInset)
            #expect(textView.verticalScrollIndicatorInsets == original.verticalScrollIndicatorInsets)
        }
    }
}
