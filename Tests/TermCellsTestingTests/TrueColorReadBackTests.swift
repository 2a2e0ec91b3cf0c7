import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

/// Draws a row of 24-bit colours, two of them with the same nearest palette entry.
@MainActor
private final class Swatches: ApplicationContent {
    static let colors = [Color(hex: 0xFF0000), Color(hex: 0xFA0A00), Color(hex: 0x5F87AF), Color(hex: 0x123456)]

    func draw(on canvas: CursesCanvas, application: Application) {
        canvas.fill(style: .plain)
        for (index, color) in Self.colors.enumerated() {
            canvas.draw(
                "█", at: Point(x: index, y: 0), style: Style(foreground: color, background: Color(hex: 0x010203)))
        }
    }

    func handle(_ event: InputEvent, application: Application) {}
}

/// Content drawn through ncurses offscreen reads back in the 24-bit colours it drew, not in
/// their nearest palette entries.
@MainActor
@Suite struct TrueColorReadBackTests {
    @Test func anOffscreenScreenReadsBackExact24BitColours() throws {
        let screen = try ScreenDriver(application: Swatches(), width: 6, height: 1)
        for (index, color) in Swatches.colors.enumerated() {
            #expect(
                screen.buffer.style(at: Point(x: index, y: 0))
                    == Style(foreground: color, background: Color(hex: 0x010203)))
        }
    }
}
