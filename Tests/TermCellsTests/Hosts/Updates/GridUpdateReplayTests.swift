import Testing

@testable import TermCells

/// Storage updates are replayed onto the grid, not reloaded: the cursor, the selection and
/// the top row stay on their items, and only changed items are dequeued again.
@MainActor @Suite struct GridUpdateReplayTests {
    /// "a"…"x" in 3 columns (width 11), 3 rows visible.
    private func makeRig() -> GridRig {
        let rig = GridRig(width: 11, height: 3)
        rig.manager.register(LetterCell.self)
        rig.storage.setItems(letters(24))
        rig.draw()
        return rig
    }

    @Test func insertingAboveKeepsTheTopRowTheCursorAndTheSelectionOnTheirItems() {
        let rig = makeRig()
        rig.press(.down, times: 4)
        rig.press(.enter)
        #expect(rig.host.cursor == itemPath(12))
        #expect(rig.draw() == [" g   h   i ", " j   k   l ", " m   n   o "])
        rig.storage.insertItems(["1", "2", "3"], to: [itemPath(0), itemPath(1), itemPath(2)])
        #expect(rig.draw() == [" g   h   i ", " j   k   l ", " m   n   o "])
        #expect(rig.host.cursor == itemPath(15))
        #expect(rig.host.selectedIndexPaths == [itemPath(15)])
    }

    @Test func deletingAndMovingKeepTheCursorOnItsItemAndRedequeueOnlyWhatChanged() {
        let rig = makeRig()
        rig.press(.right, times: 4)
        #expect(rig.host.cursor == itemPath(4))
        let viewOfE = rig.host.displayedViews[.item(itemPath(4))]
        rig.storage.removeItems(["b"])
        #expect(rig.draw() == [" a   c   d ", " e   f   g ", " h   i   j "])
        #expect(rig.host.cursor == itemPath(3))
        #expect(rig.host.displayedViews[.item(itemPath(3))] === viewOfE)
        rig.storage.moveItem(at: itemPath(3), to: itemPath(0))
        #expect(rig.draw() == [" e   a   c ", " d   f   g ", " h   i   j "])
        #expect(rig.host.cursor == itemPath(0))
        #expect(rig.isHighlighted(x: 1, y: 0))
    }

    @Test func deletingTheCursorsItemPutsTheCursorOnTheItemNowInItsPlace() {
        let rig = makeRig()
        rig.press(.right)
        rig.storage.removeItems(["b"])
        rig.draw()
        #expect(rig.host.cursor == itemPath(1))
        #expect(rig.isHighlighted(x: 5, y: 0))
    }

    @Test func aMillionTileGridReplaysInsertDeleteAndMoveInTheMiddle() {
        let rig = GridRig(width: 11, height: 3)
        rig.manager.register(GridCell.self, for: Int.self) { cell, number, _ in cell.text = "\(number % 100)" }
        rig.storage.setItems(Array(0..<1_000_000))
        rig.draw()
        rig.host.moveCursor(to: itemPath(500_001))
        rig.press(.enter)
        let top = rig.host.contentOffset
        rig.storage.insertItem(-1, to: itemPath(500_000))
        rig.storage.removeItems(at: [itemPath(250_000)])
        rig.storage.moveItem(at: itemPath(900_000), to: itemPath(10))
        rig.draw()
        #expect(rig.host.cursor == itemPath(500_002))
        #expect(rig.host.selectedIndexPaths == [itemPath(500_002)])
        #expect(rig.host.layout.itemCount(inSection: 0) == 1_000_000)
        // Items moved by one place around the top row: the view follows them (a row at most),
        // it does not jump.
        #expect((top - 1...top + 1).contains(rig.host.contentOffset))
    }
}
