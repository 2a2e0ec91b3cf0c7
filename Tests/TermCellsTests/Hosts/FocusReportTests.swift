import TermCellsTesting
import Testing

@testable import TermCells

/// A focused host reports where its focus is — the start of the cursor's row in a list, the
/// cursor's cell in a grid — to the canvas it draws on, in that canvas's coordinates; an
/// application in accessible mode leaves the terminal's cursor there.
@MainActor
@Suite struct FocusReportTests {
    private func tableRig() -> TableRig {
        let rig = TableRig(width: 20, height: 6)
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(letters(26))
        return rig
    }

    @Test func aTableReportsTheStartOfTheCursorRowAfterEachKey() {
        let rig = tableRig()
        rig.draw()
        #expect(rig.buffer.reportedFocus == Point(x: 0, y: 0))
        #expect(rig.host.focusRect == Rect(x: 0, y: 0, width: 19, height: 1))
        for row in 1...5 {
            rig.press(.down)
            #expect(rig.buffer.reportedFocus == Point(x: 0, y: row))
            #expect(rig.highlightedRows == [row])
        }
        // Past the bottom the list scrolls; the cursor's row stays the last one.
        rig.press(.down, times: 3)
        #expect(rig.host.cursor == itemPath(8))
        #expect(rig.buffer.reportedFocus == Point(x: 0, y: 5))
        #expect(rig.buffer.line(5).hasPrefix("  i "))
        rig.press(.up, times: 2)
        #expect(rig.buffer.reportedFocus == Point(x: 0, y: 3))
        #expect(rig.buffer.line(3).hasPrefix("  g "))
    }

    @Test func aTableDrawnInAChildCanvasReportsInTheParentsCoordinates() {
        let rig = tableRig()
        let host = rig.host
        let screen = ScreenDriver(
            width: 30, height: 10,
            draw: { host.draw(in: $0.child(in: Rect(x: 4, y: 2, width: 20, height: 6))) },
            handle: { host.handle($0) })
        #expect(screen.buffer.reportedFocus == Point(x: 4, y: 2))
        screen.press(.down, times: 2)
        #expect(screen.buffer.reportedFocus == Point(x: 4, y: 4))
    }

    @Test func anUnfocusedHostReportsNothingAndACursorOutOfViewReportsTheHostsCorner() {
        let rig = tableRig()
        rig.host.isFocused = false
        rig.draw()
        #expect(rig.buffer.reportedFocus == nil)
        rig.host.isFocused = true
        rig.host.scroll(toContentOffset: 10)
        rig.draw()
        #expect(rig.host.cursor == itemPath(0))
        #expect(rig.host.focusRect == nil)
        #expect(rig.buffer.reportedFocus == Point(x: 0, y: 0))
    }

    @Test func anEmptyFocusedTableReportsItsCorner() {
        let rig = TableRig(width: 20, height: 6)
        rig.manager.register(TextRowCell.self)
        let screen = ScreenBuffer(width: 30, height: 10)
        rig.host.draw(in: screen.child(in: Rect(x: 3, y: 1, width: 20, height: 6)))
        #expect(rig.host.focusRect == nil)
        #expect(screen.reportedFocus == Point(x: 3, y: 1))
    }

    @Test func aGridReportsTheCursorsCellAcrossRowsAndSections() {
        // Headers on rows 0 and 4; three 3-column items a row, one column apart.
        let rig = GridRig(width: 11, height: 8)
        rig.manager.register(LetterCell.self)
        rig.storage.setItems(letters(7), forSection: 0)
        rig.storage.setItems(letters(2, from: "p"), forSection: 1)
        rig.storage.setSectionHeaderModels(["One", "Two"])
        rig.draw()
        #expect(rig.buffer.reportedFocus == Point(x: 0, y: 1))
        rig.press(.right)
        #expect(rig.buffer.reportedFocus == Point(x: 4, y: 1))
        #expect(rig.host.focusRect == Rect(x: 4, y: 1, width: 3, height: 1))
        rig.press(.right)
        #expect(rig.buffer.reportedFocus == Point(x: 8, y: 1))
        rig.press(.down)
        #expect(rig.host.cursor == itemPath(5))
        #expect(rig.buffer.reportedFocus == Point(x: 8, y: 2))
        #expect(rig.isHighlighted(x: 9, y: 2))
        rig.press(.down, times: 2)
        #expect(rig.host.cursor == itemPath(1, 1))
        let focus = rig.buffer.reportedFocus
        #expect(focus.map { rig.isHighlighted(x: $0.x + 1, y: $0.y) } == true)
        #expect(focus?.y == 5)
    }

    @Test func theLastReportOfAFrameWinsAndClearForgetsIt() {
        let buffer = ScreenBuffer(width: 10, height: 3)
        buffer.reportFocus(at: Point(x: 2, y: 1))
        buffer.child(in: Rect(x: 5, y: 1, width: 5, height: 2)).reportFocus(at: Point(x: 1, y: 1))
        #expect(buffer.reportedFocus == Point(x: 6, y: 2))
        // Outside the child's rectangle: not reported.
        buffer.child(in: Rect(x: 5, y: 1, width: 5, height: 2)).reportFocus(at: Point(x: 6, y: 0))
        buffer.reportFocus(at: Point(x: 10, y: 0))
        #expect(buffer.reportedFocus == Point(x: 6, y: 2))
        buffer.clear()
        #expect(buffer.reportedFocus == nil)
    }
}
