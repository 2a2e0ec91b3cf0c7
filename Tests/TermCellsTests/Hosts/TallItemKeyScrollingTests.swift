import Foundation
import Testing

@testable import TermCells

/// A row or item taller than the host is read with keys, as a UIKit list scrolls within a tall
/// cell: ↑↓ scroll through it a line at a time and PgUp/PgDn a page at a time until its edge,
/// then the cursor moves on; coming back up onto it shows its bottom. In every host: the keys
/// are the host core's.
@MainActor
@Suite struct TallItemKeyScrollingTests {
    /// A model of `height` numbered lines.
    typealias Lines = RowsBackInTheSameFrameTests.Row

    /// Line k of row n reads `n.k`, so that the screen says which lines of which row it shows.
    final class LinesCell: TableCell, ModelTransfer {
        private var model = Lines(0, height: 1)
        func update(with model: Lines) { self.model = model }
        override var preferredHeight: Int { model.height }
        override func draw(in canvas: any Canvas) {
            super.draw(in: canvas)
            for line in 0..<model.height { canvas.draw("\(model.number).\(line)", at: Point(x: 2, y: line)) }
        }
    }

    /// A 6-line table: row 0 one line, row 1 twenty, row 2 one, drawn with the cursor on row 0.
    private func rig() -> TableRig {
        let rig = TableRig(width: 10, height: 6)
        rig.manager.register(LinesCell.self)
        rig.host.showsScrollIndicator = false
        rig.storage.setItems([Lines(0, height: 1), Lines(1, height: 20), Lines(2, height: 1)])
        rig.draw()
        return rig
    }

    /// The first line's text on screen, trimmed: `1.4` for row 1's fifth line.
    private func top(_ lines: [String]) -> String { lines[0].trimmingCharacters(in: .whitespaces) }
    private func bottom(_ lines: [String]) -> String { lines[5].trimmingCharacters(in: .whitespaces) }

    @Test func downAndUpScrollThroughATallRowLineByLine() {
        let rig = rig()
        // Onto the tall row: its top.
        var lines = rig.press(.down)
        #expect(rig.host.cursor == itemPath(1))
        #expect((top(lines), bottom(lines)) == ("1.0", "1.5"), "\(lines)")
        // Every line of it, one a key, the cursor staying on it.
        for line in 1...14 {
            lines = rig.press(.character("j"))
            #expect((top(lines), bottom(lines)) == ("1.\(line)", "1.\(line + 5)"), "\(lines)")
            #expect(rig.host.cursor == itemPath(1))
        }
        // At its bottom the cursor moves on.
        lines = rig.press(.down)
        #expect(rig.host.cursor == itemPath(2))
        #expect((top(lines), bottom(lines)) == ("1.15", "2.0"), "\(lines)")
        // Back up onto it: its bottom, then line by line to its top and on to row 0.
        lines = rig.press(.up)
        #expect(rig.host.cursor == itemPath(1))
        #expect((top(lines), bottom(lines)) == ("1.14", "1.19"), "\(lines)")
        for line in (0...13).reversed() {
            lines = rig.press(.character("k"))
            #expect((top(lines), bottom(lines)) == ("1.\(line)", "1.\(line + 5)"), "\(lines)")
        }
        lines = rig.press(.up)
        #expect(rig.host.cursor == itemPath(0))
        #expect((top(lines), bottom(lines)) == ("0.0", "1.4"), "\(lines)")
    }

    /// A page is the host's height less one line; half a page with Ctrl-D and Ctrl-U.
    @Test func pagesScrollThroughATallRowPageByPage() {
        let rig = rig()
        rig.press(.down)
        var tops: [String] = []
        for _ in 0..<4 { tops.append(top(rig.press(.pageDown))) }
        // The last page stops at the row's bottom, the next one leaves it.
        #expect(tops == ["1.5", "1.10", "1.14", "1.15"], "\(tops)")
        #expect(rig.host.cursor == itemPath(2))
        rig.press(.up)
        tops = []
        for _ in 0..<3 { tops.append(top(rig.press(.control("u")))) }
        #expect(tops == ["1.11", "1.8", "1.5"], "\(tops)")
        #expect(rig.host.cursor == itemPath(1))
        tops = []
        for _ in 0..<2 { tops.append(top(rig.press(.pageUp))) }
        #expect(tops == ["1.0", "0.0"], "\(tops)")
        #expect(rig.host.cursor == itemPath(0))
    }

    /// A grid's item taller than the host, the same way.
    @Test func aGridItemTallerThanTheHostScrollsLineByLine() throws {
        let rig = GridRig(width: 11, height: 4, itemSize: Size(width: 11, height: 10))
        rig.manager.register(LetterCell.self)
        rig.storage.setItems(letters(2))
        rig.draw()
        #expect(rig.host.cursor == itemPath(0))
        var offsets: [Int] = []
        for _ in 0..<8 {
            rig.press(.down)
            offsets.append(rig.host.contentOffset)
        }
        // Ten lines in four: six steps to its bottom, then the next item's top, and into it.
        let next = try #require(rig.host.layout.frame(of: .item(itemPath(1)))?.y)
        #expect(offsets == [1, 2, 3, 4, 5, 6, next, next + 1], "\(offsets)")
        #expect(rig.host.cursor == itemPath(1))
    }
}
