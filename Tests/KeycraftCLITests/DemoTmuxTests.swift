import Foundation
import Testing
import ToolRunning

/// Drives the real interactive playground in a tmux pane: the guide's text-delegate form through a
/// hardware keyboard, then quitting, then checking the terminal was put back.
///
/// `.ci/run` installs tmux; where it can't be installed the test is skipped and says so.
@Suite(.serialized) struct DemoTmuxTests {
    static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: tmux != nil, "tmux is not installed (.ci/run installs it); the interactive test can't run"),
          .timeLimit(.minutes(2)))
    func typesIntoTheTextDelegateFormAndRestoresTheTerminal() throws {
        let session = try TmuxSession(tmux: Self.tmux!)
        defer { session.kill() }
        let work = session.directory
        // The shell records the terminal settings before and after, so the test compares them.
        let command = "stty -a > \(work)/before; \(keycraftExecutableURL().path) demo; echo $? > \(work)/status; "
            + "stty -a > \(work)/after; echo restored"
        try session.start(command)

        try session.waitFor { $0.contains("Keycraft playground") }
        #expect(session.alternateScreenIsOn())
        try session.send(literal: "6")
        try session.waitFor { $0.contains("Text Delegate") && $0.contains("Name · textFieldDidBeginEditing") }

        try session.send(literal: "abcdefghijkl")
        let afterName = try session.waitFor { $0.contains("Use at most 10 characters") }
        #expect(afterName.contains("│ abcdefghij "))
        #expect(!afterName.contains("abcdefghijk"))

        try session.send(key: "Tab")
        try session.waitFor { $0.contains("Age · textFieldDidBeginEditing") }
        try session.send(literal: "abc")
        let afterAge = try session.waitFor { $0.contains("“c” can’t be used here.") }
        let lines = afterAge.split(separator: "\n", omittingEmptySubsequences: false)
        let ageLabel = try #require(lines.firstIndex { $0.hasPrefix("│ Age ") })
        // Nothing typed reached the field: it still shows its placeholder.
        #expect(lines[ageLabel + 1].hasPrefix("│ 1 to 100 "))

        // Esc dismisses the keyboard, Esc again goes back to the menu, q quits.
        try session.send(key: "Escape")
        try session.waitFor { !$0.contains("│     1 ") }
        try session.send(key: "Escape")
        try session.waitFor { $0.contains("Keycraft playground") }
        try session.send(literal: "q")
        try session.waitFor { $0.contains("restored") }

        #expect(try String(contentsOfFile: "\(work)/status", encoding: .utf8) == "0\n")
        let before = try String(contentsOfFile: "\(work)/before", encoding: .utf8)
        let after = try String(contentsOfFile: "\(work)/after", encoding: .utf8)
        #expect(before == after, "stty settings changed:\n\(before)\n---\n\(after)")
        #expect(!session.alternateScreenIsOn())
    }

    /// Ctrl-C anywhere quits normally; SIGTERM (a kill) and SIGILL (what a Swift runtime trap raises
    /// on x86-64: a crash in a screen's logic) are caught, the terminal restored, and the signal's
    /// default action then ends the process (status 128 + the signal's number).
    @Test(.enabled(if: tmux != nil, "tmux is not installed (.ci/run installs it); the interactive test can't run"),
          .timeLimit(.minutes(2)), arguments: ["ctrl-c", "sigterm", "sigill"])
    func otherWaysOutRestoreTheTerminalToo(_ way: String) throws {
        let session = try TmuxSession(tmux: Self.tmux!)
        defer { session.kill() }
        let work = session.directory
        // The inner shell records its pid, then becomes the playground (exec keeps the pid).
        let command = "stty -a > \(work)/before; sh -c 'echo $$ > \(work)/pid; exec \(keycraftExecutableURL().path) demo --screen 6'; "
            + "echo $? > \(work)/status; stty -a > \(work)/after; echo restored"
        try session.start(command)
        try session.waitFor { $0.contains("Text Delegate") }
        try session.send(literal: "한글")
        try session.waitFor { $0.contains("한글") }
        if way == "ctrl-c" {
            try session.send(key: "C-c")
        } else {
            let pid = try #require(Int32(try String(contentsOfFile: "\(work)/pid", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
            kill(pid, way == "sigterm" ? SIGTERM : SIGILL)
        }
        try session.waitFor { $0.contains("restored") }
        let status = try String(contentsOfFile: "\(work)/status", encoding: .utf8)
        #expect(status == ["ctrl-c": "0\n", "sigterm": "143\n", "sigill": "132\n"][way])
        let before = try String(contentsOfFile: "\(work)/before", encoding: .utf8)
        let after = try String(contentsOfFile: "\(work)/after", encoding: .utf8)
        #expect(before == after, "stty settings changed:\n\(before)\n---\n\(after)")
        #expect(!session.alternateScreenIsOn())
    }

    /// Screen 8 in a real terminal: a mouse click (an SGR report, as xterm sends it) on the QuickType
    /// bar fills the password with the strong one; then the terminal grows and the playground redraws
    /// at the new size with the wider phone, and screen 5's text view rewraps to it.
    @Test(.enabled(if: tmux != nil, "tmux is not installed (.ci/run installs it); the interactive test can't run"),
          .timeLimit(.minutes(2)))
    func aClickIsATapAndAResizeRedraws() throws {
        let session = try TmuxSession(tmux: Self.tmux!)
        defer { session.kill() }
        try session.start("\(keycraftExecutableURL().path) demo --screen 8; echo restored")
        try session.waitFor { $0.contains("Sign Up") }
        try session.send(literal: "hong@example.com")
        try session.send(key: "Tab")
        let offered = try session.waitFor { $0.contains("Use Strong Password") }
        let lines = offered.split(separator: "\n", omittingEmptySubsequences: false)
        let bar = try #require(lines.firstIndex { $0.contains("Use Strong Password") })
        // SGR mouse reports are 1-based: press and release of the left button on the bar.
        try session.send(literal: "\u{1B}[<0;6;\(bar + 1)M\u{1B}[<0;6;\(bar + 1)m")
        try session.waitFor { $0.contains("•••••••••••••••") }

        try session.resize(width: 120, height: 40)
        let wide = try session.waitFor { $0.hasPrefix("╭" + String(repeating: "─", count: 46) + "╮") }
        #expect(wide.split(separator: "\n", omittingEmptySubsequences: false).count >= 40)
        try session.send(key: "Escape")
        try session.send(key: "Escape")
        try session.waitFor { $0.contains("Keycraft playground") }
        try session.send(literal: "5")
        // At 120 columns the text view is 44 wide: the first paragraph's opening line holds more words.
        try session.waitFor { $0.contains("When this text view becomes first responder,") }
        try session.send(key: "C-c")
        try session.waitFor { $0.contains("restored") }
    }

    /// Screen 1's letter keyboard in a real terminal: the suggestion bar offers “teh” and its
    /// correction, a space applies it, Backspace right after puts the typed word back.
    @Test(.enabled(if: tmux != nil, "tmux is not installed (.ci/run installs it); the interactive test can't run"),
          .timeLimit(.minutes(2)))
    func autocorrectAppliesOnSpaceAndRevertsOnBackspace() throws {
        let session = try TmuxSession(tmux: Self.tmux!)
        defer { session.kill() }
        try session.start("\(keycraftExecutableURL().path) demo --screen 1; echo restored")
        try session.waitFor { $0.contains("Field · textFieldDidBeginEditing") }
        try session.send(literal: "teh")
        try session.waitFor { $0.contains("\u{201C}teh\u{201D}") }
        try session.send(literal: " ")
        try session.waitFor { $0.contains("│ the ") && !$0.contains("\u{201C}teh\u{201D}") }
        try session.send(key: "BSpace")
        try session.waitFor { $0.contains("│ teh ") }
        try session.send(key: "C-c")
        try session.waitFor { $0.contains("restored") }
    }

    /// Ctrl-Space (NUL from the terminal) switches to Korean: the letter keys of 안녕하세요 compose
    /// in the name field through the engine's Hangul composer, and Tab commits and moves on.
    @Test(.enabled(if: tmux != nil, "tmux is not installed (.ci/run installs it); the interactive test can't run"),
          .timeLimit(.minutes(2)))
    func ctrlSpaceTypesKorean() throws {
        let session = try TmuxSession(tmux: Self.tmux!)
        defer { session.kill() }
        try session.start("\(keycraftExecutableURL().path) demo --screen 6; echo restored")
        try session.waitFor { $0.contains("Name · textFieldDidBeginEditing") }
        try session.send(key: "C-Space")
        try session.send(literal: "dkssudgktpdy")
        try session.waitFor { $0.contains("│ 안녕하세요") }
        try session.send(key: "Tab")
        try session.waitFor { $0.contains("Age · textFieldDidBeginEditing") }
        try session.send(key: "C-c")
        try session.waitFor { $0.contains("restored") }
    }
}

