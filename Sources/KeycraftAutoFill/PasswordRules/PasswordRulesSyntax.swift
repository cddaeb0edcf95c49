/// The properties of password-rules text exactly as written, before any merging.
///
/// Positions are UTF-16 offsets: the language is ASCII, but Apple's reference parser walks
/// JavaScript strings (UTF-16 code units), and a non-ASCII character in the input must shift later
/// positions exactly as it does there.
struct PasswordRulesSyntax {
    /// One class as written: a name, or the characters of `[...]`.
    enum WrittenClass {
        case named(PasswordCharacterClass)
        case custom(ASCIIPrintableSet)
    }

    enum Value {
        case classes([WrittenClass])
        case number(Int)
    }

    struct Property {
        let name: PasswordRuleName
        let value: Value
    }

    /// The properties kept, or `nil` when the text is rejected as a whole (the reference then falls
    /// back to its defaults).
    let properties: [Property]?
    let diagnostics: [PasswordRulesDiagnostic]

    init(parsing text: String) {
        var scanner = Scanner(units: Array(text.utf16))
        properties = scanner.parseProperties()
        diagnostics = scanner.diagnostics
    }
}

extension PasswordRulesSyntax {
    /// A recursive-descent scanner whose recovery mirrors Apple's reference parser step by step:
    /// which mistakes drop one rule, which stop parsing and keep what came before, and which reject
    /// the whole text.
    private struct Scanner {
        let units: [UInt16]
        var diagnostics: [PasswordRulesDiagnostic] = []

        init(units: [UInt16]) {
            self.units = units
        }

        mutating func parseProperties() -> [Property]? {
            var properties: [Property] = []
            var position = skippingWhitespace(from: 0)
            while position < units.count {
                guard isIdentifierUnit(units[position]) else {
                    // The reference keeps the rules before this point.
                    report(.expectedRuleName(found: found(at: position) ?? ""), at: position)
                    return properties
                }
                let errorsBefore = errorCount
                let (property, end) = parseProperty(at: position)
                if let property { properties.append(property) }
                position = skippingWhitespace(from: end)
                guard position < units.count else { break }
                guard units[position] == Unit.semicolon else {
                    // A rule that already failed explains why the text is rejected; say nothing twice.
                    if errorCount == errorsBefore {
                        report(.expectedSemicolon(found: found(at: position) ?? ""), at: position)
                    }
                    return nil
                }
                position = skippingWhitespace(from: position + 1)
            }
            return properties
        }

        /// A rule starting at an identifier character; `nil` when it is malformed or ignored.
        private mutating func parseProperty(at start: Int) -> (Property?, Int) {
            let (identifier, afterName) = identifier(at: start)
            guard let name = PasswordRuleName(rawValue: identifier) else {
                report(.unknownRuleName(identifier), at: start)
                return (nil, start)
            }
            guard afterName < units.count, units[afterName] == Unit.colon else {
                report(.expectedColon(found: found(at: afterName)), at: afterName)
                return (nil, afterName)
            }
            let valueStart = skippingWhitespace(from: afterName + 1)
            if valueStart >= units.count || units[valueStart] == Unit.semicolon {
                report(.emptyValue(name), at: valueStart)
                return (nil, valueStart)
            }
            switch name {
            case .required, .allowed:
                let (classes, end) = parseClassList(at: valueStart)
                return (classes.map { Property(name: name, value: .classes($0)) }, end)
            case .maxConsecutive, .minLength, .maxLength:
                let (number, end) = parseNumber(at: valueStart)
                guard let number else { return (nil, end) }
                guard number > 0 else {
                    report(.zeroValue(name), at: valueStart)
                    return (nil, end)
                }
                return (Property(name: name, value: .number(number)), end)
            }
        }

        /// Classes separated by `,`; stops before `;` or at the end.
        private mutating func parseClassList(at start: Int) -> ([WrittenClass]?, Int) {
            var classes: [WrittenClass] = []
            var position = start
            while true {
                if isIdentifierUnit(units[position]) {
                    let (identifier, end) = identifier(at: position)
                    guard let named = PasswordCharacterClass(name: identifier) else {
                        report(.unknownCharacterClass(identifier), at: position)
                        return (nil, position)
                    }
                    classes.append(.named(named))
                    position = end
                } else if units[position] == Unit.openBracket {
                    let (custom, end) = parseCustomClass(at: position)
                    if let custom {
                        if custom.isEmpty {
                            report(.emptyCustomClass, at: position)
                        } else {
                            classes.append(.custom(custom))
                        }
                    }
                    position = end
                } else {
                    report(.expectedCharacterClass(found: found(at: position)), at: position)
                    return (nil, position)
                }

                position = skippingWhitespace(from: position)
                if position >= units.count || units[position] == Unit.semicolon { break }
                guard units[position] == Unit.comma else {
                    report(.expectedCommaOrSemicolon(found: found(at: position) ?? ""), at: position)
                    return (nil, position)
                }
                position = skippingWhitespace(from: position + 1)
                guard position < units.count else {
                    report(.expectedCharacterClass(found: nil), at: position)
                    return (nil, position)
                }
            }
            return (classes, position)
        }

