/// The keys each object of a scenario file may have. A key outside its object's list is an error naming
/// its JSON path (exit 2), so a misspelt key (`"plaecholder"`, `"feild"`) never falls back to a default
/// in silence. A new key is one line in its object's list here, beside the code that reads it.
enum ScenarioKeys {
    /// The file itself.
    static let scenario = [
        "device", "orientation", "window", "padding", "followsFloatingKeyboard", "screen", "events",
    ]

    static let screen = [
        "fields", "controls", "order", "layoutDirection", "autofocus", "searchURLPrefix", "queryField",
        "scrollView",
    ]

    static let scrollView = ["textView", "frame", "contentSize", "contentOffset", "contentInsetAdjustmentBehavior"]

    /// A text field or text view of `screen.fields`.
    static let field = [
        "id", "kind", "frame", "text", "placeholder",
        "keyboardType", "returnKeyType", "enablesReturnKeyAutomatically", "isSecureTextEntry", "autocorrectionType",
        "rules", "hidden", "enabled", "editable", "inputView", "accessoryBar", "delegate", "phone", "mask",
    ]

    /// A field's `delegate` answers (``DelegateAnswers``).
    static let delegate = ["shouldBeginEditing", "shouldEndEditing", "shouldReturn", "shouldChangeCharacters"]

    static let inputView = ["kind", "height", "rows", "rowRange", "titles"]

    static let control = ["id", "frame"]

    static let rect = ["x", "y", "width", "height"]
    static let point = ["x", "y"]
    static let size = ["width", "height"]
    /// A UTF-16 range (`setMarkedText`'s `selectedRange`).
    static let range = ["location", "length"]

    /// The keys a rule may have besides its name (``RuleJSON/names``): `{"oneOf": ["M", "F"], "uppercased": true}`.
    static let ruleOptions: [String: [String]] = [
        "oneOf": ["uppercased"],
    ]

    /// The keys of each event type besides `type`. An event type missing here takes no other key.
    static let event: [String: [String]] = [
        "tap": ["field", "point"],
        "type": ["text"],
        "paste": ["text"],
        "pickRow": ["row"],
        "pressButton": ["title"],
        "undock": ["lift"],
        "split": ["lift"],
        "float": ["origin"],
        "rotate": ["orientation"],
        "windowFrame": ["frame"],
        "endEditing": ["force"],
        "setMarkedText": ["text", "selectedRange"],
    ]

    /// `unknown key "feild"; did you mean "field"? (expected one of …)`.
    static func unknownKeyMessage(_ key: String, allowed: [String], in object: String) -> String {
        let expected = allowed.isEmpty ? "\(object) takes no other key" : "\(object) takes \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
        let nearest = allowed.map { ($0, editDistance($0.lowercased(), key.lowercased())) }.min { $0.1 < $1.1 }
        if let (suggestion, distance) = nearest, distance <= max(1, min(suggestion.count, key.count) / 3) {
            return "unknown key \"\(key)\"; did you mean \"\(suggestion)\"? (\(expected))"
        }
        return "unknown key \"\(key)\" (\(expected))"
    }

    /// Levenshtein distance over characters: how a misspelling is matched to the key meant.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension KeyedDecodingContainer where Key == AnyKey {
    /// Throws for a key of this object that is not in `allowed`, with the key's JSON path (the first
    /// such key in alphabetical order, so the message is the same every run).
    func rejectUnknownKeys(allowed: [String], in object: String) throws {
        guard let key = allKeys.map(\.stringValue).filter({ !allowed.contains($0) }).sorted().first else { return }
        throw DecodingError.dataCorrupted(.init(
            codingPath: codingPath + [AnyKey(key)],
            debugDescription: ScenarioKeys.unknownKeyMessage(key, allowed: allowed, in: object)))
    }
}

extension Decoder {
    /// This JSON object, after checking that every key it has is one of `allowed`.
    func scenarioObject(allowing allowed: [String], in object: String) throws -> KeyedDecodingContainer<AnyKey> {
        let container = try container(keyedBy: AnyKey.self)
        try container.rejectUnknownKeys(allowed: allowed, in: object)
        return container
    }
}
