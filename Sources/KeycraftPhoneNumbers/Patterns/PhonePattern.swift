/// A regular expression of the small dialect libphonenumber's metadata is written in, compiled once and
/// matched against ASCII digit strings (and a leading `+`).
///
/// The metadata's patterns use digits and other literals, `\d`, character classes with ranges, capturing
/// and `(?:…)` groups, alternation, `?` `*` `+` `{n}` `{n,}` `{n,m}` and the `$` anchor. Matching follows
/// the backtracking semantics of Java's and Python's engines (the first alternative that leads to a
/// match wins, quantifiers are greedy), which decides *which* match is found — libphonenumber depends on
/// it, for example for where a national prefix ends. A bit per (instruction, position) state visited
/// keeps matching linear in the pattern's size times the input's length.
struct PhonePattern: Sendable {
    /// The pattern as the metadata spells it.
    let source: String
    /// The number of capturing groups.
    let groupCount: Int
    private let program: [Instruction]

    init(_ source: String) throws(PhonePatternError) {
        var parser = Parser(source: Array(source.utf8))
        let node = try parser.parseWhole()
        var compiler = Compiler()
        compiler.emit(node)
        compiler.program.append(.match)
        self.source = source
        self.groupCount = parser.groupCount
        self.program = compiler.program
    }

    /// Python's `re.match`: the end of the match that starts at the beginning of `input`, if any.
    func prefixMatchEnd(_ input: [UInt8]) -> Int? {
        var slots = [Int](repeating: -1, count: 2 * (groupCount + 1))
        return run(input, from: 0, entire: false, slots: &slots)
    }

    /// Python's `re.match` with its groups: the end and each group's range (nil when it took no part).
    func prefixMatch(_ input: [UInt8]) -> (end: Int, groups: [Range<Int>?])? {
        var slots = [Int](repeating: -1, count: 2 * (groupCount + 1))
        guard let end = run(input, from: 0, entire: false, slots: &slots) else { return nil }
        let groups = (0...groupCount).map { group -> Range<Int>? in
            let start = slots[2 * group], stop = slots[2 * group + 1]
            return start >= 0 && stop >= start ? start..<stop : nil
        }
        return (end, groups)
    }

    /// Python's `re.fullmatch`: whether the whole of `input` matches.
    func matchesEntirely(_ input: [UInt8]) -> Bool {
        var slots = [Int](repeating: -1, count: 2 * (groupCount + 1))
        return run(input, from: 0, entire: true, slots: &slots) != nil
    }

    /// Python's `re.sub(pattern, format, input)`: every leftmost match replaced by `format`, whose
    /// `\N` refer to the match's groups.
    func replacingMatches(in input: [UInt8], with format: PhoneNumberFormatTemplate) -> String {
        var output = ""
        var position = 0
        var slots = [Int](repeating: -1, count: 2 * (groupCount + 1))
        while position <= input.count {
            for index in slots.indices { slots[index] = -1 }
            if let end = run(input, from: position, entire: false, slots: &slots), end > position {
                output += format.apply { group in
                    let start = slots[2 * group], stop = slots[2 * group + 1]
                    guard group <= groupCount, start >= 0, stop >= start else { return "" }
                    return String(decoding: input[start..<stop], as: UTF8.self)
                }
                position = end
            } else {
                if position < input.count { output.unicodeScalars.append(Unicode.Scalar(input[position])) }
                position += 1
            }
        }
        return output
    }

    // MARK: - Matching

