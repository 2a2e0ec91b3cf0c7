/// The question about the largest sixel image a terminal draws (XTSMGRAPHICS,
/// `ESC [ ? 2 ; 1 S`, answered `ESC [ ? 2 ; 0 ; width ; height S`): xterm cuts a larger one
/// at its edge. An image that would pass it is drawn smaller, whole.
///
/// Asked with the device attributes (``ImageQuestionMode``), as the registers are.
final class SixelGeometryQuestionMode: TerminalMode {
    nonisolated static let query: [UInt8] = Array("\u{1B}[?2;1S".utf8)

    /// The largest image the terminal answered it draws, once it has.
    private(set) var geometry: Size?
    var isGranted: Bool { false }

    init?(_ setting: TerminalModeSetting) {
        guard setting.asksImageQuestions else { return nil }
    }

    var question: [UInt8] { Self.query }

    nonisolated static func isAnswer(_ sequence: ArraySlice<UInt8>) -> Bool {
        ImageAnswers.sixelGeometry(sequence) != nil
    }

    func take(_ answer: ArraySlice<UInt8>) -> TerminalModeChange {
        // A failure's answer (`ESC [ ? 2 ; 3 ; 0 S`) says nothing: no bound.
        guard let size = ImageAnswers.sixelGeometry(answer), size.width > 0, size.height > 0 else { return [] }
        geometry = size
        return .images
    }
}
