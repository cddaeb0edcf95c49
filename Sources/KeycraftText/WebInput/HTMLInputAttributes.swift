/// The attributes of an HTML `<input>` that choose the keyboard in a web view.
///
/// `nil` means the attribute is absent (or holds a value browsers ignore).
///
/// ```swift
/// let input = try HTMLInputAttributes(parsing: #"<input type="tel" autocomplete="tel">"#)
/// input.textInputTraits.keyboardType      // .phonePad
/// ```
public struct HTMLInputAttributes: Hashable, Sendable {
    /// The `type` attribute.
    public var type: HTMLInputType
    /// The `inputmode` attribute, which chooses the keyboard over `type`.
    public var inputMode: HTMLInputMode?
    /// The `pattern` attribute; two exact digit patterns choose the number pad.
    public var pattern: String?
    /// The `autocapitalize` attribute.
    public var autocapitalize: HTMLAutocapitalize?
    /// Apple's `autocorrect` attribute: `off` is `false`, any other value `true` (as WebKit reads it).
    public var autocorrect: Bool?
    /// `spellcheck`: `true` or empty is `true`, `false` is `false`.
    public var spellcheck: Bool?
    /// The `autocomplete` attribute, which gives the content type.
    public var autocomplete: AutocompleteAttribute?
    /// The `enterkeyhint` attribute, which titles the return key.
    public var enterKeyHint: HTMLEnterKeyHint?
    /// Apple's `passwordrules` attribute, in the password-rules language.
    public var passwordRules: String?

    /// Attributes given one by one; absent ones are nil.
    public init(
        type: HTMLInputType = .text, inputMode: HTMLInputMode? = nil, pattern: String? = nil,
        autocapitalize: HTMLAutocapitalize? = nil, autocorrect: Bool? = nil, spellcheck: Bool? = nil,
        autocomplete: AutocompleteAttribute? = nil, enterKeyHint: HTMLEnterKeyHint? = nil,
        passwordRules: String? = nil
    ) {
        self.type = type
        self.inputMode = inputMode
        self.pattern = pattern
        self.autocapitalize = autocapitalize
        self.autocorrect = autocorrect
        self.spellcheck = spellcheck
        self.autocomplete = autocomplete
        self.enterKeyHint = enterKeyHint
        self.passwordRules = passwordRules
    }

    /// Reads the attributes of an `<input>` tag as a browser does: unknown keywords and invalid
    /// `autocomplete` values count as absent. Throws if the tag is not an `input`.
    public init(_ tag: HTMLStartTag) throws(HTMLTagParseError) {
        guard tag.name == "input" else { throw .unexpectedTagName(expected: "input", found: tag.name) }
        self.init(
            type: HTMLInputType(attributeValue: tag[attribute: "type"]),
            inputMode: HTMLInputMode(attributeValue: tag[attribute: "inputmode"]),
            pattern: tag[attribute: "pattern"],
            autocapitalize: HTMLAutocapitalize(attributeValue: tag[attribute: "autocapitalize"]),
            autocorrect: tag[attribute: "autocorrect"].map { $0.lowercased() != "off" },
            spellcheck: tag[attribute: "spellcheck"].flatMap(Self.spellcheckValue),
            autocomplete: tag[attribute: "autocomplete"].flatMap { try? AutocompleteAttribute(parsing: $0) },
            enterKeyHint: HTMLEnterKeyHint(attributeValue: tag[attribute: "enterkeyhint"]),
            passwordRules: tag[attribute: "passwordrules"]
        )
    }

    /// Parses `<input …>` tag text; see ``HTMLStartTag/init(parsing:)`` for the errors.
    public init(parsing tagText: String) throws(HTMLTagParseError) {
        try self.init(try HTMLStartTag(parsing: tagText))
    }

    /// The attributes in a stable order, for rendering: `type` is always written (even `text`), the
    /// others only when present.
    public var htmlAttributes: [HTMLAttribute] {
        let attributes: [(String, String?)] = [
            ("type", type.rawValue),
            ("inputmode", inputMode?.rawValue),
            ("pattern", pattern),
            ("autocomplete", autocomplete?.description),
            ("autocapitalize", autocapitalize?.rawValue),
            ("autocorrect", autocorrect.map { $0 ? "on" : "off" }),
            ("spellcheck", spellcheck.map { $0 ? "true" : "false" }),
            ("enterkeyhint", enterKeyHint?.rawValue),
            ("passwordrules", passwordRules),
        ]
        return attributes.compactMap { name, value in value.map { HTMLAttribute(name, $0) } }
    }

    /// `<input …>` with these attributes.
    public var html: String {
        HTMLStartTag(name: "input", attributes: htmlAttributes).html
    }

    private static func spellcheckValue(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "", "true": true
        case "false": false
        default: nil
        }
    }
}