    private func run(_ input: [UInt8], from start: Int, entire: Bool, slots: inout [Int]) -> Int? {
        let width = input.count + 1
        let states = program.count * width
        // Each state is visited once and pushes at most one job: both buffers are bounded, and small
        // enough to live on the stack for the metadata's patterns (no allocation per keystroke).
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: states / 64 + 1) { visited in
            visited.initialize(repeating: 0)
            return withUnsafeTemporaryAllocation(of: Job.self, capacity: states + 1) { stack in
                var depth = 0
                stack[0] = .state(pc: 0, position: start)
                depth = 1
                slots[0] = start
                while depth > 0 {
                    depth -= 1
                    switch stack[depth] {
                    case let .restore(slot, value):
                        slots[slot] = value
                    case .state(var pc, var position):
                        threads: while true {
                            let key = pc * width + position
                            let bit: UInt64 = 1 << UInt64(key & 63)
                            if visited[key >> 6] & bit != 0 { break threads }
                            visited[key >> 6] |= bit
                            switch program[pc] {
                            case let .byte(set):
                                guard position < input.count, set.contains(input[position]) else { break threads }
                                pc += 1
                                position += 1
                            case let .split(preferred, other):
                                stack[depth] = .state(pc: other, position: position)
                                depth += 1
                                pc = preferred
                            case let .jump(target):
                                pc = target
                            case let .save(slot):
                                stack[depth] = .restore(slot: slot, value: slots[slot])
                                depth += 1
                                slots[slot] = position
                                pc += 1
                            case .endOfInput:
                                guard position == input.count else { break threads }
                                pc += 1
                            case .match:
                                guard !entire || position == input.count else { break threads }
                                slots[1] = position
                                return position
                            }
                        }
                    }
                }
                return nil
            }
        }
    }

    private enum Job {
        case state(pc: Int, position: Int)
        case restore(slot: Int, value: Int)
    }

    fileprivate enum Instruction: Sendable {
        case byte(ByteSet)
        case split(Int, Int)
        case jump(Int)
        case save(Int)
        case endOfInput
        case match
    }

    // MARK: - Syntax

    fileprivate indirect enum Node {
        case bytes(ByteSet)
        case endOfInput
        case sequence([Node])
        case alternation([Node])
        case group(index: Int?, Node)
        case repetition(Node, min: Int, max: Int?, greedy: Bool)
    }

    private struct Parser {
        let source: [UInt8]
        var position = 0
        var groupCount = 0

        init(source: [UInt8]) { self.source = source }

        mutating func parseWhole() throws(PhonePatternError) -> Node {
            let node = try parseAlternation()
            guard position == source.count else { throw error("unbalanced ')'") }
            return node
        }

        private var current: UInt8? { position < source.count ? source[position] : nil }

        private func error(_ reason: String) -> PhonePatternError {
            PhonePatternError(pattern: String(decoding: source, as: UTF8.self), offset: position, reason: reason)
        }

        private mutating func parseAlternation() throws(PhonePatternError) -> Node {
            var branches = [try parseSequence()]
            while current == UInt8(ascii: "|") {
                position += 1
                branches.append(try parseSequence())
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        private mutating func parseSequence() throws(PhonePatternError) -> Node {
            var items: [Node] = []
            while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
                let atom = try parseAtom()
                items.append(try parseQuantifiers(atom))
            }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        private mutating func parseAtom() throws(PhonePatternError) -> Node {
            let byte = source[position]
            switch byte {
            case UInt8(ascii: "("):
                position += 1
                var index: Int?
                if current == UInt8(ascii: "?") {
                    guard position + 1 < source.count, source[position + 1] == UInt8(ascii: ":") else {
                        throw error("only (?: groups are supported")
                    }
                    position += 2
                } else {
                    groupCount += 1
                    index = groupCount
                }
                let inner = try parseAlternation()
                guard current == UInt8(ascii: ")") else { throw error("missing ')'") }
                position += 1
                return .group(index: index, inner)
            case UInt8(ascii: "["):
                return .bytes(try parseClass())
            case UInt8(ascii: "\\"):
                position += 1
                return .bytes(try parseEscape())
            case UInt8(ascii: "$"):
                position += 1
                return .endOfInput
            case UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{"):
                throw error("a quantifier with nothing to repeat")
            case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "^"), UInt8(ascii: "."):
                throw error("unsupported character '\(Unicode.Scalar(byte))'")
            default:
                guard byte < 0x80 else { throw error("a non-ASCII character") }
                position += 1
                return .bytes(ByteSet(byte))
            }
        }

        private mutating func parseEscape() throws(PhonePatternError) -> ByteSet {
            guard let byte = current else { throw error("a pattern ends with '\\'") }
            position += 1
            if byte == UInt8(ascii: "d") { return .digits }
            let isLetterOrDigit = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard !isLetterOrDigit, byte < 0x80 else {
                position -= 1
                throw error("unsupported escape '\\\(Unicode.Scalar(byte))'")
            }
            return ByteSet(byte)
        }

        private mutating func parseClass() throws(PhonePatternError) -> ByteSet {
            position += 1  // [
            if current == UInt8(ascii: "^") { throw error("negated classes are not supported") }
            var set = ByteSet()
            var first = true
            while true {
                guard let byte = current else { throw error("missing ']'") }
                if byte == UInt8(ascii: "]") && !first { position += 1; return set }
                first = false
                var low: ByteSet
                if byte == UInt8(ascii: "\\") {
                    position += 1
                    low = try parseEscape()
                } else {
                    guard byte < 0x80 else { throw error("a non-ASCII character") }
                    position += 1
                    low = ByteSet(byte)
                }
                if current == UInt8(ascii: "-"), position + 1 < source.count, source[position + 1] != UInt8(ascii: "]"),
                    let lowByte = low.single
                {
                    position += 1
                    let high = source[position]
                    guard high >= lowByte, high < 0x80 else { throw error("a range whose end is before its start") }
                    position += 1
                    low = ByteSet(range: lowByte...high)
                }
                set.formUnion(low)
            }
        }

        private mutating func parseQuantifiers(_ atom: Node) throws(PhonePatternError) -> Node {
            var node = atom
            while let byte = current {
                var minimum = 0
                var maximum: Int?
                switch byte {
                case UInt8(ascii: "?"): maximum = 1; position += 1
                case UInt8(ascii: "*"): position += 1
                case UInt8(ascii: "+"): minimum = 1; position += 1
                case UInt8(ascii: "{"):
                    position += 1
                    minimum = try parseNumber()
                    maximum = minimum
                    if current == UInt8(ascii: ",") {
                        position += 1
                        maximum = current == UInt8(ascii: "}") ? nil : try parseNumber()
                    }
                    guard current == UInt8(ascii: "}") else { throw error("missing '}'") }
                    position += 1
                    if let maximum, maximum < minimum { throw error("{min,max} with max below min") }
                default:
                    return node
                }
                var greedy = true
                if current == UInt8(ascii: "?") { greedy = false; position += 1 }
                node = .repetition(node, min: minimum, max: maximum, greedy: greedy)
            }
            return node
        }

        private mutating func parseNumber() throws(PhonePatternError) -> Int {
            var value = 0
            var digits = 0
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                position += 1
                guard value <= 100 else { throw error("a repetition count above 100") }
            }
            guard digits > 0 else { throw error("a repetition count expected") }
            return value
        }
    }

    private struct Compiler {
        var program: [Instruction] = []

        mutating func emit(_ node: Node) {
            switch node {
            case let .bytes(set):
                program.append(.byte(set))
            case .endOfInput:
                program.append(.endOfInput)
            case let .sequence(items):
                for item in items { emit(item) }
            case let .alternation(branches):
                var jumpsToEnd: [Int] = []
                for (index, branch) in branches.enumerated() {
                    if index < branches.count - 1 {
                        let split = program.count
                        program.append(.split(split + 1, -1))
                        emit(branch)
                        jumpsToEnd.append(program.count)
                        program.append(.jump(-1))
                        program[split] = .split(split + 1, program.count)
                    } else {
                        emit(branch)
                    }
                }
                for jump in jumpsToEnd { program[jump] = .jump(program.count) }
            case let .group(index, inner):
                if let index { program.append(.save(2 * index)) }
                emit(inner)
                if let index { program.append(.save(2 * index + 1)) }
            case let .repetition(inner, minimum, maximum, greedy):
                for _ in 0..<minimum { emit(inner) }
                if let maximum {
                    var splits: [Int] = []
                    for _ in minimum..<maximum {
                        splits.append(program.count)
                        program.append(.split(-1, -1))
                        emit(inner)
                    }
                    for split in splits { program[split] = branch(split + 1, program.count, greedy: greedy) }
                } else {
                    let split = program.count
                    program.append(.split(-1, -1))
                    emit(inner)
                    program.append(.jump(split))
                    program[split] = branch(split + 1, program.count, greedy: greedy)
                }
            }
        }

        private func branch(_ body: Int, _ exit: Int, greedy: Bool) -> Instruction {
            greedy ? .split(body, exit) : .split(exit, body)
        }
    }
}

/// A pattern in the metadata that is not in the dialect `PhonePattern` reads.
public struct PhonePatternError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The pattern as the metadata has it.
    public let pattern: String
    /// The UTF-8 offset in `pattern` where reading stopped.
    public let offset: Int
    /// What is not supported.
    public let reason: String

    /// What went wrong, in words for a message or a log.
    public var description: String { "pattern \"\(pattern)\" at offset \(offset): \(reason)" }
}

/// A set of ASCII bytes.
struct ByteSet: Sendable, Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init() {}
    init(_ byte: UInt8) { insert(byte) }
    init(range: ClosedRange<UInt8>) { for byte in range { insert(byte) } }

    static let digits = ByteSet(range: UInt8(ascii: "0")...UInt8(ascii: "9"))

    mutating func insert(_ byte: UInt8) {
        if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
    }

    mutating func formUnion(_ other: ByteSet) {
        low |= other.low
        high |= other.high
    }

    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
    }

    /// The one byte in the set, if it holds exactly one.
    var single: UInt8? {
        guard low.nonzeroBitCount + high.nonzeroBitCount == 1 else { return nil }
        return low != 0 ? UInt8(low.trailingZeroBitCount) : UInt8(64 + high.trailingZeroBitCount)
    }
}
