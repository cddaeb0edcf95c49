import Foundation

/// The services: app lists, and `applinks` with its details, components and patterns.
extension AASAReading {
    mutating func appList(_ value: JSONValue, at path: JSONPath) -> AASAAppList? {
        guard let members = object(value, at: path, known: ["apps"]) else { return nil }
        guard let (apps, appsPath) = members["apps"] else {
            error(path, "missing \"apps\", the array of app IDs")
            return nil
        }
        return appIDs(apps, at: appsPath).map(AASAAppList.init(apps:))
    }

    mutating func appLinks(_ value: JSONValue, at path: JSONPath) -> AppLinks? {
        let known = ["apps", "details", "defaults", "substitutionVariables"]
        guard let members = object(value, at: path, known: known) else { return nil }
        if let (apps, appsPath) = members["apps"], let list = strings(apps, at: appsPath), !list.isEmpty {
            warning(appsPath, "the legacy \"apps\" key of applinks must be an empty array; its app IDs are ignored")
        }
        var appLinks = AppLinks(details: [])
        if let (defaults, defaultsPath) = members["defaults"] {
            appLinks.defaults = options(defaults, at: defaultsPath, known: ["caseSensitive", "percentEncoded"]) ?? .init()
        }
        if let (variables, variablesPath) = members["substitutionVariables"] {
            appLinks.substitutionVariables = substitutionVariables(variables, at: variablesPath)
        }
        guard let (details, detailsPath) = members["details"] else {
            error(path, "missing \"details\", the array of apps and their URL patterns")
            return appLinks
        }
        guard let elements = details.arrayValue else {
            error(detailsPath, "expected an array, found \(details.typeName)")
            return appLinks
        }
        if elements.isEmpty { warning(detailsPath, "no details: no URL opens an app") }
        for variable in appLinks.substitutionVariables { variables[variable.name] = variable.values }
        appLinksDefaults = appLinks.defaults
        for (offset, element) in elements.enumerated() {
            if let detail = detail(element, at: detailsPath.appending(index: offset)) {
                appLinks.details.append(detail)
            }
        }
        for variable in appLinks.substitutionVariables where !usedVariables.contains(variable.name) {
            warning(path.appending(key: "substitutionVariables").appending(key: variable.name),
                    "substitution variable \"\(variable.name)\" is never used")
        }
        return appLinks
    }

    mutating func options(_ value: JSONValue, at path: JSONPath, known: [String]) -> URLMatchingOptions? {
        guard let members = object(value, at: path, known: known) else { return nil }
        return matchingOptions(members)
    }

    /// `caseSensitive` and `percentEncoded` among `members`, where `defaults` and components keep them.
    mutating func matchingOptions(_ members: [String: (JSONValue, JSONPath)]) -> URLMatchingOptions {
        URLMatchingOptions(
            caseSensitive: members["caseSensitive"].flatMap { bool($0.0, at: $0.1) },
            percentEncoded: members["percentEncoded"].flatMap { bool($0.0, at: $0.1) }
        )
    }

    mutating func substitutionVariables(_ value: JSONValue, at path: JSONPath) -> [SubstitutionVariable] {
        guard let members = value.objectValue else {
            error(path, "expected an object of variable names to arrays of strings, found \(value.typeName)")
            return []
        }
        var variables: [SubstitutionVariable] = []
        for member in members {
            let memberPath = path.appending(key: member.key)
            if member.key.isEmpty || member.key.contains(where: { "$()".contains($0) }) {
                error(memberPath, "variable name \"\(member.key)\" must be non-empty and contain no '$', '(' or ')'")
                continue
            }
            if PredefinedSubstitution(rawValue: member.key) != nil {
                warning(memberPath, "\"\(member.key)\" is a predefined variable; this definition is ignored")
                continue
            }
            guard let values = strings(member.value, at: memberPath) else { continue }
            if values.isEmpty { warning(memberPath, "variable \"\(member.key)\" has no values and can never match") }
            for (text, valuePath) in values where text.contains("$(") {
                error(valuePath, "substitution values can't contain other variables (\"\(text)\")")
            }
            variables.removeAll { $0.name == member.key }
            variables.append(SubstitutionVariable(name: member.key, values: values.map(\.0)))
        }
        return variables
    }

