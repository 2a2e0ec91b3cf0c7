import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

/// Draws a family of four and a flag between bars.
@MainActor
private final class Families: ApplicationContent {
    static let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"

    func draw(on canvas: CursesCanvas, application: Application) {
        canvas.fill(style: .plain)
        canvas.draw("|" + Self.family + "|🇫🇷|", at: .zero)
    }

    func handle(_ event: InputEvent, application: Application) {}
}

/// Content drawn through ncurses offscreen by grapheme cluster reads back whole: a cluster
/// longer than a curses cell holds, or wider than its first scalar, rides beside the cell.
@MainActor
@Suite struct ClusterReadBackTests {
    @Test func anOffscreenScreenReadsBackEachClusterWhole() throws {
        let screen = try GraphemeClustering.withEnabled(true) {
            try ScreenDriver(application: Families(), width: 9, height: 1)
        }
        #expect(screen.buffer.glyph(at: Point(x: 1, y: 0)) == Character(Families.family))
        #expect(screen.buffer.glyph(at: Point(x: 3, y: 0)) == "|")
        #expect(screen.buffer.glyph(at: Point(x: 4, y: 0)) == "🇫🇷")
        #expect(screen.buffer.glyph(at: Point(x: 6, y: 0)) == "|")
    }
}
