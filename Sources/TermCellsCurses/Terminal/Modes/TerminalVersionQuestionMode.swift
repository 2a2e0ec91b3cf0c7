/// The question about the version of a terminal that speaks kitty's graphics protocol:
/// XTVERSION (`ESC [ > 0 q`), answered `ESC P > | kitty(0.31.0) ESC \`. kitty draws Unicode
/// placeholders from 0.28 on; before, and until it answers, its images are direct placements
/// (see ``ImageProtocolChoice``).
///
/// Asked on the full screen only, where kitty says its name (`TERM=xterm-kitty`,
/// `KITTY_WINDOW_ID`) and the program leaves the choice to TermCells, outside tmux.
final class TerminalVersionQuestionMode: TerminalMode {
    nonisolated static let query: [UInt8] = Array("\u{1B}[>0q".utf8)

    /// The name and version the terminal answered, once it has.
    private(set) var version: TerminalVersion?
    var isGranted: Bool { false }

    init?(_ setting: TerminalModeSetting) {
        guard TerminalImageFacts.kittyGraphicsTerminal(named: setting.environment) == .kitty, setting.asksImageQuestions
        else { return nil }
    }

    var question: [UInt8] { Self.query }

    nonisolated static func isAnswer(_ sequence: ArraySlice<UInt8>) -> Bool {
        ImageAnswers.terminalVersion(sequence) != nil
    }

    func take(_ answer: ArraySlice<UInt8>) -> TerminalModeChange {
        guard let version = ImageAnswers.terminalVersion(answer) else { return [] }
        self.version = version
        // Only placeholders change how images are drawn: the others keep the placements.
        return ImageProtocolChoice.drawsPlaceholders(version) ? .images : []
    }
}