    mutating func detail(_ value: JSONValue, at path: JSONPath) -> AppLinksDetail? {
        let known = ["appID", "appIDs", "components", "paths", "defaults"]
        guard let members = object(value, at: path, known: known) else { return nil }
        var ids: [AppID] = []
        if let (single, singlePath) = members["appID"], let text = string(single, at: singlePath) {
            do { ids.append(try AppID(text)) } catch { self.error(singlePath, error.description) }
        }
        if let (list, listPath) = members["appIDs"] { ids += appIDs(list, at: listPath) ?? [] }
        if members["appID"] == nil && members["appIDs"] == nil {
            error(path, "missing \"appIDs\" (or the legacy \"appID\")")
        }
        var detail = AppLinksDetail(appIDs: ids)
        if let (defaults, defaultsPath) = members["defaults"] {
            detail.defaults = options(defaults, at: defaultsPath, known: ["caseSensitive", "percentEncoded"])
        }
        if let (paths, pathsPath) = members["paths"], let list = strings(paths, at: pathsPath) {
            detail.paths = list.map(\.0)
            for (pattern, patternPath) in list {
                checkPattern(pattern.hasPrefix("NOT ") ? String(pattern.dropFirst(4)) : pattern,
                             at: patternPath, isPath: true, percentEncoded: true)
            }
        }
        if let (components, componentsPath) = members["components"] {
            if let elements = components.arrayValue {
                let inherited = (detail.defaults ?? URLMatchingOptions()).over(appLinksDefaults)
                detail.components = elements.enumerated().compactMap { offset, element in
                    component(element, at: componentsPath.appending(index: offset), inherited: inherited)
                }
            } else {
                error(componentsPath, "expected an array, found \(components.typeName)")
            }
        }
        if members["components"] == nil && members["paths"] == nil {
            warning(path, "neither \"components\" nor \"paths\": this detail matches no URL")
        }
        return detail
    }

    mutating func component(_ value: JSONValue, at path: JSONPath, inherited: URLMatchingOptions) -> URLComponentPattern? {
        let known = ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]
        guard let members = object(value, at: path, known: known) else { return nil }
        var component = URLComponentPattern()
        component.exclude = members["exclude"].flatMap { bool($0.0, at: $0.1) } ?? false
        component.comment = members["comment"].flatMap { string($0.0, at: $0.1) }
        component.options = matchingOptions(members)
        let percentEncoded = component.options.over(inherited).percentEncoded ?? true
        if let (pattern, patternPath) = members["/"], let text = string(pattern, at: patternPath) {
            checkPattern(text, at: patternPath, isPath: true, percentEncoded: percentEncoded)
            component.path = text
        }
        if let (query, queryPath) = members["?"] {
            component.query = self.query(query, at: queryPath, percentEncoded: percentEncoded)
        }
        if let (pattern, patternPath) = members["#"], let text = string(pattern, at: patternPath) {
            checkPattern(text, at: patternPath, isPath: false, percentEncoded: percentEncoded)
            component.fragment = text
        }
        return component
    }

    mutating func query(_ value: JSONValue, at path: JSONPath, percentEncoded: Bool) -> QueryPattern? {
        switch value {
        case .string(let text):
            checkPattern(text, at: path, isPath: false, percentEncoded: percentEncoded)
            return .whole(text)
        case .object(let members):
            var items: [QueryItemPattern] = []
            for member in members {
                let itemPath = path.appending(key: member.key)
                guard let text = string(member.value, at: itemPath) else { continue }
                checkPattern(text, at: itemPath, isPath: false, percentEncoded: percentEncoded)
                items.removeAll { $0.name == member.key }
                items.append(QueryItemPattern(name: member.key, value: text))
            }
            return .items(items)
        default:
            error(path, "expected a pattern string or an object of query item patterns, found \(value.typeName)")
            return nil
        }
    }

    /// Variables defined, `$(` closed, `%` escapes well formed (when patterns are percent-encoded),
    /// paths rooted.
    mutating func checkPattern(_ pattern: String, at path: JSONPath, isPath: Bool, percentEncoded: Bool) {
        var rest = Substring(pattern)
        while let open = rest.firstRange(of: "$(") {
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else {
                error(path, "\"$(\" without a closing \")\" in \"\(pattern)\"")
                break
            }
            let name = String(rest[open.upperBound..<close])
            if PredefinedSubstitution(rawValue: name) == nil {
                if variables[name] == nil {
                    error(path, "$(\(name)) is neither predefined nor defined in substitutionVariables")
                } else {
                    usedVariables.insert(name)
                }
            }
            rest = rest[rest.index(after: close)...]
        }
        if percentEncoded && pattern.contains("%") && pattern.removingPercentEncodingIfValid == nil {
            warning(path, "\"\(pattern)\" has a '%' that isn't a valid percent-encoded UTF-8 sequence; write %25, or set percentEncoded to false")
        }
        if isPath, let first = pattern.first, !"/*?$".contains(first) {
            warning(path, "path pattern \"\(pattern)\" doesn't start with '/', so it matches no URL path")
        }
    }
}

private extension String {
    /// Percent-decoded text, or nil when a `%` escape is malformed or the bytes aren't UTF-8.
    var removingPercentEncodingIfValid: String? {
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next(), let low = iterator.next(),
                  let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
