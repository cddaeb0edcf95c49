import Foundation

/// Standard input read in 64 KiB blocks and split into lines, and standard output written in 64 KiB
/// blocks: what the line-by-line commands (`suggest`, `correct`) use so that a word costs the
/// engine's time, not a system call or a lock per line.
enum BufferedLines {
    static let blockSize = 1 << 16

    /// Calls `body` with each line of standard input, without its `\n` or `\r\n` (invalid UTF-8
    /// repaired with U+FFFD, never a crash), then flushes `output`.
    /// The answers are written as soon as no more input is waiting, so a program (or a person at a
    /// terminal) that sends one line and waits gets its answer; a file or a full pipe is still
    /// answered in 64 KiB blocks.
    static func forEachLine(writingTo output: inout BufferedOutput, _ body: (String, inout BufferedOutput) throws -> Void) rethrows {
        var pending = output
        try readLines(from: STDIN_FILENO, { line in try body(line, &pending) }, afterBlock: {
            if !inputIsWaiting(STDIN_FILENO) { pending.flush() }
        })
        pending.flush()
        output = pending
    }

    /// Whether `file` has input to read now (or its end): false while the writer is waiting for the
    /// answers to what it sent.
    static func inputIsWaiting(_ file: Int32) -> Bool {
        var descriptor = pollfd(fd: file, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Calls `body` with each line read from `file` (standard input), as ``forEachLine(writingTo:_:)``
    /// splits them, and `afterBlock` once the lines of each block read are done.
    static func readLines(from file: Int32, _ body: (String) throws -> Void, afterBlock: () throws -> Void = {}) rethrows {
        var pending: [UInt8] = []
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 1)
        defer { block.deallocate() }
        func emit(_ bytes: UnsafeRawBufferPointer) throws {
            var end = bytes.count
            if end > 0 && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            try body(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self))
        }
        while true {
            let count = read(file, block.baseAddress, blockSize)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var start = 0
            for i in 0..<count where block[i] == UInt8(ascii: "\n") {
                if pending.isEmpty {
                    try emit(UnsafeRawBufferPointer(rebasing: block[start..<i]))
                } else {
                    pending.append(contentsOf: block[start..<i])
                    try pending.withUnsafeBytes { try emit($0) }
                    pending.removeAll(keepingCapacity: true)
                }
                start = i + 1
            }
            pending.append(contentsOf: block[start..<count])
            try afterBlock()
        }
        if !pending.isEmpty { try pending.withUnsafeBytes { try emit($0) } }
    }
}

/// Standard output's bytes, written when 64 KiB have gathered and at the end.
struct BufferedOutput {
    private(set) var bytes: [UInt8] = []
    /// Where the bytes go; nil while they are only gathered (a batch's output, written later in order).
    private let file: Int32?

    /// Output to `file` (standard output).
    init(file: Int32 = STDOUT_FILENO) {
        self.file = file
        bytes.reserveCapacity(BufferedLines.blockSize + 1024)
    }

    /// Output that is only gathered, never written: one batch's lines, until its turn comes.
    static func gathered() -> BufferedOutput { BufferedOutput(gatheringOnly: ()) }

    private init(gatheringOnly: Void) { file = nil }

    /// Appends `text` (no newline).
    mutating func write(_ text: some StringProtocol) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends what `other` gathered, writing out the block once it is full.
    mutating func append(_ other: BufferedOutput) {
        bytes.append(contentsOf: other.bytes)
        if bytes.count >= BufferedLines.blockSize { flush() }
    }

    /// Ends the line, writing out the block once it is full.
    mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
        if bytes.count >= BufferedLines.blockSize { flush() }
    }

    /// Writes out everything gathered (a closed pipe ends the writing quietly); gathered output stays.
    mutating func flush() {
        guard let file else { return }
        var offset = 0
        bytes.withUnsafeBytes { all in
            while offset < all.count {
                let written = Foundation.write(file, all.baseAddress! + offset, all.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
