#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Playground {
    /// Runs the playground in the terminal until the user quits: reads keys, redraws after each
    /// batch and whenever the terminal is resized, and restores the terminal on the way out.
    public mutating func runInteractively() throws(TerminalError) {
        try TerminalMode.enter()
        defer { TerminalMode.restore() }
        var decoder = KeyDecoder()
        var size = TerminalMode.size() ?? (80, 24)
        resize(width: size.width, height: size.height)
        TerminalMode.writeAll(render(width: size.width, height: size.height).grid.ansi)
        var buffer = [UInt8](repeating: 0, count: 256)
        while !isFinished {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno != EINTR, errno != EAGAIN { break }
            // A read that times out (0.1 s) with nothing pending resolves a lone Esc.
            let keys = count > 0 ? decoder.decode(Array(buffer[0..<count])) : decoder.flush()
            for key in keys where !isFinished {
                handle(key, width: size.width, height: size.height)
            }
            let current = TerminalMode.size() ?? size
            let resized = current != size
            size = current
            if resized { resize(width: size.width, height: size.height) }
            if (!keys.isEmpty || resized), !isFinished {
                if resized { TerminalMode.writeAll("\u{1B}[2J") }
                TerminalMode.writeAll(render(width: size.width, height: size.height).grid.ansi)
            }
        }
    }
}
