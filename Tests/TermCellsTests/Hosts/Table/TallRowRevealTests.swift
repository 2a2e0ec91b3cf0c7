import Testing

@testable import TermCells

/// A row never shown before is laid out at the estimate (one line) until it is drawn and
/// measured. Scrolled to from above (End, Page Down, `scrollToItem`), it is shown whole, its
/// last line on the host's last line, as `UITableView.scrollToRow(at:at:.bottom)` after
/// layout; a row taller than the host shows its top.
@MainActor
@Suite struct TallRowRevealTests {
    typealias Row = RowsBackInTheSameFrameTests.Row
    typealias RowCell = RowsBackInTheSameFrameTests.RowCell

    /// A 12-column, 6-line table of `count` rows, row i `heights(i)` lines tall, drawn once.
    private func rig(count: Int, heights: (Int) -> Int) -> TableRig {
        let rig = TableRig(width: 12, height: 6)
        rig.manager.register(RowCell.self)
        rig.host.showsScrollIndicator = false
        rig.storage.setItems((0..<count).map { Row($0, height: heights($0)) })
        rig.draw()
        return rig
    }

    /// The lines of a 12-column screen without an indicator.
    private func screen(_ texts: String...) -> [String] { texts.map { padded($0, 12) } }

    @Test func endShowsATallLastRowWhole() {
        let rig = rig(count: 12) { $0 == 11 ? 4 : 1 }

        let lines = rig.press(.end)

        #expect(lines == screen("  row 9", "  row 10", "  row 11", "", "", ""), "\(lines)")
        #expect(rig.highlightedRows == [2, 3, 4, 5])
        #expect(rig.host.contentOffset == rig.host.maximumContentOffset)
        #expect(rig.host.contentOffset == 9)
    }

    /// Every row taller than its estimate: the rows above the last, measured as the frame
    /// draws them, push it down no more.
    @Test func endShowsTheLastRowsWholeWhenEveryRowIsTall() {
        let rig = rig(count: 20) { _ in 3 }

        let lines = rig.press(.end)

        #expect(lines == screen("  row 18", "", "", "  row 19", "", ""), "\(lines)")
        #expect(rig.highlightedRows == [3, 4, 5])
        #expect(rig.host.contentOffset == rig.host.maximumContentOffset)
        #expect(rig.press(.end) == lines)
    }

    /// A last row taller than the host shows its top, not its bottom.
    @Test func endShowsTheTopOfALastRowTallerThanTheHost() {
        let rig = rig(count: 12) { $0 == 11 ? 8 : 1 }

        let lines = rig.press(.end)

        #expect(lines == screen("  row 11", "", "", "", "", ""), "\(lines)")
        #expect(rig.host.contentOffset == 11)
    }

    @Test func pageDownReachingTheEndShowsATallLastRowWhole() {
        let rig = rig(count: 12) { $0 == 11 ? 4 : 1 }

        var lines = rig.press(.pageDown)
        var presses = 1
        while rig.host.cursor != itemPath(11) && presses < 5 {
            lines = rig.press(.pageDown)
            presses += 1
        }

        #expect(lines == screen("  row 9", "  row 10", "  row 11", "", "", ""), "\(lines)")
        #expect(rig.highlightedRows == [2, 3, 4, 5])
    }

    /// `scrollToItem` of a tall row below the screen: its last line on the host's last line.
    @Test func scrollingToATallRowBelowShowsItWholeAtTheBottom() {
        let rig = rig(count: 30) { $0 == 15 ? 4 : 1 }

        rig.host.scrollToItem(itemPath(15))
        let lines = rig.draw()

        #expect(lines == screen("  row 13", "  row 14", "  row 15", "", "", ""), "\(lines)")
        #expect(rig.host.contentOffset == 13)
    }

    /// Moving down onto a tall row never shown scrolls it in whole.
    @Test func downOntoATallRowShowsItWhole() {
        let rig = rig(count: 30) { $0 == 6 ? 3 : 1 }

        let lines = rig.press(.down, times: 6)

        #expect(lines == screen("  row 3", "  row 4", "  row 5", "  row 6", "", ""), "\(lines)")
        #expect(rig.highlightedRows == [3, 4, 5])
    }
}
