import Testing

@testable import TermCells

/// A row replaced while off screen by a model of another height is laid out with the
/// estimate, not with the height its old model measured: scrolled to, it is placed, and the
/// rows and scroll indicator around it are drawn, as for its new model.
@MainActor
@Suite struct UpdatedRowHeightTests {
    /// Rows whose height comes with their model (`RowsBackInTheSameFrameTests`' rows and
    /// cells): a replaced row gets a new model of another height.
    typealias Row = RowsBackInTheSameFrameTests.Row
    typealias RowCell = RowsBackInTheSameFrameTests.RowCell

    /// The lines of a 12-column screen: `texts` beside the indicator's column `indicator`.
    private func screen(_ texts: [String], indicator: String) -> [String] {
        zip(texts, indicator).map { scrolled($0, 12, $1) }
    }

    /// Twelve rows on a 6-line screen, row 10 three lines tall and measured so (the screen
    /// went to the end and back to the top).
    private func rigWithRowTenMeasuredTall() -> TableRig {
        let rig = TableRig(width: 12, height: 6)
        rig.manager.register(RowCell.self)
        rig.storage.setItems((0..<12).map { Row($0, height: $0 == 10 ? 3 : 1) })
        rig.draw()
        rig.press(.end)
        rig.press(.home)
        return rig
    }

    @Test func aRowReplacedOffScreenIsScrolledToAtItsNewHeight() {
        let rig = rigWithRowTenMeasuredTall()
        #expect(rig.host.layout.contentSize.height == 14)

        rig.storage.replaceItem(at: itemPath(10), with: Row(10, height: 1))
        rig.draw()
        #expect(rig.host.layout.contentSize.height == 12)
        let lines = rig.press(.end)

        #expect(
            lines == screen(["  row 6", "  row 7", "  row 8", "  row 9", "  row 10", "  row 11"], indicator: "│││┃┃┃"),
            "\(lines)")
        #expect(rig.highlightedRows == [5])
    }

    /// Row 4 measured three lines tall, then replaced by a one-line model while the screen
    /// shows the end: the same rows stay on screen, and the indicator is that of 30 lines —
    /// the screen of a host that never saw the tall model.
    @Test func aRowReplacedAboveTheScreenLeavesTheIndicatorOfTheNewHeights() {
        let rig = TableRig(width: 12, height: 6)
        rig.manager.register(RowCell.self)
        rig.storage.setItems((0..<30).map { Row($0, height: $0 == 4 ? 3 : 1) })
        rig.draw()
        rig.press(.end)
        #expect(rig.host.layout.contentSize.height == 32)

        rig.storage.replaceItem(at: itemPath(4), with: Row(4, height: 1))
        let lines = rig.draw()

        let fresh = TableRig(width: 12, height: 6)
        fresh.manager.register(RowCell.self)
        fresh.storage.setItems((0..<30).map { Row($0, height: 1) })
        fresh.draw()
        #expect(lines == fresh.press(.end), "\(lines)")
        #expect(
            lines
                == screen(
                    ["  row 24", "  row 25", "  row 26", "  row 27", "  row 28", "  row 29"], indicator: "│││││┃"),
            "\(lines)")
        #expect(rig.host.layout.contentSize.height == 30)
    }

    /// A tall row at the bottom of the screen updated to a model of the same height: the
    /// screen stays as it was (the row is measured again before the frame, nothing jumps),
    /// following the tail or not.
    @Test(arguments: [false, true])
    func aRowUpdatedOnScreenAtTheBottomKeepsTheScreen(followingTail: Bool) {
        let rig = rigWithRowTenMeasuredTall()
        rig.host.followsTail = followingTail
        rig.storage.replaceItem(at: itemPath(11), with: Row(11, height: 2))
        rig.press(.end)
        rig.host.scroll(toContentOffset: rig.host.maximumContentOffset)
        let before = rig.draw()
        #expect(
            before == screen(["  row 9", "  row 10", "", "", "  row 11", ""], indicator: "││││┃┃"), "\(before)")

        rig.storage.replaceItem(at: itemPath(11), with: Row(11, height: 2))
        let after = rig.draw()

        #expect(after == before, "\(after)")
        #expect(rig.host.layout.contentSize.height == 15)
        #expect(rig.highlightedRows == [4, 5])
    }
}
