import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

/// Draws "see docs" with "docs" leading to the docs, in red on the first row and plain on the
/// second.
@MainActor
private final class LinkedWords: ApplicationContent {
    static let docs = Hyperlink("https://example.com/docs")

    func draw(on canvas: CursesCanvas, application: Application) {
        canvas.fill(style: .plain)
        canvas.draw("see ", at: .zero)
        canvas.draw("docs", at: Point(x: 4, y: 0), style: Style(foreground: .red), link: Self.docs)
        canvas.draw("docs", at: Point(x: 0, y: 1), link: Self.docs)
    }

    func handle(_ event: InputEvent, application: Application) {}
}

/// Content drawn through ncurses offscreen reads back with its links, as a test of an
/// application's screen asks for them.
@MainActor
@Suite struct LinkReadBackTests {
    @Test func anOffscreenScreenReadsBackTheLinksAndTheirColours() throws {
        let screen = try ScreenDriver(application: LinkedWords(), width: 9, height: 2)
        #expect(screen.buffer.lines == ["see docs ", "docs     "])
        let row = (0..<9).map { screen.buffer.link(at: Point(x: $0, y: 0)) }
        let docs = LinkedWords.docs
        #expect(row == [nil, nil, nil, nil, docs, docs, docs, docs, nil])
        #expect(screen.buffer.style(at: Point(x: 4, y: 0))?.foreground == .red)
        #expect(screen.buffer.link(at: Point(x: 3, y: 1)) == docs)
        #expect(screen.buffer.link(at: Point(x: 4, y: 1)) == nil)
    }
}
