/// Reading JSON values of the expected type, reporting a mismatch at its path.
extension AASAReading {
    /// The members of an object by key (the last of duplicates wins, as most JSON readers do), after
    /// warning about duplicates and keys outside `known`.
    mutating func object(_ value: JSONValue, at path: JSONPath, known: [String]?) -> [String: (JSONValue, JSONPath)]? {
        guard let members = value.objectValue else {
            error(path, "expected an object, found \(value.typeName)")
            return nil
        }
        var result: [String: (JSONValue, JSONPath)] = [:]
        for member in members {
            let memberPath = path.appending(key: member.key)
            if result[member.key] != nil { warning(memberPath, "duplicate key \"\(member.key)\"; the last one is used") }
            if let known, !known.contains(member.key) {
                warning(memberPath, "unknown key \"\(member.key)\" is ignored (known: \(known.joined(separator: ", ")))")
            }
            result[member.key] = (member.value, memberPath)
        }
        return result
    }

    mutating func string(_ value: JSONValue, at path: JSONPath) -> String? {
        guard let text = value.stringValue else {
            error(path, "expected a string, found \(value.typeName)")
            return nil
        }
        return text
    }

    mutating func bool(_ value: JSONValue, at path: JSONPath) -> Bool? {
        guard let flag = value.boolValue else {
            error(path, "expected true or false, found \(value.typeName)")
            return nil
        }
        return flag
    }

    mutating func strings(_ value: JSONValue, at path: JSONPath) -> [(String, JSONPath)]? {
        guard let elements = value.arrayValue else {
            error(path, "expected an array, found \(value.typeName)")
            return nil
        }
        return elements.enumerated().compactMap { offset, element in
            string(element, at: path.appending(index: offset)).map { ($0, path.appending(index: offset)) }
        }
    }

    mutating func appIDs(_ value: JSONValue, at path: JSONPath) -> [AppID]? {
        guard let texts = strings(value, at: path) else { return nil }
        if value.arrayValue?.isEmpty == true { warning(path, "the list of app IDs is empty") }
        var ids: [AppID] = []
        for (text, elementPath) in texts {
            do {
                let id = try AppID(text)
                if ids.contains(id) { warning(elementPath, "app ID \(id) is listed twice") }
                ids.append(id)
            } catch {
                self.error(elementPath, error.description)
            }
        }
        return ids
    }

}
