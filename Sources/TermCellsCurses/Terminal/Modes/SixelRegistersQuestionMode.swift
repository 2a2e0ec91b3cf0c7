/// The question about the colour registers a sixel terminal has (XTSMGRAPHICS,
/// `ESC [ ? 1 ; 1 S`, answered `ESC [ ? 1 ; 0 ; registers S`): a VT340 has 16, xterm as one
/// 16 unless set otherwise, most others 256 or more. Sixel images are drawn in as many.
///
/// Asked with the device attributes (``ImageQuestionMode``), on the full screen, when the
/// program leaves the images to TermCells, outside tmux; a terminal that does not answer is
/// taken to have 256.
final class SixelRegistersQuestionMode: TerminalMode {
    nonisolated static let query: [UInt8] = Array("\u{1B}[?1;1S".utf8)

    /// The registers the terminal answered, once it has.
    private(set) var registers: Int?
    var isGranted: Bool { false }

    init?(_ setting: TerminalModeSetting) {
        guard setting.asksImageQuestions else { return nil }
    }

    var question: [UInt8] { Self.query }

    nonisolated static func isAnswer(_ sequence: ArraySlice<UInt8>) -> Bool {
        ImageAnswers.sixelRegisters(sequence) != nil
    }

    func take(_ answer: ArraySlice<UInt8>) -> TerminalModeChange {
        // A failure's answer (`ESC [ ? 1 ; 3 ; 0 S`) says nothing: 256 stays.
        guard let count = ImageAnswers.sixelRegisters(answer), count > 0 else { return [] }
        registers = count
        return .images
    }
}
