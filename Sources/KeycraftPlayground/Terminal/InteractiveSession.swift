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
        defer { MorsePlayback.removeFiles() }
        var decoder = KeyDecoder()
        var size = TerminalMode.size() ?? (80, 24)
        resize(width: size.width, height: size.height)
        // What the terminal shows, so each frame writes only the cells that changed.
        var shown: Grid?
        func draw() {
            let grid = render(width: size.width, height: size.height).grid
            TerminalMode.writeAll(grid.ansiUpdate(from: shown))
            shown = grid
        }
        draw()
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
            if current != size {
                size = current
                resize(width: size.width, height: size.height)
                shown = nil  // a resized terminal is cleared and drawn whole
            }
            if (!keys.isEmpty || shown == nil), !isFinished { draw() }
        }
    }
}
