// The same sign-up form in SwiftUI: rules and formatting on the bindings, the return-key chain over
// @FocusState, and the focused field scrolled above the keyboard. Parse-checked on Linux
// (AppleOnlySourcesTests); build it in an iOS app target that depends on KeycraftSwiftUI and
// KeycraftPhoneNumbers.
#if canImport(SwiftUI) && canImport(UIKit)
import KeycraftForms
import KeycraftPhoneNumbers
import KeycraftSwiftUI
import KeycraftText
import SwiftUI

struct SignUpFormView: View {
    enum Field: Hashable {
        case name, phone, email
    }

    @State private var name = ""
    @State private var phone = ""
    @State private var email = ""
    @State private var message = ""
    @FocusState private var focus: Field?
    private let phoneFormatter = try? PhoneNumberFormatter(regionCode: "KR")

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 16) {
                    TextField("Name", text: $name)
                        .keycraftRules([.maxLength(10)], text: $name) { message = $0.first?.message.defaultValue ?? "" }
                        .focused($focus, equals: .name).keycraftReturnKey(Field.name).keycraftScrollTarget(Field.name)
                    TextField("Phone", text: $phone)
                        .keycraft(text: $phone, formatter: phoneFormatter)
                        .keyboardType(.phonePad)
                        .focused($focus, equals: .phone).keycraftReturnKey(Field.phone).keycraftScrollTarget(Field.phone)
                    TextField("E-mail", text: $email)
                        .keycraftRules([.email], text: $email) { message = $0.first?.message.defaultValue ?? "" }
                        .keyboardType(.emailAddress)
                        .focused($focus, equals: .email).keycraftReturnKey(Field.email).keycraftScrollTarget(Field.email)
                    Text(message).foregroundStyle(.red)
                }
                .padding()
            }
            .keycraftScrollsFocusedField($focus, proxy: proxy)
        }
        .keycraftFocusChain($focus, order: [.name, .phone, .email], returnKeyTypes: [.email: .join]) { signUp() }
    }

    private func signUp() {
        print("signing up")
    }
}
#endif
