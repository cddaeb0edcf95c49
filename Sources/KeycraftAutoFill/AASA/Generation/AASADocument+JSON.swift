extension AASADocument {
    /// The document as JSON, keys in a fixed order (services as Apple's examples list them, then each
    /// object's keys in the order the docs describe them), so the same document always prints the same.
    public var jsonValue: JSONValue {
        var members: [JSONMember] = []
        if let appLinks { members.append(JSONMember("applinks", appLinks.jsonValue)) }
        if let webCredentials { members.append(JSONMember("webcredentials", webCredentials.jsonValue)) }
        if let appClips { members.append(JSONMember("appclips", appClips.jsonValue)) }
        if let activityContinuation {
            members.append(JSONMember("activitycontinuation", activityContinuation.jsonValue))
        }
        return .object(members)
    }

    /// Pretty-printed, stable UTF-8 JSON without a byte-order mark, ending in a newline.
    public func jsonData() -> [UInt8] {
        Array(JSONWriter.prettyPrinted(jsonValue).utf8)
    }
}

extension AASAAppList {
    var jsonValue: JSONValue {
        .object([JSONMember("apps", .array(apps.map { .string($0.description) }))])
    }
}

extension AppLinks {
    var jsonValue: JSONValue {
        var members: [JSONMember] = []
        if let defaults = defaults.jsonMembers { members.append(JSONMember("defaults", .object(defaults))) }
        if !substitutionVariables.isEmpty {
            members.append(JSONMember("substitutionVariables", .object(substitutionVariables.map {
                JSONMember($0.name, .array($0.values.map(JSONValue.string)))
            })))
        }
        members.append(JSONMember("details", .array(details.map(\.jsonValue))))
        return .object(members)
    }
}

extension AppLinksDetail {
    var jsonValue: JSONValue {
        var members = [JSONMember("appIDs", .array(appIDs.map { .string($0.description) }))]
        if let defaults = defaults?.jsonMembers { members.append(JSONMember("defaults", .object(defaults))) }
        if let components { members.append(JSONMember("components", .array(components.map(\.jsonValue)))) }
        if let paths { members.append(JSONMember("paths", .array(paths.map(JSONValue.string)))) }
        return .object(members)
    }
}

extension URLMatchingOptions {
    /// nil when both options are unset (so no empty `defaults` object is written).
    var jsonMembers: [JSONMember]? {
        var members: [JSONMember] = []
        if let caseSensitive { members.append(JSONMember("caseSensitive", .bool(caseSensitive))) }
        if let percentEncoded { members.append(JSONMember("percentEncoded", .bool(percentEncoded))) }
        return members.isEmpty ? nil : members
    }
}

extension URLComponentPattern {
    var jsonValue: JSONValue {
        var members: [JSONMember] = []
        if let path { members.append(JSONMember("/", .string(path))) }
        switch query {
        case .none: break
        case .whole(let pattern): members.append(JSONMember("?", .string(pattern)))
        case .items(let items):
            members.append(JSONMember("?", .object(items.map { JSONMember($0.name, .string($0.value)) })))
        }
        if let fragment { members.append(JSONMember("#", .string(fragment))) }
        if exclude { members.append(JSONMember("exclude", .bool(true))) }
        members += options.jsonMembers ?? []
        if let comment { members.append(JSONMember("comment", .string(comment))) }
        return .object(members)
    }
}
