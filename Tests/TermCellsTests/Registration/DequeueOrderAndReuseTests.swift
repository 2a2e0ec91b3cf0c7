import Testing

@_spi(Benchmarks) @testable import TermCells

@MainActor
private final class CallLog {
    var entries: [String] = []
}

/// Records every step of its configuration into the log its handler gives it.
private final class LoggingCell: TableCell, ModelTransfer {
    var log: CallLog?

    override func prepareForReuse() {
        log?.entries.append("prepareForReuse \(text)")
        super.prepareForReuse()
    }

    func update(with model: String) {
        log?.entries.append("update \(model)")
        text = model
    }
}

private final class ReuseCell: TableCell, ModelTransfer {
    func update(with model: Int) { text = "row \(model)" }
}

@MainActor
@Suite struct DequeueOrderAndReuseTests {
    private func makeLoggingRig(height: Int) -> (TableRig, CallLog) {
        let rig = TableRig(width: 10, height: height)
        let log = CallLog()
        rig.manager.register(LoggingCell.self) { mapping in
            mapping.configure { cell, model, indexPath in
                log.entries.append("configure \(model) \(indexPath) text=\(cell.text)")
            }
        } handler: { cell, model, indexPath in
            cell.log = log
            log.entries.append("handler \(model) \(indexPath) text=\(cell.text)")
        }
        return (rig, log)
    }

    @Test func newViewIsConfiguredHandlerThenUpdateThenConfigure() {
        let (rig, log) = makeLoggingRig(height: 2)
        rig.storage.setItems(["a", "b"])
        #expect(rig.draw() == [padded("  a", 10), padded("  b", 10)])

        #expect(
            log.entries == [
                "handler a [0, 0] text=", "update a", "configure a [0, 0] text=a",
                "handler b [0, 1] text=", "update b", "configure b [0, 1] text=b",
            ])
    }

    @Test func reusedViewIsPreparedBeforeHandlerUpdateAndConfigure() {
        let (rig, log) = makeLoggingRig(height: 2)
        rig.storage.setItems(["a", "b"])
        rig.draw()
        let viewOfA = rig.host.displayedViews[.item(itemPath(0))]
        log.entries.removeAll()

        rig.storage.replaceItem("a", with: "z")
        #expect(rig.draw() == [padded("  z", 10), padded("  b", 10)])

        #expect(
            log.entries == ["prepareForReuse a", "handler z [0, 0] text=", "update z", "configure z [0, 0] text=z"])
        #expect(rig.host.displayedViews[.item(itemPath(0))] === viewOfA)
        #expect(rig.host.reuseQueues.createdCount == 2)
        #expect(rig.host.reuseQueues.reusedCount == 1)
    }

    @Test func scrollingTenThousandRowsReusesViews() {
        let rig = TableRig(width: 20, height: 20)
        rig.manager.register(ReuseCell.self)
        rig.storage.setItems(Array(0..<10_020))
        rig.draw()

        for _ in 0..<10_000 {
            rig.host.handle(.key(KeyEvent(.down)))
            rig.draw()
        }

        #expect(rig.host.cursor == itemPath(10_000))
        #expect(rig.buffer.line(19).hasPrefix(padded("  row 10000", 19)))
        #expect(rig.highlightedRows == [19])
        let visibleRows = 20
        #expect(rig.host.displayedViews.count == visibleRows)
        #expect(rig.host.reuseQueues.createdCount <= visibleRows + 2)
        #expect((rig.host.reuseQueues.createdByIdentifier["ReuseCell"] ?? 0) <= visibleRows + 2)
        #expect(rig.host.reuseQueues.createdByIdentifier.keys.sorted() == ["ReuseCell"])
        #expect(rig.host.reuseQueues.reusedCount > 9_900)
        #expect(rig.reported.isEmpty)
    }
}
