#if canImport(UIKit)
import KeycraftForms
import UIKit

/// The previous / next / done bar above the keyboard: a `UIToolbar` that shows an ``AccessoryBar``
/// state (the core decides what is enabled) and reports its buttons through closures.
///
/// ```swift
/// let bar = AccessoryBarToolbar()
/// bar.onNext = { chain.focusNext() }
/// bar.show(chain.accessoryBar(for: index))
/// field.inputAccessoryView = bar
/// ```
@MainActor
public final class AccessoryBarToolbar: UIToolbar {
    /// The previous button (chevron up).
    public var onPrevious: (@MainActor () -> Void)?
    /// The next button (chevron down).
    public var onNext: (@MainActor () -> Void)?
    /// The done button.
    public var onDone: (@MainActor () -> Void)?

    private let previousItem = UIBarButtonItem(image: UIImage(systemName: "chevron.up"), style: .plain, target: nil, action: nil)
    private let nextItem = UIBarButtonItem(image: UIImage(systemName: "chevron.down"), style: .plain, target: nil, action: nil)
    private let doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    private let titleLabel = UILabel()

    /// A bar of UIKit's toolbar height (``AccessoryBar/height``).
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: AccessoryBar.height))
        autoresizingMask = [.flexibleWidth]
        previousItem.target = self
        previousItem.action = #selector(previousTapped)
        previousItem.accessibilityLabel = "Previous"
        nextItem.target = self
        nextItem.action = #selector(nextTapped)
        nextItem.accessibilityLabel = "Next"
        doneItem.target = self
        doneItem.action = #selector(doneTapped)
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        titleLabel.adjustsFontForContentSizeCategory = true
        items = [
            previousItem, nextItem, .flexibleSpace(), UIBarButtonItem(customView: titleLabel), .flexibleSpace(), doneItem,
        ]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Shows a state: previous / next enabled or not, the title.
    public func show(_ bar: AccessoryBar) {
        previousItem.isEnabled = bar.isPreviousEnabled
        nextItem.isEnabled = bar.isNextEnabled
        doneItem.isEnabled = bar.isDoneEnabled
        titleLabel.text = bar.title
        titleLabel.sizeToFit()
    }

    @objc private func previousTapped() { onPrevious?() }
    @objc private func nextTapped() { onNext?() }
    @objc private func doneTapped() { onDone?() }
}
#endif
