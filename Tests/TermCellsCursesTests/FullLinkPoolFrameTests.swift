import CNcursesw
import TermCells
import Testing

@testable import TermCellsCurses

/// On a terminal of few colour pairs (xterm's 64: a link pool of 16) a list of files fills the
/// link pool with the links of its first rows. The row the cursor comes to is drawn in other
/// colours, which need pairs of their own: the pairs of the rows drawn over in the frame are
/// freed for them, and the cells the terminal showed with those pairs are written again.
extension CursesCanvasTests {
    /// The text sent between the opening of `url` and the next OSC 8, SGR left out; nil when
    /// `url` is not opened.
    static func linkedText(of url: String, in text: String) -> String? {
        guard let opening = text.range(of: ";\(url)\(esc)\\") else { return nil }
        var rest = text[opening.upperBound...]
        if let next = rest.range(of: "\(esc)]8;") { rest = rest[..<next.lowerBound] }
        return String(rest).replacing(#/\x1B\[[0-9;]*m|\x1B\(B/#, with: "")
    }

    @Test func theRowUnderTheCursorKeepsItsLinkWhenThePoolIsFull() throws {
        try withTrueColorScreen(width: 20, height: 24, terminal: "xterm", trueColor: false, links: true) { screen in
            let links = (0..<24).map { Hyperlink("file://box/tmp/file\($0)") }
            let canvas = screen.canvas
            @MainActor func drawRow(_ y: Int, highlighted: Bool) {
                let style = highlighted ? Style(foreground: .white, background: .blue) : .plain
                canvas.fill(Rect(x: 0, y: y, width: 20, height: 1), style: style)
                canvas.draw("file\(y)", at: Point(x: 0, y: y), style: style, link: links[y])
            }
            for y in 0..<24 { drawRow(y, highlighted: false) }
            _ = try screen.frame()
            screen.pairs.collectUnusedPairs(in: screen.window)
            let e = Self.esc
            for y in 0..<3 {
                if y > 0 { drawRow(y - 1, highlighted: false) }
                drawRow(y, highlighted: true)
                let text = try screen.frame()
                screen.pairs.collectUnusedPairs(in: screen.window)
                // The cursor's row in its colours, leading to its file.
                #expect(Self.linkedText(of: links[y].url, in: text) == "file\(y)", "\(y): \(text.debugDescription)")
                #expect(text.contains("\(e)[37m\(e)[44mfile\(y)"), "\(y): \(text.debugDescription)")
                // The row it left, back in its plain colours, keeps its link too.
                if y > 0 {
                    #expect(
                        Self.linkedText(of: links[y - 1].url, in: text) == "file\(y - 1)",
                        "\(y): \(text.debugDescription)")
                }
            }
        }
    }
}
