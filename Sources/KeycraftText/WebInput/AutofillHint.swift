/// One field's autofill detail tokens from an `autocomplete` attribute: an optional
/// `section-…` grouping, `shipping`/`billing`, a contact kind, the field name, and `webauthn`
/// (HTML Living Standard › Autofill — autofill detail tokens).
public struct AutofillHint: Hashable, Sendable {
    public enum AddressType: String, CaseIterable, Sendable { case shipping, billing }
    public enum ContactType: String, CaseIterable, Sendable { case home, work, mobile, fax, pager }

    /// The section name after `section-` (lowercased, like every token).
    public var section: String?
    public var addressType: AddressType?
    /// Only on contact field names (``AutofillFieldName/isContactField``).
    public var contactType: ContactType?
    public var fieldName: AutofillFieldName
    /// Offers passkeys in the AutoFill suggestions.
    public var webauthn: Bool

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
