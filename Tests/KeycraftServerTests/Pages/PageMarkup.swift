import KeycraftAutoFill
import KeycraftText
import Testing

/// Reads a served page back the way a browser's AutoFill would: its `<input>` tags, and what each
/// says about its field.
enum PageMarkup {
    /// Every `<input …>` start tag, in document order. Attribute values are escaped, so none holds `>`.
    static func inputTags(in html: String) throws -> [HTMLStartTag] {
        var tags: [HTMLStartTag] = []
        var rest = html[...]
        while let open = rest.range(of: "<input ") {
            let close = try #require(rest[open.lowerBound...].firstIndex(of: ">"))
            tags.append(try HTMLStartTag(parsing: String(rest[open.lowerBound...close])))
            rest = rest[rest.index(after: close)...]
        }
        return tags
    }

    /// What AutoFill and validation depend on, from either side. (Not the keyboard: HTML has no ASCII
    /// number pad, so a one-time code's keyboard reads back as the number pad.)
    struct Field: Equatable {
        var name: String
        var role: CredentialRole?
        var isSecure: Bool
        var isRequired: Bool
        var minimumLength: Int?
        var maximumLength: Int?
        var passwordRules: PasswordRulesDescriptor?

        init(_ field: CredentialField) {
            name = field.name
            role = field.role
            isSecure = field.traits.isSecureTextEntry
            isRequired = field.isRequired
            minimumLength = field.minimumLength
            maximumLength = field.maximumLength
            passwordRules = field.traits.passwordRules
        }

        init(name: String, traits: TextInputTraits, isRequired: Bool, minimumLength: Int?, maximumLength: Int?) {
            self.name = name
            role = CredentialRole(traits: traits)
            isSecure = traits.isSecureTextEntry
            self.isRequired = isRequired
            self.minimumLength = minimumLength
            self.maximumLength = maximumLength
            passwordRules = traits.passwordRules
        }
    }

    static func field(from tag: HTMLStartTag) throws -> Field {
        Field(
            name: try #require(tag[attribute: "name"]),
            traits: try HTMLInputAttributes(tag).textInputTraits,
            isRequired: tag[attribute: "required"] != nil,
            minimumLength: tag[attribute: "minlength"].flatMap { Int($0) },
            maximumLength: tag[attribute: "maxlength"].flatMap { Int($0) })
    }
}
