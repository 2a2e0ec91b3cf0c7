import Foundation
import TermCells
import Testing

/// A file that imports Foundation beside TermCells, as every UIKit-era file does: `IndexPath`
/// must name one type (this file did not compile when TermCells had its own).
@MainActor
@Suite struct FoundationIndexPathTests {
    private func label(_ indexPath: IndexPath) -> String { "\(indexPath.section)/\(indexPath.item)" }

    @Test func indexPathIsFoundationsWithUIKitsAccessors() {
        let path: Foundation.IndexPath = IndexPath(item: 2, section: 1)
        #expect(label(path) == "1/2")
        #expect(path == [1, 2])
        #expect(path.description == "[1, 2]")
        #expect(IndexPath(row: 3, section: 0).row == 3)
        #expect(IndexPath(item: 9, section: 0) < IndexPath(item: 0, section: 1))
        var moved = path
        moved.item = 5
        moved.section = 4
        #expect(moved == IndexPath(item: 5, section: 4))
    }

    @Test func pathsWithoutTwoIndexesAreOutOfRangeNotTraps() {
        let manager = TableManager()
        manager.memoryStorage.setItems(["a", "b"])
        let shortPaths: [IndexPath] = [[], [0]]
        for path in shortPaths {
            manager.host.moveCursor(to: path)
            #expect(manager.memoryStorage.item(at: path) == nil)
        }
        #expect(
            manager.anomalyHandler.reported.map(\.description) == [
                "moveCursor: index path [] is out of range",
                "moveCursor: index path [0] is out of range",
            ])
    }
}
