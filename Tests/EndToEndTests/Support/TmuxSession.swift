import Foundation

/// A program running in a detached tmux session of a fixed size, on a tmux server of its
/// own, so tests can run in parallel and read the screen as a person would see it.
///
/// Tests wait for what the screen shows (`waitFor`), polling with a deadline; they never
/// sleep for a fixed time. Whatever the test did, the pane's processes end with the session:
/// closing the pane hangs them up, and those still running a few seconds later are killed.
final class TmuxSession {
    let socket: String
    let workDirectory: URL
    private let configPath: String
    /// The pane's first process, a session leader: its session id names everything it runs.
    private(set) var paneProcess: pid_t = 0

    /// Starts `script` (a `sh` script) in a `width`×`height` pane. The pane stays after the
    /// script ends, so its last screen can still be read.
    init(width: Int, height: Int, script: String, environment: [String: String] = [:]) throws {
        socket = "termcells-test-\(UUID().uuidString.prefix(12))"
        workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        configPath = workDirectory.appendingPathComponent("tmux.conf").path
        try """
        set -g remain-on-exit on
        set -g status off
        set -g default-terminal tmux-256color
        set -g history-limit 100
        """.write(toFile: configPath, atomically: true, encoding: .utf8)
        let scriptPath = workDirectory.appendingPathComponent("run.sh").path
        var exports = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        exports.merge(environment) { _, new in new }
        let prelude = exports.sorted { $0.key < $1.key }
            .map { "export \($0.key)=\(DemoBinary.shellQuoted($0.value))" }.joined(separator: "\n")
        try "\(prelude)\ncd \(DemoBinary.shellQuoted(workDirectory.path))\n\(script)\n"
            .write(toFile: scriptPath, atomically: true, encoding: .utf8)
        try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "main", "sh \(scriptPath)"])
        paneProcess = pid_t(format("#{pane_pid}")) ?? 0
    }

    /// An interactive bash (job control on, prompt `$ `) in a `width`×`height` pane, once its
    /// first prompt is shown; nil when none came.
    static func interactiveShell(width: Int, height: Int) throws -> TmuxSession? {
        let session = try TmuxSession(
            width: width, height: height, script: "exec bash --norc --noprofile -i", environment: ["PS1": "$ "])
        return session.waitFor { $0.contains { $0.hasPrefix("$") } } ? session : nil
    }

    /// An interactive dash (job control on, prompt `$ `) in a `width`×`height` pane, once its
    /// first prompt is shown; nil when none came. Unlike bash, dash neither sets terminal modes
    /// of its own (bracketed paste) nor puts back its `termios` when a job stops: what a stopped
    /// program left is what the user meets.
    static func interactiveDash(width: Int, height: Int) throws -> TmuxSession? {
        let session = try TmuxSession(
            width: width, height: height, script: "exec dash -i", environment: ["PS1": "$ "])
        return session.waitFor { $0.contains { $0.hasPrefix("$") } } ? session : nil
    }

    deinit {
        // tmux 3.3 answers kill-server with success yet keeps serving a session whose pane
        // stays on exit; ending the session first ends the server with it.
        _ = try? tmux(["kill-session", "-t", "main"])
        _ = try? tmux(["kill-server"])
        // A program that ignores the hang-up (or never hears it) is not left behind.
        SessionProcesses.end(paneProcess)
        try? FileManager.default.removeItem(at: workDirectory)
    }

    /// The pane's lines, trailing blanks trimmed.
    func screen() -> [String] {
        let text = (try? tmux(["capture-pane", "-p", "-t", "main"])) ?? ""
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines.map { line in
            var line = line
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// The lines that scrolled off the top of the pane into tmux's history, oldest first.
    func history() -> [String] {
        let text = (try? tmux(["capture-pane", "-p", "-S", "-", "-E", "-1", "-t", "main"])) ?? ""
        return text.components(separatedBy: "\n").filter { !$0.isEmpty }
    }

    /// The scrollback and the screen, oldest line first, as copying them from the terminal
    /// gives them: a line the terminal wrapped is one line (`capture-pane -J`), trailing blanks
    /// and the blank lines at the end left out.
    func transcript() -> [String] {
        let text = (try? tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", "main"])) ?? ""
        var lines = text.components(separatedBy: "\n").map { line in
            var line = line
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The pane's lines with their colours and attributes as SGR sequences (`capture-pane -e`).
    func styledScreen() -> [String] {
        ((try? tmux(["capture-pane", "-p", "-e", "-t", "main"])) ?? "").components(separatedBy: "\n")
    }

    /// The scrollback and the screen as ``transcript()`` gives them, with their colours and
    /// attributes as SGR sequences (`capture-pane -e -J`): what `tmux capture-pane -p -e -S -`
    /// shows a person of their history.
    func styledTranscript() -> [String] {
        let text = (try? tmux(["capture-pane", "-p", "-e", "-J", "-S", "-", "-t", "main"])) ?? ""
        var lines = text.components(separatedBy: "\n")
        while lines.last.map(Self.unstyled)?.allSatisfy({ $0 == " " }) == true { lines.removeLast() }
        return lines
    }

    /// `line` without its SGR sequences.
    static func unstyled(_ line: String) -> String {
        var result = ""
        var rest = line[...]
        while let escape = rest.firstIndex(of: "\u{1B}") {
            result += rest[..<escape]
            let parameters = rest[rest.index(after: escape)...].dropFirst().prefix {
                $0.isNumber || $0 == ";" || $0 == ":"
            }
            let end = parameters.endIndex
            guard rest[rest.index(after: escape)...].first == "[", end < rest.endIndex, rest[end] == "m" else {
                result.append("\u{1B}")
                rest = rest[rest.index(after: escape)...]
                continue
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// The screen as one string, for failure messages.
    func screenText() -> String { screen().joined(separator: "\n") }

    /// A tmux format evaluated for the pane (for example `#{alternate_on}`).
    func format(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", "main", format])) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Types keys, in tmux's key names (`Down`, `PageUp`, `C-c`, `q`).
    func send(_ keys: String...) {
        _ = try? tmux(["send-keys", "-t", "main"] + keys)
    }

    /// Types `text` literally.
    func type(_ text: String) {
        _ = try? tmux(["send-keys", "-t", "main", "-l", text])
    }

    /// Pastes `text` as a terminal does (tmux's `paste-buffer -p`): wrapped in bracketed-paste
    /// markers when the program turned that mode on, typed as keys otherwise; line feeds are
    /// sent as carriage returns, as a terminal's paste sends them.
    func paste(_ text: String) {
        paste(text, bracketed: true)
    }

    /// Pastes `text` as a terminal without bracketed paste does: its bytes typed as keys, in
    /// as few writes as tmux makes (a burst far faster than any typist).
    func pasteAsKeys(_ text: String) {
        paste(text, bracketed: false)
    }

    private func paste(_ text: String, bracketed: Bool) {
        let path = workDirectory.appendingPathComponent("paste-\(UUID().uuidString).txt").path
        guard (try? text.write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return }
        _ = try? tmux(["load-buffer", "-b", "test", path])
        _ = try? tmux(["paste-buffer"] + (bracketed ? ["-p"] : []) + ["-b", "test", "-t", "main"])
    }

    /// Copies everything the pane's program writes from now on to `name` in the work directory.
    func recordOutput(toFile name: String) {
        let path = workDirectory.appendingPathComponent(name).path
        _ = try? tmux(["pipe-pane", "-O", "-t", "main", "cat > \(DemoBinary.shellQuoted(path))"])
    }

    /// The styled cells of the pane, `width` columns a row. The capture keeps trailing blanks
    /// (`-N`): without it tmux drops a row's last blanks whatever their style, so underlined
    /// blanks at a row's end would show as plain or not depending on whether a cell after them
    /// was ever written.
    func styledCells(width: Int) -> StyledCells {
        let capture = (try? tmux(["capture-pane", "-p", "-e", "-N", "-t", "main"])) ?? ""
        return StyledCells(capture: capture.components(separatedBy: "\n"), width: width)
    }

    /// Resizes the pane's window, and waits until the pane's terminal has the size.
    func resize(width: Int, height: Int) {
        _ = try? tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
        waitForTerminalSize(width: width, height: height)
    }

    /// Resizes the window to each size in turn, as fast as tmux can: one tmux command line
    /// per batch of 50, so the program sees a storm of SIGWINCHs.
    func resize(through sizes: [(width: Int, height: Int)]) {
        var start = 0
        while start < sizes.count {
            let batch = sizes[start..<min(start + 50, sizes.count)]
            let commands = batch.map { ["resize-window", "-t", "main", "-x", "\($0.width)", "-y", "\($0.height)"] }
            _ = try? tmux(Array(commands.joined(separator: [";"])))
            start += 50
        }
        if let last = sizes.last { waitForTerminalSize(width: last.width, height: last.height) }
    }

    /// Waits until the kernel's size of the pane's terminal is `width`×`height`: tmux resizes
    /// a pane's terminal (and so signals its program) in its event loop, after
    /// `resize-window` returns, and a loaded machine can delay that for longer than a capture
    /// takes to look settled, so a capture would show tmux's cropped grid the program has not
    /// been told about yet. Returns at the deadline otherwise.
    func waitForTerminalSize(width: Int, height: Int, timeout: TimeInterval = 10) {
        let path = format("#{pane_tty}")
        guard !path.isEmpty else { return }
        let descriptor = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(timeout)
        var size = winsize()
        while ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0,
            Int(size.ws_col) != width || Int(size.ws_row) != height, Date() < deadline
        {
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// Polls the screen until `condition` holds; returns whether it did before the deadline.
    @discardableResult
    func waitFor(timeout: TimeInterval = 20, _ condition: ([String]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition(screen()) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return condition(screen())
    }

    /// Polls until some line of the screen contains `text`.
    @discardableResult
    func waitFor(text: String, timeout: TimeInterval = 20) -> Bool {
        waitFor(timeout: timeout) { lines in lines.contains { $0.contains(text) } }
    }

    /// Polls until a file in the work directory exists and is not empty; returns its text.
    func waitForFile(_ name: String, timeout: TimeInterval = 20) -> String? {
        let path = workDirectory.appendingPathComponent(name).path
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), !text.isEmpty { return text }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return nil
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        Subprocess.run(["tmux", "-u", "-L", socket, "-f", configPath] + arguments).output
    }
}
