/// Synchronized output (DEC private mode 2026): every frame, full screen and inline, is one
/// synchronized update — its begin marker, the changes, its end marker — so the terminal shows
/// nothing of it until it is whole. Terminals without the mode ignore both markers, so nothing
/// is asked; a signal in the middle of a frame leaves the update to the terminal's own
/// timeout.
final class SynchronizedOutput: TerminalMode {
    /// Begin synchronized update.
    nonisolated static let begin = "\u{1B}[?2026h"
    /// End synchronized update.
    nonisolated static let end = "\u{1B}[?2026l"
    nonisolated static let beginBytes: [UInt8] = Array(begin.utf8)
    nonisolated static let endBytes: [UInt8] = Array(end.utf8)

    var isGranted: Bool { true }

    init?(_ setting: TerminalModeSetting) {}

    /// The frame code sends ``beginBytes`` and ``endBytes``; the owner sends nothing.
    var timing: TerminalModeTiming { .eachFrame }
}
