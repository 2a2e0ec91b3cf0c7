import TermCellsTesting
import Testing

@testable import TermCells

private struct Job: Identifiable, Equatable {
    let id: Int
}

@MainActor
@Suite struct KeepCursorInViewTests {
    /// 30 jobs in one section, the cursor on job 1, then job 1 moves to the end.
    private func moveTheCursorsJobToTheEnd(keepingItInView: Bool) -> (TableManager, ScreenBuffer) {
        let manager = TableManager()
        manager.register(TableCell.self, for: Job.self) { cell, job, _ in cell.text = "job \(job.id)" }
        manager.host.keepsCursorInView = keepingItInView
        var snapshot = StorageSnapshot<Int>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<30).map { Job(id: $0) })
        manager.memoryStorage.apply(snapshot)
        let screen = ScreenDriver(manager, width: 12, height: 4)
        manager.host.moveCursor(to: IndexPath(item: 1, section: 0))
        var moved = StorageSnapshot<Int>()
        moved.appendSections([0])
        moved.appendItems(([0] + Array(2..<30) + [1]).map { Job(id: $0) })
        manager.memoryStorage.apply(moved)
        screen.redraw()
        return (manager, screen.buffer)
    }

    @Test func byDefaultTheTopRowStaysAndTheMovedItemLeavesTheScreen() {
        let (manager, buffer) = moveTheCursorsJobToTheEnd(keepingItInView: false)
        #expect(manager.host.cursor == IndexPath(item: 29, section: 0))
        #expect(buffer.lines.map { String($0.prefix(8)) } == ["  job 0 ", "  job 2 ", "  job 3 ", "  job 4 "])
    }

    @Test func keepsCursorInViewScrollsToTheMovedItem() {
        let (manager, buffer) = moveTheCursorsJobToTheEnd(keepingItInView: true)
        #expect(manager.host.cursor == IndexPath(item: 29, section: 0))
        #expect(buffer.lines.map { String($0.prefix(8)) } == ["  job 27", "  job 28", "  job 29", "  job 1 "])
        #expect(buffer.style(at: Point(x: 0, y: 3))?.background != .default)
    }
}
