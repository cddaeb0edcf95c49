// The SwiftUI face of TextBindingReconciler: a TextField's binding runs through the field's rules and
// formatter. All behaviour is in KeycraftForms (Controllers/Bindings), tested on Linux.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import KeycraftForms
import KeycraftText

extension View {
    /// Runs every change of `text` through a field's rules and formatter, as a UIKit field's keystrokes
    /// run: a refused change puts the previous text back, a formatted one shows the formatter's text,
    /// and `onMessages` receives what the field should show under itself (empty once an edit is
    /// accepted). Return runs the end-of-editing rules (an e-mail address) and reports their messages.
    /// A binding can't tell who changed it, so a change the app makes to `text` runs through the rules
    /// too. Korean composition arrives as committed text (see `TextBindingReconciler`).
    ///
    /// ```swift
    /// TextField("Phone", text: $phone)
    ///     .keycraft(text: $phone, formatter: try! PhoneNumberFormatter(regionCode: "KR"))
    /// ```
    public func keycraft(
        text: Binding<String>, validator: FieldValidator = FieldValidator([]), formatter: (any TextFormatter)? = nil,
        onMessages: @escaping ([ValidationFailure]) -> Void = { _ in }
    ) -> some View {
        modifier(KeycraftFieldModifier(text: text, validator: validator, formatter: formatter, onMessages: onMessages))
    }

    /// The field's rules alone (``keycraft(text:validator:formatter:onMessages:)`` without a formatter).
    ///
    /// ```swift
    /// TextField("Nickname", text: $nickname).keycraftRules([.maxLength(5)], text: $nickname)
    /// ```
    public func keycraftRules(
        _ rules: [ValidationRule], pastePolicy: PastePolicy = .rejectWhole, text: Binding<String>,
        onMessages: @escaping ([ValidationFailure]) -> Void = { _ in }
    ) -> some View {
        keycraft(text: text, validator: FieldValidator(rules, pastePolicy: pastePolicy), onMessages: onMessages)
    }

    /// The formatter stage alone: a mask, a phone number's grouping.
    ///
    /// ```swift
    /// TextField("Card", text: $card).keycraftFormatter(try! MaskFormatter(format: "[0000] [0000] [0000] [0000]"), text: $card)
    /// ```
    public func keycraftFormatter(_ formatter: any TextFormatter, text: Binding<String>) -> some View {
        keycraft(text: text, formatter: formatter)
    }
}

/// Keeps the reconciler in the view's state and writes its answers back to the binding.
struct KeycraftFieldModifier: ViewModifier {
    @Binding var text: String
    @State private var reconciler: TextBindingReconciler
    let validator: FieldValidator
    let formatter: (any TextFormatter)?
    let onMessages: ([ValidationFailure]) -> Void

    init(
        text: Binding<String>, validator: FieldValidator, formatter: (any TextFormatter)?,
        onMessages: @escaping ([ValidationFailure]) -> Void
    ) {
        _text = text
        _reconciler = State(initialValue: TextBindingReconciler(text: text.wrappedValue, validator: validator, formatter: formatter))
        self.validator = validator
        self.formatter = formatter
        self.onMessages = onMessages
    }

    func body(content: Content) -> some View {
        content
            .onChange(of: text) { _, newText in
                // The app's current rules: they may depend on its state (a limit that changes).
                reconciler.validator = validator
                reconciler.formatter = formatter
                let step = reconciler.reconcile(newText)
                if step.needsWriteBack { text = step.text }
                onMessages(step.messages)
            }
            .onSubmit {
                onMessages(reconciler.endEditing())
            }
    }
}
#endif