extension DemoTmuxTests {
    /// The cell (0-based) of each letter key's label on the on-screen keyboard in a captured pane.
    static func letterCells(_ pane: String) -> [Character: (column: Int, row: Int)] {
        var cells: [Character: (column: Int, row: Int)] = [:]
        let lines = pane.split(separator: "\n", omittingEmptySubsequences: false)
        for row in ["qwertyuiop", "asdfghjkl", "zxcvbnm"] {
            // The row whose line shows the row's letters in order, one to a key.
            let pattern = row.map(String.init).joined(separator: " +")
            guard let index = lines.lastIndex(where: { $0.range(of: pattern, options: .regularExpression) != nil }) else { continue }
            let line = lines[index]
            let match = line.range(of: pattern, options: .regularExpression)!
            var column = line.distance(from: line.startIndex, to: match.lowerBound)
            for character in line[match] {
                if character != " " { cells[character] = (column, index) }
                column += 1
            }
        }
        return cells
    }

    /// A drag through `word`'s keys as xterm reports it in SGR mode 1002: the left button pressed on
    /// the first key, motion with it held through the cells between the keys, released on the last.
    static func dragSequence(_ word: String, cells: [Character: (column: Int, row: Int)]) -> String {
        let points = word.compactMap { cells[$0] }
        var reports = ["\u{1B}[<0;\(points[0].column + 1);\(points[0].row + 1)M"]
        for (a, b) in zip(points, points.dropFirst()) {
            let steps = max(abs(b.column - a.column), abs(b.row - a.row), 1)
            for step in 1...steps {
                let column = a.column + (b.column - a.column) * step / steps, row = a.row + (b.row - a.row) * step / steps
                reports.append("\u{1B}[<32;\(column + 1);\(row + 1)M")
            }
        }
        reports.append("\u{1B}[<0;\(points.last!.column + 1);\(points.last!.row + 1)m")
        return reports.joined()
    }

