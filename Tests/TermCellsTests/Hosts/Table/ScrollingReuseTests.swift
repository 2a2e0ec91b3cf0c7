import Testing

@_spi(Benchmarks) @testable import TermCells

/// Scrolling after the first screen creates no views: every row that scrolls in reuses the
/// view of one that scrolled out (issue 8's "views created while scrolling 100,000 rows").
@MainActor
@Suite struct ScrollingReuseTests {
    final class NumberCell: TableCell, ModelTransfer {
        func update(with model: Int) { text = "row \(model)" }
    }

    /// Scrolls to the last row: one row at a time for `singleSteps` steps, then a page at a
    /// time; returns how many steps it took.
    func scroll(_ rig: TableRig, singleSteps: Int) -> Int {
        var steps = 0
        for _ in 0..<singleSteps {
            rig.host.handle(.key(KeyEvent(.down)))
            rig.draw()
            steps += 1
        }
        var previous: IndexPath?
        while rig.host.cursor != previous {
            previous = rig.host.cursor
            rig.host.handle(.key(KeyEvent(.pageDown)))
            rig.draw()
            steps += 1
        }
        return steps
    }

    @Test func aHundredThousandRowsAfterTheFirstScreenCreateNoViews() {
        let rig = TableRig(width: 20, height: 20)
        rig.manager.register(NumberCell.self)
        rig.storage.setItems(Array(0..<100_000))
        rig.draw()
        let firstScreen = rig.host.reuseQueues.createdCount
        #expect(firstScreen == 20)
        _ = scroll(rig, singleSteps: 1_000)
        #expect(rig.host.cursor == IndexPath(item: 99_999, section: 0))
        #expect(rig.buffer.line(19).hasPrefix("  row 99999"))
        #expect(rig.host.reuseQueues.createdCount == firstScreen)
        #expect(rig.host.reuseQueues.reusedCount >= 99_980)
    }

    @Test func sectionsCreateOneViewPerKindTheFirstScreenLackedAndNoneAfter() {
        let rig = TableRig(width: 20, height: 20)
        rig.manager.register(NumberCell.self)
        let sections = 500
        rig.storage.setSectionHeaderModels((0..<sections).map { "Section \($0)" })
        rig.storage.setSectionFooterModels((0..<sections).map { "end \($0)" })
        rig.storage.setItemsForAllSections(
            (0..<sections).map { section in Array((section * 200)..<((section + 1) * 200)) })
        rig.draw()
        let firstScreen = rig.host.reuseQueues.createdCount
        // Past the first section's end: its footer and the next header share the screen with
        // the sticky header, so up to two more supplementary views exist once.
        for _ in 0..<230 {
            rig.host.handle(.key(KeyEvent(.down)))
            rig.draw()
        }
        let afterFirstBoundary = rig.host.reuseQueues.createdCount
        #expect(afterFirstBoundary - firstScreen <= 2)
        _ = scroll(rig, singleSteps: 1_000)
        #expect(rig.host.cursor == IndexPath(item: 199, section: sections - 1))
        #expect(rig.host.reuseQueues.createdCount == afterFirstBoundary)
    }
}
