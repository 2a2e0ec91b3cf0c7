/// The question about the images a terminal shows: its primary device attributes
/// (`ESC [ c`), whose answer lists 4 where it draws sixel graphics (xterm as a VT340, foot,
/// mlterm, WezTerm, Konsole). An answer that lists it has the images drawn in sixel from then
/// on (see ``ImageProtocolChoice``).
///
/// Asked on the full screen only, when the program leaves the choice to TermCells (no
/// ``TerminalOptions/images``, no `TERMCELLS_IMAGES`) outside tmux, which answers for itself
/// and would cut pixels at its panes. A terminal that answers nothing keeps colour blocks.
final class ImageQuestionMode: TerminalMode {
    nonisolated static let query: [UInt8] = Array("\u{1B}[c".utf8)

    /// The parameters the terminal answered, once it has.
    private(set) var deviceAttributes: [Int]?
    var isGranted: Bool { false }

    init?(_ setting: TerminalModeSetting) {
        guard setting.asksImageQuestions else { return nil }
    }

    var question: [UInt8] { Self.query }

    nonisolated static func isAnswer(_ sequence: ArraySlice<UInt8>) -> Bool {
        ImageAnswers.deviceAttributes(sequence) != nil
    }

    func take(_ answer: ArraySlice<UInt8>) -> TerminalModeChange {
        guard let attributes = ImageAnswers.deviceAttributes(answer) else { return [] }
        deviceAttributes = attributes
        return TerminalImageFacts(deviceAttributes: attributes).listsSixel ? .images : []
    }
}

extension TerminalModeSetting {
    /// Whether the questions about images are asked: on the full screen of a terminal that
    /// can be asked, when the program leaves the images to TermCells (no
    /// ``TerminalOptions/images``, no `TERMCELLS_IMAGES`), outside tmux, which answers for
    /// itself.
    var asksImageQuestions: Bool {
        !isInline && asksTerminal && options.images == nil && environment("TERMCELLS_IMAGES") == nil
            && environment("TMUX") == nil
    }
}
