import KeycraftText

extension CredentialForm {
    /// The website's `<form>`: for each field a `<label>` and an `<input>` whose `type`,
    /// `inputmode`, `autocomplete`, `autocapitalize`, `autocorrect`, `spellcheck`, `enterkeyhint`
    /// and `passwordrules` come from the field's traits (`HTMLInputAttributes.init(traits:)`),
    /// plus `id`, `name`, `required`, `minlength` and `maxlength`; then the submit button. Every
    /// value and text is HTML-escaped, so hostile names, labels or rules cannot break out.
    public var html: String {
        var lines = [#"<form method="post" action="\#(HTMLSyntax.escape(action))">"#]
        for field in fields {
            lines.append(#"  <label for="\#(HTMLSyntax.escape(field.name))">\#(HTMLSyntax.escape(field.label))</label>"#)
            lines.append("  " + field.inputTag.html)
        }
        lines.append(#"  <button type="submit">\#(HTMLSyntax.escape(submitTitle))</button>"#)
        lines.append("</form>")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension CredentialField {
    /// The `<input>` for this field.
    public var inputTag: HTMLStartTag {
        var attributes = HTMLInputAttributes(traits: traits).htmlAttributes
        // `type` leads, then the field's identity, then what the traits chose.
        attributes.insert(contentsOf: [HTMLAttribute("id", name), HTMLAttribute("name", name)], at: 1)
        if isRequired { attributes.append(HTMLAttribute("required", nil)) }
        if let minimumLength { attributes.append(HTMLAttribute("minlength", String(minimumLength))) }
        if let maximumLength { attributes.append(HTMLAttribute("maxlength", String(maximumLength))) }
        return HTMLStartTag(name: "input", attributes: attributes)
    }
}
