// The sign-up form of the guides, in UIKit, on Keycraft: keyboard avoidance with the accessory bar and
// the return-key chain, a name limited the IME-safe way, a phone number formatted as it is typed, and
// an e-mail address checked when editing ends. Type-checked on Linux (AppleTypeCheckTests); build
// it in an iOS app target that depends on KeycraftUIKit and KeycraftPhoneNumbers.
#if canImport(UIKit)
import KeycraftPhoneNumbers
import KeycraftUIKit
import UIKit

final class SignUpViewController: UIViewController, UITextFieldDelegate {
    private let scrollView = UIScrollView()
    private let nameField = UITextField()
    private let phoneField = UITextField()
    private let emailField = UITextField()
    private let notesView = UITextView()
    private let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        layOutFields()

        // Insets the scroll view above the keyboard, taps outside dismiss it, previous / next / done
        // bar, return moves to the next field and "Join" on the last one submits.
        let avoidance = KeyboardAvoidance.attach(to: self, options: .init(showsAccessoryBar: true))
        avoidance.onSubmit = { [weak self] _ in self?.signUp() }

        // Ten characters at most; a Korean syllable still composing is never cut (안녕하세요 fits).
        nameField.keycraft.rules = [.maxLength(10)]
        nameField.keycraft.messageLabel = messageLabel
        nameField.keycraft.forwardingDelegate = self

        // Typed digits come out grouped as the region writes them: 010-1234-5678.
        phoneField.keycraft.formatter = try? PhoneNumberFormatter(regionCode: "KR")

        // Checked when editing ends, with the message under the fields.
        emailField.keycraft.rules = [.email]
        emailField.keycraft.onMessages = { [weak self] failures in
            self?.messageLabel.text = failures.first?.message.defaultValue
        }

        // A text view is a scroll view too: its caret stays above the keyboard while typing.
        notesView.keycraft.rules = [.maxLength(280)]
    }

    // The app's own delegate still hears every call Keycraft forwards, and can veto.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        true
    }

    private func signUp() {
        let digits = phoneField.keycraft.extractedValue
        print("signing up with a phone number of \(digits.count) digits")
    }

    private func layOutFields() {
        nameField.placeholder = "Name"
        phoneField.placeholder = "Phone"
        phoneField.keyboardType = .phonePad
        emailField.placeholder = "E-mail"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.returnKeyType = .join
        let stack = UIStackView(arrangedSubviews: [nameField, phoneField, emailField, notesView, messageLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.frameLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
            notesView.heightAnchor.constraint(equalToConstant: 160),
        ])
    }
}
#endif
