import Testing

@testable import TermCells

/// A host that follows the tail keeps following when a frame appends many rows taller than
/// their estimates (a chat streaming short messages fast: each row a role line and a text
/// line): the frame ends with the content's end on its last line, and the next update finds
/// it still following. It stopped once the rows a frame brought in outgrew its two passes.
@MainActor
@Suite struct FollowingTallAppendsTests {
    typealias Row = RowsBackInTheSameFrameTests.Row
    typealias RowCell = RowsBackInTheSameFrameTests.RowCell

    @Test(arguments: [(10, 3), (50, 2), (150, 3)])
    func aFrameOfManyTallAppendedRowsEndsAtTheEnd(perFrame: Int, height: Int) {
        let rig = TableRig(width: 30, height: 18)
        rig.manager.register(RowCell.self)
        rig.host.followsTail = true
        rig.draw()
        var number = 0
        for frame in 0..<10 {
            // The message being written becomes whole, the next ones follow: one update each.
            for _ in 0..<perFrame {
                if number > 0 {
                    rig.storage.replaceItem(
                        at: IndexPath(item: number - 1, section: 0), with: Row(number - 1, height: height))
                }
                rig.storage.addItem(Row(number, height: height))
                number += 1
            }
            let lines = rig.draw()
            #expect(rig.host.isFollowingTail, "frame \(frame): offset \(rig.host.contentOffset)")
            #expect(rig.host.contentOffset == rig.host.maximumContentOffset, "frame \(frame)")
            // The newest row, whole, on the last lines.
            #expect(lines[18 - height].hasPrefix("  row \(number - 1) "), "frame \(frame): \(lines)")
            #expect(rig.host.newItemsBelowCount == 0, "frame \(frame)")
        }
    }
}
