import KeycraftEnglishDictionary
import KeycraftKeyboardUIKit
import UIKit

/// The custom-keyboard guide's Morse keyboard: dot, dash, space (ends a letter, or types a space),
/// delete, return and the globe key, with the letter in progress previewed above the keys. Everything
/// typed goes through Keycraft's pipeline: "omw" becomes "On my way!", "sos" adds the location under
/// full access, misspelt words are corrected on space (backspace reverts), and learned words are shared
/// with the containing app through the App Group.
final class MorseKeyboardViewController: KeycraftInputViewController {
    private let location = CoreLocationProvider()
    private let previewLabel = UILabel()
    private let returnKey = UIButton(type: .system)

    override var appGroupIdentifier: String? { MorseKeyboardAppGroup.identifier }
    override var textReplacements: [LexiconEntry] { [LexiconEntry(userInput: "omw", documentText: "On my way!")] }
    override var locationProvider: (any LocationProvider)? { location }
    /// Autocorrect and suggestions from the English dictionary, a product of its own (linked by this
    /// extension only because it corrects).
    override func makeSpeller() -> Speller? { (try? CompactDictionary.english()).map { Speller(dictionary: $0) } }

    override func viewDidLoad() {
        super.viewDidLoad()
        previewLabel.font = .monospacedSystemFont(ofSize: 17, weight: .regular)
        previewLabel.textAlignment = .center
        returnKey.addAction(UIAction { [unowned self] _ in insertText("\n") }, for: .touchUpInside)

        let globe = UIButton(type: .system)
        globe.setImage(UIImage(systemName: "globe"), for: .normal)
        globe.accessibilityLabel = "Next keyboard"
        configureNextKeyboardKey(globe)

        let signals = row([key("·", label: "Dot") { $0.pressMorseKey(.dot) }, key("—", label: "Dash") { $0.pressMorseKey(.dash) }])
        let controls = row([
            globe, key("space", label: "Space") { $0.pressMorseKey(.space) },
            key("⌫", label: "Delete") { $0.pressMorseKey(.delete) }, returnKey,
        ])
        let column = UIStackView(arrangedSubviews: [previewLabel, signals, controls])
        column.axis = .vertical
        column.spacing = 6
        column.distribution = .fillEqually
        column.translatesAutoresizingMaskIntoConstraints = false
        keysView.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: keysView.topAnchor, constant: 4),
            column.leadingAnchor.constraint(equalTo: keysView.leadingAnchor, constant: 4),
            column.trailingAnchor.constraint(equalTo: keysView.trailingAnchor, constant: -4),
            column.bottomAnchor.constraint(equalTo: keysView.bottomAnchor, constant: -4),
            column.heightAnchor.constraint(equalToConstant: 170),
        ])
        keyboardStateDidChange()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if keyboard.hasFullAccess { location.start() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        location.stop()
    }

    override func keyboardStateDidChange() {
        super.keyboardStateDidChange()
        guard let keyboard else { return }
        previewLabel.text = keyboard.morsePreview?.description
        returnKey.setTitle(Self.title(for: keyboard.returnKeyType), for: .normal)
        returnKey.isEnabled = keyboard.isReturnKeyEnabled
    }

    private func key(_ title: String, label: String, action: @escaping @MainActor @Sendable (MorseKeyboardViewController) -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 24)
        button.accessibilityLabel = label
        button.addAction(UIAction { [unowned self] _ in action(self) }, for: .touchUpInside)
        return button
    }

    private func row(_ keys: [UIView]) -> UIStackView {
        let row = UIStackView(arrangedSubviews: keys)
        row.distribution = .fillEqually
        row.spacing = 6
        return row
    }

    /// The return key's title for the field's return key type, as the system keyboard labels it.
    private static func title(for type: ReturnKeyType) -> String {
        switch type {
        case .default: "return"
        case .go: "Go"
        case .google, .yahoo, .search: "Search"
        case .join: "Join"
        case .next: "Next"
        case .route: "Route"
        case .send: "Send"
        case .done: "Done"
        case .emergencyCall: "Emergency"
        case .continue: "Continue"
        }
    }
}
