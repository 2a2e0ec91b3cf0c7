import TermCellsCurses

/// `TERMCELLS_TEST_INSERT_ABOVE`: content that prints numbered lines above the inline block
/// at a steady pace, ``count`` of them, around the content that draws the block.
@MainActor
final class InsertingAboveContent: ApplicationContent {
    private let content: ApplicationContent
    private let interval: Int
    private var timer: ApplicationTimer?
    private var printed = 0
    /// How many lines are printed in all: few enough for a test's scrollback to hold.
    static let count = 40

    init(_ content: ApplicationContent, interval: Int) {
        self.content = content
        self.interval = interval
    }

    /// Line `number`: every third one 85 columns wide, wider than a narrowed terminal.
    static func line(_ number: Int) -> String {
        let text = "inserted line \(number)"
        guard number % 3 == 0 else { return text }
        return text + " " + String(repeating: "=", count: 84 - text.count - " end".count) + " end"
    }

    func draw(on canvas: CursesCanvas, application: Application) {
        content.draw(on: canvas, application: application)
    }

    func handle(_ event: InputEvent, application: Application) {
        if timer == nil {
            timer = application.every(.milliseconds(interval)) { [weak self, weak application] in
                guard let self, let application, printed < Self.count else { return }
                printed += 1
                application.insertAbove([Self.line(printed)])
            }
        }
        content.handle(event, application: application)
    }
}

extension TestSwitches {
    /// `content`, printing lines above its block when `TERMCELLS_TEST_INSERT_ABOVE` asks.
    @MainActor
    static func insertingAbove(_ content: ApplicationContent) -> ApplicationContent {
        guard let interval = insertAboveInterval else { return content }
        return InsertingAboveContent(content, interval: interval)
    }
}
