import Foundation
import KeycraftForms
import KeycraftSimulator

/// Keyboard avoidance on long forms: moving focus through every field while the keyboard is up.
///
/// Ours converts every field's frame into content coordinates once (`FormLayout`) and then plans each
/// focus change in constant time. The naive approach, common in keyboard managers, converts every field's
/// frame up through its superviews and scans them for the active one on each plan.
enum FormsBenchmarks {
    /// A form of `count` fields: 44-pt rows in sections of 10, sections grouped by 10.
    struct Form {
        let containers: [FormLayout.Container]
        let fields: [FormLayout.Field]

        init(count: Int) {
            let sections = (count + 9) / 10
            let groups = (sections + 9) / 10
            var containers = (0..<groups).map { FormLayout.Container(frame: CGRect(x: 0, y: CGFloat($0) * 5_600, width: 393, height: 5_600)) }
            containers += (0..<sections).map {
                FormLayout.Container(frame: CGRect(x: 16, y: CGFloat($0 % 10) * 560, width: 361, height: 540), parent: $0 / 10)
            }
            self.containers = containers
            fields = (0..<count).map {
                FormLayout.Field(frame: CGRect(x: 0, y: CGFloat($0 % 10) * 54, width: 361, height: 44), container: groups + $0 / 10)
            }
        }

        var contentHeight: CGFloat { CGFloat((fields.count + 99) / 100) * 5_600 }
    }

    static func run() {
        let window = WindowPlacement.fullScreen(.iPhone15Pro, .portrait)
        var simulator = KeyboardSimulator(device: .iPhone15Pro)
        guard let shown = try? simulator.send(.focus(KeyboardRequest())).first else { return }
        var comparisons: [Comparison] = []
        var perField: [[String]] = []
        for count in [10, 100, 1_000, 10_000] {
            let form = Form(count: count)
            var scrollView = ScrollViewGeometry(
                frameInWindow: window.bounds, contentSize: CGSize(width: 393, height: form.contentHeight),
                safeAreaInsets: EdgeInsets(top: 59, bottom: 34), state: ScrollViewState(contentOffset: CGPoint(x: 0, y: -59)))
            var avoider = KeyboardAvoider()
            if let plan = avoider.handle(shown, scrollView: scrollView, window: window, revealing: nil) { scrollView.state = plan.state }
            let start = scrollView
            // Both approaches must find the same frames, or the comparison means nothing.
            guard let check = try? FormLayout(containers: form.containers, fields: form.fields),
                check.contentFrames == form.fields.map({ naiveContentFrame($0, in: form.containers) })
            else {
                print("forms: FormLayout disagrees with the naive conversion at \(count) fields")
                return
            }

            let ours = measure("ours", operations: count) {
                guard let layout = try? FormLayout(containers: form.containers, fields: form.fields) else { return }
                var view = start
                var planner = avoider
                for index in 0..<count {
                    view.state = planner.reveal(layout.contentFrames[index], scrollView: view, window: window).state
                }
                blackHole(view)
            }
            let naive = measure("naive", operations: count, rounds: count >= 10_000 ? 2 : 5) {
                var view = start
                var planner = avoider
                for index in 0..<count {
                    let converted = form.fields.enumerated().map { (id: $0.offset, frame: naiveContentFrame($0.element, in: form.containers)) }
                    guard let active = converted.first(where: { $0.id == index }) else { continue }
                    view.state = planner.reveal(active.frame, scrollView: view, window: window).state
                }
                blackHole(view)
            }
            comparisons.append(Comparison(workload: "switch focus across \(count) fields", ours: ours, naive: naive))
            perField.append([
                "\(count)",
                formatDuration(nanoseconds: ours.nanosecondsPerOperation),
                String(format: "%.2f ns", ours.nanosecondsPerOperation / Double(count)),
                formatDuration(nanoseconds: naive.nanosecondsPerOperation),
                String(format: "%.2f ns", naive.nanosecondsPerOperation / Double(count)),
            ])
        }
        printComparisonTable(title: "forms: time per focus change (plan), keyboard up", comparisons)
        printTable(
            title: "forms: cost per plan and per field in the form (per-field flat = linear, per-plan flat = constant)",
            header: ["fields", "ours / plan", "ours / plan / field", "naive / plan", "naive / plan / field"],
            rows: perField)
    }

    /// Walks up the superviews for one field, as `convert(_:to:)` does, every time it is asked.
    static func naiveContentFrame(_ field: FormLayout.Field, in containers: [FormLayout.Container]) -> CGRect {
        var frame = field.frame
        var container = field.container
        while let current = container {
            frame = frame.offsetBy(dx: containers[current].frame.minX, dy: containers[current].frame.minY)
            container = containers[current].parent
        }
        return frame
    }
}
