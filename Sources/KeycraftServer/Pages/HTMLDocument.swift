import KeycraftText

/// A complete, standalone HTML5 page: doctype, language, UTF-8, a viewport for phones (where
/// Password AutoFill runs), a title, a small inline style sheet and the body's markup.
struct HTMLDocument: Equatable, Sendable {
    var title: String
    /// Markup, already escaped by whoever built it.
    var body: String
    var language = "en"

    var html: String {
        """
        <!DOCTYPE html>
        <html lang="\(HTMLSyntax.escape(language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLSyntax.escape(title))</title>
        <style>\(Self.styleSheet)</style>
        </head>
        <body>
        <main>
        \(body)</main>
        </body>
        </html>

        """
    }

    // Inline so the page needs no second request; labels stack above full-width inputs.
    static let styleSheet = """
        body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:#f5f5f7;color:#1d1d1f}\
        main{max-width:24rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.75rem}\
        label{display:block;margin-top:1rem;font-weight:600}\
        input{box-sizing:border-box;width:100%;padding:.6rem;margin-top:.25rem;font-size:1rem}\
        button{margin-top:1.5rem;width:100%;padding:.7rem;font-size:1rem}\
        .problems{color:#b00020}
        """
}