    /// Screen 1's letter keyboard in a real terminal: a mouse drag across h-e-l-o (real SGR button
    /// and motion reports) commits “Hello ” with a space; a click on an alternative in the bar swaps it.
    @Test(.enabled(if: DemoTmuxTests.tmux != nil, "tmux is not installed (.ci/run installs it); the interactive test can't run"),
          .timeLimit(.minutes(2)))
    func aMouseDragAcrossTheKeysGlidesAWord() throws {
        let session = try TmuxSession(tmux: Self.tmux!)
        defer { session.kill() }
        try session.start("\(keycraftExecutableURL().path) demo --screen 1; echo restored")
        let pane = try session.waitFor { $0.contains("Field · textFieldDidBeginEditing") }
        let cells = Self.letterCells(pane)
        #expect(cells.count == 26, "\(pane)")
        try session.send(literal: Self.dragSequence("hello", cells: cells))
        let glided = try session.waitFor { $0.contains("│ Hello ") }
        // The bar above the keys offers the alternatives: click the first one.
        let lines = glided.split(separator: "\n", omittingEmptySubsequences: false)
        let barRow = try #require(cells["q"]).row - 1
        let bar = String(lines[barRow])
        let firstSlot = try #require(bar.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty && $0.first!.isLetter })
        let column = try #require(bar.range(of: firstSlot)).lowerBound.utf16Offset(in: bar)
        try session.send(literal: "\u{1B}[<0;\(column + 2);\(barRow + 1)M\u{1B}[<0;\(column + 2);\(barRow + 1)m")
        try session.waitFor { $0.contains("│ \(firstSlot) ") }
        try session.send(key: "C-c")
        try session.waitFor { $0.contains("restored") }
    }
}

