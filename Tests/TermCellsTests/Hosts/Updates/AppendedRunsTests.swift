import Testing

@testable import TermCells

/// A batch of items appended one by one (a feed's drain) reaches a host as a run of
/// `insertItem` changes at consecutive indexes; the host replays the run as one ranged insert,
/// with the same screen, cursor and selection as the changes one at a time.
@MainActor @Suite struct AppendedRunsTests {
    @Test func consecutiveInsertsBecomeOneRangePerRun() {
        let update = StorageUpdate(changes: [
            .insertItem(itemPath(5, 0)), .insertItem(itemPath(6, 0)), .insertItem(itemPath(7, 0)),
            .deleteItem(itemPath(0, 0)), .insertItem(itemPath(2, 0)), .insertItem(itemPath(3, 1)),
            .insertItem(itemPath(4, 1)), .insertItem(itemPath(4, 1)),
        ])
        #expect(
            update.consecutiveInsertsJoined == [
                .insertItems(5..<8, inSection: 0), .deleteItem(itemPath(0, 0)), .insertItem(itemPath(2, 0)),
                .insertItems(3..<5, inSection: 1), .insertItem(itemPath(4, 1)),
            ])
        let single = StorageUpdate(changes: [.insertItem(itemPath(1, 0))])
        #expect(single.consecutiveInsertsJoined == single.changes)
    }

    func makeRig() -> TableRig {
        let rig = TableRig(width: 8, height: 3)
        rig.manager.register(TableCell.self, for: String.self) { cell, model, _ in cell.text = model }
        return rig
    }

    @Test func aBatchAppendedWhileFollowingTheTailShowsItsLastRows() {
        let rig = makeRig()
        rig.host.followsTail = true
        rig.storage.setItems(["1", "2"])
        rig.draw()
        rig.press(.end)
        rig.storage.addItems((3...1000).map(String.init))
        #expect(rig.draw().map { String($0.prefix(6)) } == ["  998 ", "  999 ", "  1000"])
        #expect(rig.host.cursor == IndexPath(item: 999, section: 0))
        #expect(rig.highlightedRows == [2])
    }

    @Test func aBatchInsertedAboveTheScreenKeepsTheRowsAndTheSelectionInPlace() {
        let rig = makeRig()
        rig.storage.setItems(["a", "b", "c", "d", "e"])
        rig.draw()
        rig.press(.down, times: 3)
        rig.press(.enter)
        let before = rig.draw().map { String($0.prefix(3)) }
        #expect(before == ["  b", "  c", "✓ d"])
        rig.storage.insertItems((1...50).map { "n\($0)" }, at: IndexPath(item: 1, section: 0))
        #expect(rig.draw().map { String($0.prefix(3)) } == before)
        #expect(rig.host.cursor == IndexPath(item: 53, section: 0))
        #expect(rig.host.selectedIndexPaths == [IndexPath(item: 53, section: 0)])
    }
}
