import Foundation
import TermCellsCurses

/// `--preview CMD`: the output of `CMD`, with `{}` replaced by the cursor's line (its bytes as
/// Enter prints them, shell-quoted: see ``PreviewCommandLine``), shown in a pane beside the
/// list.
///
/// The command runs in a process group of its own, read on a thread of its own: the picker
/// keeps answering keys while it runs. When the cursor moves to another line the running
/// command is killed (its whole group) and its output, if it still arrives, is dropped by
/// generation; when pick ends, by a key or by a signal, so is it. The output is kept to
/// ``maximumBytes``: the command is ended there, and what was kept is shown. It is drawn
/// through the canvas, which shows control characters and escapes as placeholders (nothing
/// the command prints reaches the terminal as it is). A slow command's output is shown as it
/// comes.
@MainActor
final class PickPreview {
    /// The most output kept: more than any pane shows.
    nonisolated static let maximumBytes = 64 << 10

    private let command: String
    /// The line the preview is (being) made for.
    private(set) var line: Int32?
    /// The preview's lines: the output so far while the command runs.
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
    func show(line: Int32?, bytes: @autoclosure () -> [UInt8]) {
        guard line != self.line else { return }
        self.line = line
        cancelRunning()
        lines = []
        isRunning = false
        generation += 1
        guard line != nil else { return }
        guard let commandLine = PreviewCommandLine.make(command, line: bytes()) else {
            // A command's argument ends at a NUL (see PreviewCommandLine).
            lines = ["(no preview: a NUL in the line)"]
            return
        }
        guard let process = PreviewProcess.start(commandLine) else {
            lines = ["(the preview command could not be started)"]
            return
        }
        runningGroup = process.group
        isRunning = true
        let generation = generation
        Thread.detachNewThread {
            let output = process.collect(keeping: Self.maximumBytes) { sofar in
                Self.deliver(sofar, generation: generation, isFinal: false, wasCut: false)
            }
            Self.deliver(output.bytes, generation: generation, isFinal: true, wasCut: output.wasCut)
        }
    }

    /// Shows `bytes`, the output so far (or all of it when `isFinal`), unless the cursor has
    /// moved on since the command for `generation` started.
    private nonisolated static func deliver(_ bytes: [UInt8], generation: Int, isFinal: Bool, wasCut: Bool) {
        let text = String(decoding: bytes, as: UTF8.self)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard let preview = PickPreview.current, preview.generation == generation else { return }
                preview.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if preview.lines.last == "" { preview.lines.removeLast() }
                if isFinal {
                    preview.isRunning = false
                    preview.runningGroup = nil
                }
                if wasCut {
                    preview.lines.append(
                        "(the command printed more; its first \(Self.maximumBytes >> 10) KiB are shown)")
                }
                Application.running?.setNeedsDisplay()
            }
        }
    }

    /// The preview of the picker that runs (one per process).
    static weak var current: PickPreview?

    /// Kills the command still running, if any (at exit, and when the cursor moves).
    func cancelRunning() {
        if let group = runningGroup { PreviewProcess.end(group) }
        runningGroup = nil
    }
}
