import Foundation
import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

// The Drawing article's snippets, typed as a user would.

// Drawing a cell yourself: in `rowStyle`, so the cursor's row shows.
private final class TitleCell: TableCell, ModelTransfer {
    var title = ""
    func update(with model: String) { title = model }

    override func draw(in canvas: any Canvas) {
        let style = rowStyle
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: style)
        canvas.draw(title, at: Point(x: 2, y: 0), width: canvas.size.width - 2, style: style)
    }
}

@MainActor
@Test func drawingArticleOwnDrawingCellShowsTheCursor() {
    let manager = TableManager()
    manager.register(TitleCell.self)
    manager.memoryStorage.setItems(["Mercury", "Venus"])
    manager.host.isFocused = true
    manager.host.showsScrollIndicator = false
    let driver = ScreenDriver(manager, width: 12, height: 2)
    #expect(driver.lines == ["  Mercury", "  Venus"])
    // The cursor's row is drawn in the highlight style across the whole frame; the other row not.
    let cursorRowEnd = driver.buffer.style(at: Point(x: 11, y: 0))
    #expect(cursorRowEnd == driver.buffer.style(at: Point(x: 2, y: 0)))
    #expect(cursorRowEnd != driver.buffer.style(at: Point(x: 11, y: 1)))
}

// Themes: the application needs a terminal, so this is compiled, never called.
@MainActor
private func chooseThemes(application: Application, manager: TableManager) {
    application.theme = .light

    var theme = Theme.dark
    theme.columnHeader = Style(foreground: .cyan, attributes: .bold)
    manager.host.theme = theme
}

// What needs drawing: a property set behind the library's back asks for a frame.
private final class ClockCell: TableCell {
    var now = Date() { didSet { setNeedsDisplay() } }
}

@MainActor
@Test func drawingArticleClockCellCompiles() {
    let cell = ClockCell()
    cell.now = Date(timeIntervalSince1970: 0)
    #expect(cell.now == Date(timeIntervalSince1970: 0))
}

@MainActor
@Test func drawingArticleLinksLeadWhereTheySay() {
    let canvas = ScreenBuffer(width: 24, height: 2)
    canvas.draw("TermCells docs", at: .zero, style: .underline, link: Hyperlink("https://example.com/docs"))
    let name = "notes.txt"
    canvas.draw(name, at: Point(x: 2, y: 1), width: 20, link: .file(path: "/home/me/notes.txt"))
    #expect(canvas.lines.map(trimmed) == ["TermCells docs", "  notes.txt"])
    #expect(canvas.link(at: Point(x: 0, y: 0)) == Hyperlink("https://example.com/docs"))
    #expect(canvas.link(at: Point(x: 14, y: 0)) == nil)
    #expect(canvas.link(at: Point(x: 2, y: 1)) == .file(path: "/home/me/notes.txt"))
    #expect(canvas.link(at: Point(x: 11, y: 1)) == nil)  // the span's padding leads nowhere
}

@MainActor
@Test func drawingArticleGraphemeClusterTakesTwoColumns() {
    let buffer = ScreenBuffer(width: 12, height: 1)
    GraphemeClustering.withEnabled(true) {
        _ = buffer.draw("👨‍👩‍👧 family", at: .zero)  // the family in columns 0-1, "family" from 3
    }
    #expect(buffer.glyph(at: Point(x: 0, y: 0)) == "👨‍👩‍👧")
    #expect(buffer.glyph(at: Point(x: 3, y: 0)) == "f")
    #expect(trimmed(buffer.lines[0]) == "👨‍👩‍👧 family")
}

private func trimmed(_ line: String) -> String {
    String(line.reversed().drop(while: { $0 == " " }).reversed())
}
