import Foundation
import TermCellsCurses

/// `--preview CMD`: the output of `CMD`, with `{}` replaced by the cursor's line shell-quoted,
/// shown in a pane beside the list.
///
/// The command runs in a process group of its own, read on a thread of its own: the picker
/// keeps answering keys while it runs. When the cursor moves to another line the running
/// command is killed (its whole group) and its output, if it still arrives, is dropped by
/// generation. The output is kept to ``maximumBytes`` and drawn through the canvas, which shows
/// control characters and escapes as placeholders (nothing the command prints reaches the
/// terminal as it is).
@MainActor
final class PickPreview {
    /// The most output kept: more than any pane shows.
    nonisolated static let maximumBytes = 64 << 10

    private let command: String
    /// The line the preview is (being) made for.
    private(set) var line: Int32?
    /// The preview's lines; empty while the command runs.
    private(set) var lines: [String] = []
    /// Whether the command for ``line`` is still running.
    private(set) var isRunning = false
    private var generation = 0
    private var runningGroup: pid_t?

    init(command: String) {
        self.command = command
    }

    /// Shows the preview of `line` (its bytes are `bytes`): starts its command unless it is the
    /// line already shown; nil clears the pane.
    func show(line: Int32?, bytes: @autoclosure () -> ArraySlice<UInt8>) {
        guard line != self.line else { return }
        self.line = line
        cancelRunning()
        lines = []
        generation += 1
        guard line != nil else {
            isRunning = false
            return
        }
        let commandLine = command.replacingOccurrences(of: "{}", with: Self.shellQuoted(bytes()))
        let generation = generation
        guard let (pid, output) = Self.spawn(commandLine) else {
            lines = ["(the preview command could not be started)"]
            return
        }
        runningGroup = pid
        isRunning = true
        Thread.detachNewThread {
            let bytes = Self.readAll(output)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let text = String(decoding: bytes, as: UTF8.self)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let preview = PickPreview.current, preview.generation == generation else { return }
                    preview.isRunning = false
                    preview.runningGroup = nil
                    preview.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    if preview.lines.last == "" { preview.lines.removeLast() }
                    Application.running?.setNeedsDisplay()
                }
            }
        }
    }

    /// The preview of the picker that runs (one per process).
    static weak var current: PickPreview?

    /// Kills the command still running, if any (at exit, and when the cursor moves).
    func cancelRunning() {
        if let group = runningGroup { kill(-group, SIGKILL) }
        runningGroup = nil
    }

    /// `bytes` in single quotes for `sh`, each `'` written as `'\''`.
    static func shellQuoted(_ bytes: ArraySlice<UInt8>) -> String {
        "'" + String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Starts `sh -c commandLine` in a new process group, standard input from /dev/null and
    /// standard output and error into a pipe; returns its pid and the pipe's read end.
    private static func spawn(_ commandLine: String) -> (pid_t, Int32)? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", commandLine]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, environ)
        close(pipeEnds[1])
        guard result == 0 else {
            close(pipeEnds[0])
            return nil
        }
        return (pid, pipeEnds[0])
    }

    /// Reads `descriptor` to its end (keeping at most ``maximumBytes``) and closes it.
    private nonisolated static func readAll(_ descriptor: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            if result.count < maximumBytes {
                result.append(contentsOf: buffer[0..<min(count, maximumBytes - result.count)])
            }
        }
        close(descriptor)
        return result
    }
}
