import KeycraftAutoFill

/// Files shared by the AASA tests.
enum AASAFixtures {
    static let app = "ABCDE12345.com.example.app"
    static let otherApp = "ABCDE12345.com.example.other"

    /// A file using every feature of the format; the validator must report nothing about it.
    static let complete = """
    {
      "applinks": {
        "defaults": { "caseSensitive": true, "percentEncoded": true },
        "substitutionVariables": { "food": ["burrito", "pizza", "김밥*"] },
        "details": [
          {
            "appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.other"],
            "components": [
              { "#": "no_universal_links", "exclude": true, "comment": "fragment opts out" },
              { "/": "/$(lang)_$(region)/$(food)/", "comment": "localized menus" },
              { "/": "/help/*", "?": { "articleNumber": "????" } },
              { "/": "/buy/*", "caseSensitive": false, "percentEncoded": false }
            ],
            "defaults": { "caseSensitive": false }
          },
          {
            "appID": "ABCDE12345.com.example.legacy",
            "paths": ["NOT /videos/private/*", "/videos/*"]
          }
        ]
      },
      "webcredentials": { "apps": ["ABCDE12345.com.example.app"] },
      "appclips": { "apps": ["ABCDE12345.com.example.app.Clip"] },
      "activitycontinuation": { "apps": ["ABCDE12345.com.example.app"] }
    }
    """

    static func read(_ text: String) -> (report: AASAReport, document: AASADocument?) {
        AASAReader.read(Array(text.utf8))
    }

    /// `applinks` with one detail holding `components` (JSON text of the array) and optional extras.
    static func appLinks(components: String, detailExtras: String = "", appLinksExtras: String = "") -> String {
        """
        { "applinks": { \(appLinksExtras) "details": [ { "appIDs": ["\(app)"], \(detailExtras) "components": \(components) } ] } }
        """
    }
}
