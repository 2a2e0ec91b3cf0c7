/// The question about the size of a cell in pixels (`ESC [ 16 t`, answered
/// `ESC [ 6 ; height ; width t`), which sixel and iTerm2 images are drawn at: asked only where
/// the device does not say it (`TIOCGWINSZ` gives no pixels), on the full screen, when the
/// program leaves the images to TermCells, outside tmux.
final class CellPixelsQuestionMode: TerminalMode {
    nonisolated static let query: [UInt8] = Array("\u{1B}[16t".utf8)

    /// The size the terminal answered, once it has.
    private(set) var cellPixels: Size?
    var isGranted: Bool { false }

    init?(_ setting: TerminalModeSetting) {
        guard !setting.knowsCellPixels, setting.asksImageQuestions else { return nil }
    }

    var question: [UInt8] { Self.query }

    nonisolated static func isAnswer(_ sequence: ArraySlice<UInt8>) -> Bool {
        ImageAnswers.cellPixels(sequence) != nil
    }

    func take(_ answer: ArraySlice<UInt8>) -> TerminalModeChange {
        guard let size = ImageAnswers.cellPixels(answer) else { return [] }
        cellPixels = size
        return .images
    }
}
