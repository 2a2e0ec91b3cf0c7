import TermCellsCurses

/// `TERMCELLS_TEST_INSERT_ABOVE`: content that prints numbered, styled lines above the inline
/// block at a steady pace, ``count`` of them, around the content that draws the block.
@MainActor
final class InsertingAboveContent: ApplicationContent {
    private let content: PanelScreen
    private let interval: Int
    private var timer: ApplicationTimer?
    private var printed = 0
    /// Whether `p` paused the lines (the block's top row then ends in "paused"): a test
    /// resizes the terminal while no frame is under way.
    private var paused = false
    /// How many lines are printed in all: few enough for a test's scrollback to hold.
    static let count = 40

    init(_ content: PanelScreen, interval: Int) {
        self.content = content
        self.interval = interval
    }

    /// Line `number`: every third one 85 columns wide, wider than a narrowed terminal; styled,
    /// "inserted" in bold green, the number in reverse video (``Application/insertAbove(_:)``'s
    /// styled lines), so that the scrollback shows whether the styles came through.
    static func line(_ number: Int) -> StyledLine {
        let text = "inserted line \(number)"
        let line =
            StyledLine("inserted", style: Style(foreground: .green, attributes: .bold)) + " line "
            + StyledLine("\(number)", style: .reverse)
        guard number % 3 == 0 else { return line }
        return line + (" " + String(repeating: "=", count: 84 - text.count - " end".count) + " end")
    }

    func draw(on canvas: CursesCanvas, application: Application) {
        content.draw(on: canvas, application: application)
        if paused { _ = canvas.draw(" paused ", at: Point(x: max(0, canvas.size.width - 8), y: 0)) }
    }

    func handle(_ event: InputEvent, application: Application) {
        if timer == nil {
            timer = application.every(.milliseconds(interval)) { [weak self, weak application] in
                guard let self, let application, !paused, printed < Self.count else { return }
                printed += 1
                application.insertAbove([Self.line(printed)])
            }
        }
        if case .key(let key) = event, key.key == .character("p") {
            paused.toggle()
            // The mark was drawn over the title bar, which draws only what changed.
            if !paused { content.forgetBars() }
            return
        }
        content.handle(event, application: application)
    }
}

extension TestSwitches {
    /// `content`, printing lines above its block when `TERMCELLS_TEST_INSERT_ABOVE` asks.
    @MainActor
    static func insertingAbove(_ content: PanelScreen) -> ApplicationContent {
        guard let interval = insertAboveInterval else { return content }
        return InsertingAboveContent(content, interval: interval)
    }
}