        /// `[...]`: `-` counts only first, `]` only last (written `]]`); other characters outside
        /// printable ASCII are skipped. `nil` when the class never closes.
        private mutating func parseCustomClass(at start: Int) -> (ASCIIPrintableSet?, Int) {
            let first = start + 1
            var position = first
            guard position < units.count else {
                report(.unterminatedCustomClass, at: start)
                return (nil, position)
            }
            var characters: [UInt8] = []
            repeat {
                let unit = units[position]
                if !Unit.printable.contains(unit) {
                    // A surrogate pair is one character: report it once, at its lead unit.
                    if !(UTF16.isTrailSurrogate(unit) && position > first && UTF16.isLeadSurrogate(units[position - 1])) {
                        report(.ignoredCharacterInCustomClass(found(at: position) ?? ""), at: position)
                    }
                    position += 1
                    continue
                }
                // The reference measures "first" in code units, so a skipped character before the
                // dash already makes it not first.
                if unit == Unit.dash && position > first {
                    report(.misplacedDash, at: position)
                    position += 1
                    continue
                }
                characters.append(UInt8(unit))
                position += 1
                if unit == Unit.closeBracket { break }
            } while position < units.count

            let next: UInt16? = position < units.count ? units[position] : nil
            if let next, next != Unit.closeBracket {
                characters.removeLast()  // the `]` that closed the class
                return (ASCIIPrintableSet(characters), position)
            }
            if next == nil, position > first, units[position - 1] == Unit.closeBracket {
                characters.removeLast()
                return (ASCIIPrintableSet(characters), position)
            }
            if next == Unit.closeBracket {
                // `]]`: the first `]` is a member, the second closes the class.
                return (ASCIIPrintableSet(characters), position + 1)
            }
            report(.unterminatedCustomClass, at: start)
            return (nil, position)
        }

        /// Decimal digits running to `;` or the end.
        private mutating func parseNumber(at start: Int) -> (Int?, Int) {
            var position = start
            guard Unit.digits.contains(units[position]) else {
                report(.expectedNumber(found: found(at: position)), at: position)
                return (nil, position)
            }
            var value = 0
            var overflowed = false
            repeat {
                let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = shifted.addingReportingOverflow(Int(units[position] - Unit.zero))
                if overflow1 || overflow2 { overflowed = true }
                value = overflowed ? Int.max : sum
                position += 1
            } while position < units.count && Unit.digits.contains(units[position])

            guard position >= units.count || units[position] == Unit.semicolon else {
                report(.expectedNumber(found: found(at: position)), at: position)
                return (nil, position)
            }
            if overflowed { report(.numberTooLarge, at: start) }
            return (value, position)
        }

        /// The run of identifier characters at `start`, and where it ends.
        private func identifier(at start: Int) -> (String, Int) {
            var end = start
            while end < units.count && isIdentifierUnit(units[end]) { end += 1 }
            return (String(decoding: units[start..<end], as: UTF16.self), end)
        }

        private func skippingWhitespace(from start: Int) -> Int {
            var position = start
            while position < units.count && Unit.isWhitespace(units[position]) { position += 1 }
            return position
        }

        private func isIdentifierUnit(_ unit: UInt16) -> Bool {
            Unit.upperLetters.contains(unit) || Unit.lowerLetters.contains(unit) || unit == Unit.dash
        }

        /// The character at `position` (a whole surrogate pair), for messages; `nil` at the end.
        private func found(at position: Int) -> String? {
            guard position < units.count else { return nil }
            let unit = units[position]
            if UTF16.isLeadSurrogate(unit), position + 1 < units.count, UTF16.isTrailSurrogate(units[position + 1]) {
                return String(decoding: units[position...position + 1], as: UTF16.self)
            }
            return String(decoding: [unit], as: UTF16.self)
        }

        private var errorCount: Int {
            diagnostics.count { $0.severity == .error }
        }

        private mutating func report(_ reason: PasswordRulesDiagnostic.Reason, at offset: Int) {
            diagnostics.append(PasswordRulesDiagnostic(offset: offset, reason: reason))
        }
    }

    /// UTF-16 code units of the language's punctuation.
    private enum Unit {
        static let semicolon = UInt16(UInt8(ascii: ";"))
        static let colon = UInt16(UInt8(ascii: ":"))
        static let comma = UInt16(UInt8(ascii: ","))
        static let dash = UInt16(UInt8(ascii: "-"))
        static let openBracket = UInt16(UInt8(ascii: "["))
        static let closeBracket = UInt16(UInt8(ascii: "]"))
        static let zero = UInt16(UInt8(ascii: "0"))
        static let digits = zero...UInt16(UInt8(ascii: "9"))
        static let upperLetters = UInt16(UInt8(ascii: "A"))...UInt16(UInt8(ascii: "Z"))
        static let lowerLetters = UInt16(UInt8(ascii: "a"))...UInt16(UInt8(ascii: "z"))
        static let printable = UInt16(0x20)...UInt16(0x7E)
        /// Space, form feed, line feed, carriage return and tab: the reference's whitespace.
        static func isWhitespace(_ unit: UInt16) -> Bool {
            switch unit {
            case 0x20, 0x0C, 0x0A, 0x0D, 0x09: true
            default: false
            }
        }
    }
}
