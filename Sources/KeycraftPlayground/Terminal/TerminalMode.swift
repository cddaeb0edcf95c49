#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's state while the playground runs, and putting it back.
///
/// Entering saves the termios settings, switches to raw mode (no echo, no line buffering, no signals
/// from Ctrl-C, reads that time out after 0.1 s so a lone Esc can be told from an escape sequence),
/// the alternate screen, a hidden cursor and SGR mouse reporting. Restoring undoes all of it and is
/// safe to call twice. Restoring is wired to every way out: a normal return, `exit`, and the signals
/// a kill or a crash (a Swift trap is SIGILL or SIGTRAP) delivers — there, only async-signal-safe
/// calls are made, then the signal's default action runs.
public enum TerminalMode {
    /// Alternate screen, hidden cursor, mouse button reports with motion while a button is held
    /// (1000, 1002: a drag across the keys glides) in SGR (1006) encoding.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[2J"
    /// The reverse, in the reverse order.
    static let exitSequence = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGSEGV, SIGFPE]

    /// Enters raw mode on standard input and the alternate screen on standard output.
    public static func enter() throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { throw .cannotReadSettings(errno) }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 1
        }
        savedSettings = original
        hasSavedSettings = true
        installRestoringHandlers()
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            restore()
            throw .cannotApplySettings(errno)
        }
        writeAll(enterSequence)
    }

    /// Puts the terminal back as `enter` found it. Safe from a signal handler.
    public static func restore() {
        guard hasSavedSettings else { return }
        hasSavedSettings = false
        exitSequenceBytes.withUnsafeBufferPointer { buffer in
            _ = write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
        }
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
    }

    private static func installRestoringHandlers() {
        atexit { TerminalMode.restore() }
        for signalNumber in fatalSignals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { signalNumber in
                TerminalMode.restore()
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
            #else
            action.__sigaction_u.__sa_handler = { signalNumber in
                TerminalMode.restore()
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
    }

    static func writeAll(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// The terminal's size in cells, from TIOCGWINSZ; nil when standard output isn't a terminal.
    public static func size() -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}

// Read by the signal handler, so plain globals rather than anything that allocates or locks.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var hasSavedSettings = false
private let exitSequenceBytes = Array(TerminalMode.exitSequence.utf8)

/// Why the playground couldn't take over the terminal.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    case notATerminal
    case cannotReadSettings(Int32)
    case cannotApplySettings(Int32)

    public var description: String {
        switch self {
        case .notATerminal:
            "standard input and output must be a terminal for the interactive playground (use --keys FILE to run a key script)"
        case .cannotReadSettings(let code): "can't read the terminal's settings (tcgetattr: errno \(code))"
        case .cannotApplySettings(let code): "can't switch the terminal to raw mode (tcsetattr: errno \(code))"
        }
    }
}
