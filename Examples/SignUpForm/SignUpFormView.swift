// The same sign-up form in SwiftUI: rules and formatting on the bindings, the return-key chain over
// @FocusState, and the focused field scrolled above the keyboard. Type-checked on Linux
// (AppleTypeCheckTests); build it in an iOS app target that depends on KeycraftSwiftUI and
// KeycraftPhoneNumbers.
#if canImport(SwiftUI) && canImport(UIKit)
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
                        // A phone number reads left to right, in right-to-left languages too.
                        .environment(\.layoutDirection, LayoutDirection.leftToRight)
                        .keyboardType(.phonePad)
                        .focused($focus, equals: .phone).keycraftReturnKey(Field.phone).keycraftScrollTarget(Field.phone)
                    TextField("E-mail", text: $email)
                        .keycraftRules([.email], text: $email) { message = $0.first?.message.defaultValue ?? "" }
                        .keyboardType(.emailAddress)
                        .focused($focus, equals: .email).keycraftReturnKey(Field.email).keycraftScrollTarget(Field.email)
                    Text(message).foregroundStyle(.red)
                }
                .modifier(SignUpFormMargins())
            }
            .keycraftScrollsFocusedField($focus, proxy: proxy)
        }
        .keycraftFocusChain($focus, order: [.name, .phone, .email], returnKeyTypes: [.email: .join]) { signUp() }
    }

    private func signUp() {
        print("signing up")
    }
}

/// The form's margins, wider on the trailing side, where the scroll indicator runs. SwiftUI's
/// `EdgeInsets` (and `LayoutDirection` above) are written unqualified beside Keycraft's imports:
/// KeycraftSwiftUI does not re-export KeycraftForms, which has types of the same names.
struct SignUpFormMargins: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 24))
    }
}
#endif
