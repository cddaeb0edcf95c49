import Foundation
import KeycraftSimulator
import KeycraftTestSupport
import KeycraftText
import PropertyBased
import Testing
@testable import KeycraftForms

@Suite("Keyboard avoidance properties")
struct KeyboardAvoidancePropertyTests {
    @Test func activeFieldIsVisibleNeverOverscrolledAndOriginalsComeBack() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 0...(DeviceProfile.all.count - 1)), Gen.int(in: 0...1000),
            Gen.int(in: 0...3900).array(of: 1...12), Gen.int(in: 0...200).array(of: 1...16), Gen.int(in: 0...2000)
        ) { deviceIndex, windowSeed, fieldTops, actions, startOffset in
            let device = DeviceProfile.all[deviceIndex]
            var simulator = KeyboardSimulator(device: device, orientation: windowSeed % 3 == 0 ? .landscapeLeft : .portrait)
            let contentHeight: CGFloat = 4200
            // Field heights vary from a one-line field to a tall text view; every field lies within the content.
            let fields = fieldTops.map { CGRect(x: 8, y: CGFloat($0), width: 200, height: CGFloat(30 + ($0 % 7) * 40)) }
            func layout(_ orientation: InterfaceOrientation) -> (WindowPlacement, ScrollViewGeometry) {
                let window = KeyboardSamples.window(kind: windowSeed, seed: windowSeed / 4, device: device, orientation: orientation)
                let full = window.frameOnScreen == window.screenBounds
                let scrollView = ScrollViewGeometry(
                    frameInWindow: window.bounds, contentSize: CGSize(width: window.bounds.width, height: contentHeight),
                    safeAreaInsets: full ? device.safeAreaInsets(orientation) : .zero)
                return (window, scrollView)
            }
            var (window, scrollView) = layout(simulator.orientation)
            let range = scrollView.verticalOffsetRange
            scrollView.state.contentOffset.y = min(max(CGFloat(startOffset), range.lowerBound), range.upperBound)
            let original = scrollView.state
            let originalWasAtTop = original.contentOffset.y == scrollView.topContentOffsetY
            /// What hiding the keyboard brings back: the original insets and offset — the offset at the
            /// top if it was there (a rotation may have moved the top), scrolled the least to keep a field
            /// still being edited (under a hardware keyboard) in view.
            func restored(_ original: ScrollViewState, in view: ScrollViewGeometry, revealing field: CGRect?) -> ScrollViewState {
                var view = view
                view.state = original
                if originalWasAtTop { view.state.contentOffset.y = view.topContentOffsetY }
                if let field { view.state.contentOffset = view.contentOffset(revealing: field) }
                return view.state
            }
            var avoider = KeyboardAvoider()
            var active: CGRect?
            func check(_ plan: ScrollViewAvoidancePlan, keyboardFrame: CGRect, step: Int, before: ScrollViewState, hadOriginal: Bool) {
                scrollView.state = plan.state
                let offset = scrollView.state.contentOffset.y
                #expect(scrollView.verticalOffsetRange.contains(offset), "scrolled beyond the content at step \(step)")
                guard plan.overlap > 0 else {
                    // Nothing was ever covered: nothing moves.
                    let expected = hadOriginal ? restored(original, in: scrollView, revealing: active) : before
                    #expect(scrollView.state == expected, "originals not restored at step \(step)")
                    return
                }
                guard let field = active, field.height <= scrollView.visibleContentRect.height else { return }
                let keyboardTop = window.convertFromScreen(keyboardFrame).minY - scrollView.frameInWindow.minY
                let top = field.minY - offset, bottom = field.maxY - offset
                #expect(bottom <= keyboardTop + 0.001, "field under the keyboard at step \(step)")
                #expect(top >= scrollView.adjustedContentInset.top - 0.001, "field above the visible area at step \(step)")
            }
            for (step, code) in actions.enumerated() {
                // Some steps move focus (or the caret) with no notification, as a text view does while typing.
                if code % 10 == 9, simulator.focused != nil, let frame = simulator.keyboardFrame {
                    active = fields[(step + code) % fields.count]
                    let (before, hadOriginal) = (scrollView.state, avoider.originalState != nil)
                    check(avoider.reveal(active, scrollView: scrollView, window: window), keyboardFrame: frame, step: step,
                          before: before, hadOriginal: hadOriginal)
                    continue
                }
                let input = KeyboardSamples.input(code, orientation: simulator.orientation)
                guard let posted = try? simulator.send(input) else { continue }
                if case .focus = input { active = fields[step % fields.count] }
                if case .resign = input { active = nil }
                if case .rotate = input {
                    let state = scrollView.state
                    (window, scrollView) = layout(simulator.orientation)
                    scrollView.state = state
                }
                for notification in posted {
                    let (before, hadOriginal) = (scrollView.state, avoider.originalState != nil)
                    guard let plan = avoider.handle(notification, scrollView: scrollView, window: window, revealing: active) else { continue }
                    check(plan, keyboardFrame: notification.userInfo.frameEnd, step: step, before: before, hadOriginal: hadOriginal)
                }
            }
            // However the session went, hiding the keyboard brings back the insets and offset it started with
            // (when the keyboard was already gone, nothing is posted and the field stays as it was shown).
            let posted = (try? simulator.send(.resign)) ?? []
            for notification in posted {
                if let plan = avoider.handle(notification, scrollView: scrollView, window: window, revealing: nil) {
                    scrollView.state = plan.state
                }
            }
            #expect(simulator.keyboardFrame == nil)
            if !posted.isEmpty { #expect(scrollView.state == restored(original, in: scrollView, revealing: nil)) }
        }
    }

    @Test func overlapNeverExceedsTheViewNorTheKeyboard() async {
        await propertyCheck(
            count: 300,
            input: Gen.double(in: -200...1400).array(of: 4), Gen.double(in: 0...1400).array(of: 4), Gen.bool
        ) { origins, sizes, follows in
            let screen = CGRect(x: 0, y: 0, width: 1194, height: 834)
            let keyboard = CGRect(x: origins[0], y: origins[1], width: sizes[0], height: sizes[1])
            let window = WindowPlacement(screenBounds: screen, frameOnScreen: CGRect(x: max(0, origins[2]), y: max(0, origins[3]), width: max(1, sizes[2]), height: max(1, sizes[3])))
            let overlap = KeyboardOverlap.height(keyboardFrame: keyboard, window: window, viewFrameInWindow: window.bounds, followsFloatingKeyboard: follows)
            #expect(overlap >= 0 && overlap <= window.bounds.height)
            if keyboard.minY >= screen.maxY { #expect(overlap == 0) }
            if !follows, window.convertFromScreen(keyboard).maxY < window.bounds.height - 0.5 { #expect(overlap == 0) }
        }
    }

    @Test func rootViewShiftRevealsTheFieldWithoutPassingTheTop() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 400...1400), Gen.int(in: 0...60), Gen.int(in: 0...600), Gen.int(in: 0...1400), Gen.int(in: 20...400)
        ) { height, safeTop, overlapSeed, fieldSeed, fieldHeight in
            let size = CGSize(width: 400, height: CGFloat(height))
            let safe = EdgeInsets(top: CGFloat(safeTop), bottom: 20)
            let overlap = CGFloat(overlapSeed % (height - safeTop))
            let fieldTop = CGFloat(safeTop + fieldSeed % max(1, height - safeTop - fieldHeight))
            let field = CGRect(x: 0, y: fieldTop, width: 400, height: CGFloat(min(fieldHeight, height - safeTop)))
            let plan = RootViewShift.plan(viewSize: size, safeAreaInsets: safe, overlap: overlap, field: field, animation: .none)
            #expect(plan.shift >= 0 && plan.shift <= overlap + ScrollViewAvoidance.defaultPadding)
            #expect(field.minY - plan.shift >= safe.top, "moved past the top")
            if overlap > 0, field.height + ScrollViewAvoidance.defaultPadding <= size.height - overlap - safe.top {
                #expect(field.maxY - plan.shift <= size.height - overlap - ScrollViewAvoidance.defaultPadding, "field left under the keyboard")
            }
            #expect(plan.keyboardLayoutGuideHeight == max(overlap, safe.bottom))
        }
    }
}
