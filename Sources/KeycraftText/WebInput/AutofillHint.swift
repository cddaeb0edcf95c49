/// One field's autofill detail tokens from an `autocomplete` attribute: an optional
/// `section-…` grouping, `shipping`/`billing`, a contact kind, the field name, and `webauthn`
/// (HTML Living Standard › Autofill — autofill detail tokens).
public struct AutofillHint: Hashable, Sendable {
    /// Which address a field belongs to, when a form asks for two.
    public enum AddressType: String, CaseIterable, Sendable {
        /// The address goods are sent to.
        case shipping
        /// The address of the payment card's owner.
        case billing
    }

    /// Which of the person's contacts a telephone, e-mail or messaging field asks for.
    public enum ContactType: String, CaseIterable, Sendable {
        /// A home contact.
        case home
        /// A work contact.
        case work
        /// A mobile phone.
        case mobile
        /// A fax machine.
        case fax
        /// A pager.
        case pager
    }

    /// The section name after `section-` (lowercased, like every token).
    public var section: String?
    /// `shipping` or `billing`, when given.
    public var addressType: AddressType?
    /// Only on contact field names (``AutofillFieldName/isContactField``).
    public var contactType: ContactType?
    /// What the field holds.
    public var fieldName: AutofillFieldName
    /// Offers passkeys in the AutoFill suggestions.
    public var webauthn: Bool

    /// A hint for `fieldName` with its optional detail tokens.
    public init(
        _ fieldName: AutofillFieldName, section: String? = nil, addressType: AddressType? = nil,
        contactType: ContactType? = nil, webauthn: Bool = false
    ) {
        self.fieldName = fieldName
        self.section = section
        self.addressType = addressType
        self.contactType = contactType
        self.webauthn = webauthn
    }

    /// The tokens in the spec's order.
    public var tokens: [String] {
        [section.map { "section-" + $0 }, addressType?.rawValue, contactType?.rawValue, fieldName.rawValue,
         webauthn ? "webauthn" : nil].compactMap { $0 }
    }
}
