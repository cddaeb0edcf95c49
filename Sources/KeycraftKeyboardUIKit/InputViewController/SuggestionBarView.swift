#if canImport(UIKit)
import KeycraftKeyboard
import UIKit

/// The three slots of the suggestion bar above the keys, drawn from a core ``SuggestionBar``: the
/// typed word in quotes when unknown, the autocorrection in bold. A tap reports the slot's index.
public final class SuggestionBarView: UIStackView {
    /// Called with the index of the tapped slot.
    public var onSelect: (@MainActor (Int) -> Void)?
    private var buttons: [UIButton] = []

    /// An empty bar of three slots.
    public init() {
        super.init(frame: .zero)
        setUp()
    }

    /// A bar from a storyboard.
    public required init(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// Shows `bar`; slots it doesn't fill are blank and disabled.
    public func show(_ bar: SuggestionBar) {
        for (index, button) in buttons.enumerated() {
            let slot = bar.slots.indices.contains(index) ? bar.slots[index] : nil
            button.setTitle(slot?.label, for: .normal)
            button.isEnabled = slot != nil
            button.titleLabel?.font = slot?.kind == .autocorrection ? .boldSystemFont(ofSize: 16) : .systemFont(ofSize: 16)
            button.accessibilityLabel = slot?.text
        }
    }

    private func setUp() {
        axis = .horizontal
        distribution = .fillEqually
        alignment = .fill
        spacing = 1
        for index in 0..<SuggestionBar.slotCount {
            let button = UIButton(type: .system)
            button.tag = index
            button.titleLabel?.adjustsFontSizeToFitWidth = true
            button.titleLabel?.lineBreakMode = .byTruncatingMiddle
            button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            addArrangedSubview(button)
            buttons.append(button)
        }
    }

    @objc private func tapped(_ sender: UIButton) {
        onSelect?(sender.tag)
    }
}
#endif
