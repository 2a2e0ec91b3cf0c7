import Testing

@_spi(Benchmarks) @testable import TermCells

/// A frame parks the views of elements its estimates place out of the viewport; measuring
/// the rows it then shows can bring one of them back (rows above measured shorter than they
/// were). Such an element keeps its view: no didEndDisplaying, no willDisplay, no second
/// dequeue, no second anomaly (the misuse fuzz's seed 0xe7a517521c2c7ba1).
@MainActor
@Suite struct RowsBackInTheSameFrameTests {
    /// A row whose height the test changes behind the host's back, as a model whose text
    /// wraps differently would.
    final class Row {
        let number: Int
        var height: Int

        init(_ number: Int, height: Int) {
            self.number = number
            self.height = height
        }
    }

    final class RowCell: TableCell, ModelTransfer {
        private var height = 1
        func update(with model: Row) {
            text = "row \(model.number)"
            height = model.height
        }
        override var preferredHeight: Int { height }
    }

    /// Rows 2 tall, the screen 4 lines: rows 2 and 3 on screen; then rows 0 and 1 become 1
    /// tall and the host scrolls up 2 lines. Its estimates put row 3 below the viewport, but
    /// row 1 measures 1 row and row 3 comes back on the screen's last line.
    private func scrollUpOverShrunkRows(_ rig: TableRig, rows: [Row], models: [Any]) {
        rig.storage.setItems(models)
        rig.host.showsScrollIndicator = false
        rig.draw()
        rig.host.scroll(toContentOffset: 4)
        rig.draw()
        rows[0].height = 1
        rows[1].height = 1
        rig.host.scroll(toContentOffset: 2)
    }

    /// What the rows' display events said, in order.
    final class EventLog {
        var lines: [String] = []
    }

    /// A 4-line table of `RowCell`s whose display events go to the returned log.
    private func loggingRig(width: Int) -> (TableRig, EventLog) {
        let rig = TableRig(width: width, height: 4)
        let log = EventLog()
        rig.manager.register(RowCell.self) { mapping in
            mapping.willDisplay { _, model, _ in log.lines.append("willDisplay \(model.number)") }
            mapping.didEndDisplaying { _, model, _ in log.lines.append("didEndDisplaying \(model.number)") }
        }
        return (rig, log)
    }

    @Test func aRowMeasuringBringsBackKeepsItsViewAndHearsNothing() {
        let (rig, log) = loggingRig(width: 12)
        let rows = (0..<10).map { Row($0, height: 2) }
        scrollUpOverShrunkRows(rig, rows: rows, models: rows)
        #expect(Set(rig.host.displayedViews.keys) == [.item(itemPath(2)), .item(itemPath(3))])
        let rowThreeView = rig.host.displayedViews[.item(itemPath(3))]
        let created = rig.host.reuseQueues.createdCount
        log.lines.removeAll()

        let lines = rig.draw()

        #expect(lines == ["  row 1     ", "  row 2     ", "            ", "  row 3     "])
        #expect(log.lines == ["willDisplay 1"])
        #expect(Set(rig.host.displayedViews.keys) == [.item(itemPath(1)), .item(itemPath(2)), .item(itemPath(3))])
        #expect(rig.host.displayedViews[.item(itemPath(3))] === rowThreeView)
        // Row 3's view could not be lent to row 1 (measuring row 1 could bring row 3 back,
        // and did): row 1 has a view of its own.
        #expect(rig.host.reuseQueues.createdCount == created + 1)
        #expect(rig.host.reuseQueues.parkedCount(kind: .cell, identifier: "RowCell") == 0)
    }

    /// Held views are lent only while their frame is drawn: after it, the reuse queues (public,
    /// a user may dequeue from them) hold no lender, and so nothing that refers to the host.
    @Test func afterTheFrameTheReuseQueuesLendNothing() {
        let (rig, _) = loggingRig(width: 12)
        let rows = (0..<10).map { Row($0, height: 2) }
        scrollUpOverShrunkRows(rig, rows: rows, models: rows)
        rig.draw()
        #expect(rig.host.reuseQueues.lender == nil)
        let onScreen = rig.host.displayedViews.values.map(ObjectIdentifier.init)
        if let dequeued = rig.host.reuseQueues.dequeue(kind: .cell, identifier: "RowCell") {
            #expect(!onScreen.contains(ObjectIdentifier(dequeued)))
        }
    }

    /// A host that held views in a frame is released with its manager: its lender does not
    /// keep it alive.
    @Test func aHostThatHeldViewsIsReleased() {
        weak var released: TableHost?
        do {
            let (rig, _) = loggingRig(width: 12)
            let rows = (0..<10).map { Row($0, height: 2) }
            scrollUpOverShrunkRows(rig, rows: rows, models: rows)
            rig.draw()
            released = rig.host
        }
        #expect(released == nil)
    }

    @Test func aPlaceholderBroughtBackReportsItsAnomalyOnce() {
        let (rig, log) = loggingRig(width: 40)
        let rows = (0..<10).map { Row($0, height: 2) }
        var models: [Any] = rows
        models[3] = "orphan"
        scrollUpOverShrunkRows(rig, rows: rows, models: models)
        #expect(
            rig.reported.map(\.description) == [
                "no cell mapping for model of type String at [0, 3]; register a view for it"
            ])
        let placeholder = rig.host.displayedViews[.item(itemPath(3))]
        #expect(placeholder is PlaceholderView)
        log.lines.removeAll()

        let lines = rig.draw()

        #expect(lines[0] == padded("  row 1", 40))
        #expect(lines[1] == padded("  row 2", 40))
        #expect(lines[3].hasPrefix("⚠ no cell mapping for String"), "\(lines)")
        #expect(rig.host.displayedViews[.item(itemPath(3))] === placeholder)
        #expect(rig.reported.count == 1, "\(rig.reported.map(\.description))")
        // Row 4, below row 3 after the first two draws, leaves at the frame's end.
        #expect(log.lines == ["willDisplay 1", "didEndDisplaying 4"])
    }
}