/// A detached tmux server of its own (a private socket), with one 80×24 pane. Every test ends it
/// with ``kill()`` in a `defer`, so no server outlives its test, passed or failed.
final class TmuxSession {
    let tmux: String
    let socket = "keycraft-test-\(UUID().uuidString)"
    let directory: String
    /// The server's process, once started: ``kill()`` makes sure it is gone.
    private var serverPID: pid_t?

    init(tmux: String) throws {
        self.tmux = tmux
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// Runs `command` in the pane. The shell then idles, so the pane keeps what the command left on
    /// screen (its last words, such as "restored") until ``kill()``.
    func start(_ command: String) throws {
        // The server forks off and outlives the client, which Foundation's Process can wait on forever:
        // start it with a plain fork, exec and waitpid instead.
        let arguments = [tmux, "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "-s", "demo",
                         "env", "TERM=xterm-256color", "LANG=C.UTF-8", "sh", "-c", command + "; exec sleep 3600",
                         ";", "set-option", "-g", "remain-on-exit", "on"]
        var pid: pid_t = 0
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The test runner's threads block most signals, and a spawned process inherits that mask: a
        // server that never sees SIGCHLD never finishes `kill-server`. Start it with none blocked.
        #if canImport(Glibc)
        var attributes = posix_spawnattr_t()
        #else
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGCHLD, SIGPIPE, SIGUSR1, SIGUSR2, SIGWINCH] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        guard posix_spawn(&pid, tmux, nil, &attributes, &argv, environ) == 0 else { throw TmuxTimeout(screen: "tmux didn't start") }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        serverPID = (try? run(["display-message", "-p", "#{pid}"])).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    func send(literal text: String) throws { try run(["send-keys", "-t", "demo", "-l", text]) }
    func send(key: String) throws { try run(["send-keys", "-t", "demo", key]) }

    func capture() throws -> String { try run(["capture-pane", "-p", "-t", "demo"]) }

    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "demo", "-x", String(width), "-y", String(height)])
    }

    func alternateScreenIsOn() -> Bool {
        (try? run(["display-message", "-p", "-t", "demo", "#{alternate_on}"]))?.hasPrefix("1") ?? false
    }

    /// Polls the pane until `condition` holds, for at most `seconds`; throws with the last capture.
    @discardableResult
    func waitFor(seconds: Double = 20, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = ""
        while Date() < deadline {
            screen = try capture()
            if condition(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw TmuxTimeout(screen: screen)
    }

    /// Ends the server: `kill-server`, then, if it is still there after two seconds, SIGKILL.
    func kill() {
        _ = try? run(["kill-server"])
        if let serverPID {
            let deadline = Date().addingTimeInterval(2)
            while Foundation.kill(serverPID, 0) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if Foundation.kill(serverPID, 0) == 0 { Foundation.kill(serverPID, SIGKILL) }
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmux)
        process.arguments = ["-L", socket, "-f", "/dev/null"] + arguments
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

struct TmuxTimeout: Error, CustomStringConvertible {
    let screen: String
    var description: String { "timed out waiting for the playground; the pane showed:\n\(screen)" }
}
