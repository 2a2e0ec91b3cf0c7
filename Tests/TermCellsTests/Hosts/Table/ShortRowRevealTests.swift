import Testing

@_spi(Benchmarks) @testable import TermCells

/// Rows estimated taller than they are (`estimatedItemHeight` 2 or 3, rows of one line)
/// revealed at the bottom (End, Page Down, `scrollToItem`): the frame first measures from the
/// item up (`LayoutHost+Revealing.swift`). The item's last line lands on the host's last
/// line; every row measured before the frame is drawn in it (none dequeued for nothing); a
/// row that stays on screen keeps its view and hears nothing; rows scrolled off lend their
/// views, farthest first, so no view is made.
@MainActor
@Suite struct ShortRowRevealTests {
    /// What the rows' display events and dequeues said, in order.
    final class Log {
        var events: [String] = []
        /// The rows whose cells were configured (dequeued from the data source).
        var dequeued: [Int] = []
    }

    /// A row of ``RowsBackInTheSameFrameTests`` and the log its cell writes its dequeue to.
    struct Row {
        var row: RowsBackInTheSameFrameTests.Row
        var log: Log
        var number: Int { row.number }
    }

    final class RowCell: TableCell, ModelTransfer {
        private var height = 1
        func update(with model: Row) {
            text = "row \(model.number)"
            height = model.row.height
            model.log.dequeued.append(model.number)
        }
        override var preferredHeight: Int { height }
    }

    /// A 12-column, 6-line table of `count` rows, row i `heights(i)` lines tall, estimated
    /// `estimate` lines, drawn once; the log starts empty after that draw.
    private func rig(count: Int, estimate: Int, heights: (Int) -> Int = { _ in 1 }) -> (TableRig, Log) {
        let rig = TableRig(width: 12, height: 6)
        let log = Log()
        rig.manager.register(RowCell.self) { mapping in
            mapping.willDisplay { _, model, _ in log.events.append("willDisplay \(model.number)") }
            mapping.didEndDisplaying { _, model, _ in log.events.append("didEndDisplaying \(model.number)") }
        }
        rig.host.showsScrollIndicator = false
        rig.host.estimatedItemHeight = estimate
        rig.storage.setItems(
            (0..<count).map { Row(row: RowsBackInTheSameFrameTests.Row($0, height: heights($0)), log: log) })
        rig.draw()
        log.events.removeAll()
        log.dequeued.removeAll()
        return (rig, log)
    }

    private func screen(_ rows: ClosedRange<Int>) -> [String] { rows.map { padded("  row \($0)", 12) } }

    private func ended(_ rows: ClosedRange<Int>) -> [String] { rows.map { "didEndDisplaying \($0)" } }

    private func displayed(_ rows: ClosedRange<Int>) -> [String] { rows.map { "willDisplay \($0)" } }

    /// Was: rows 6 to 11 shown, the cursor (row 8) on the third line, rows 3, 4 and 5
    /// dequeued for measuring and never shown.
    @Test func pageDownOntoShorterRowsShowsWhatItMeasured() {
        let (rig, log) = rig(count: 40, estimate: 2)
        rig.press(.pageDown)
        #expect(log.events.isEmpty)

        let lines = rig.press(.pageDown)

        #expect(lines == screen(3...8), "\(lines)")
        #expect(rig.host.cursor == itemPath(8))
        #expect(rig.highlightedRows == [5])
        #expect(log.dequeued == [8, 7, 6])
        #expect(log.events == ended(0...2) + displayed(6...8))
        #expect(rig.host.reuseQueues.createdCount == 6)
    }

    /// Was: row 20 on the top line with rows 21 to 25 under it, rows 15 to 19 dequeued for
    /// measuring and never shown.
    @Test func scrollingToAShorterRowBelowPutsItsBottomOnTheLastLine() {
        let (rig, log) = rig(count: 40, estimate: 3)

        rig.host.scrollToItem(itemPath(20))
        let lines = rig.draw()

        #expect(lines == screen(15...20), "\(lines)")
        #expect(log.dequeued == [20, 19, 18, 17, 16, 15])
        #expect(log.events == ended(0...5) + displayed(15...20))
        #expect(rig.host.reuseQueues.createdCount == 6)
    }

    /// Was: rows 2 to 5, on screen before and after, told didEndDisplaying, dequeued again
    /// and told willDisplay in the same frame.
    @Test func endOverShorterRowsKeepsTheRowsThatStay() {
        let (rig, log) = rig(count: 8, estimate: 3)

        let lines = rig.press(.end)

        #expect(lines == screen(2...7), "\(lines)")
        #expect(rig.host.contentOffset == rig.host.maximumContentOffset)
        #expect(rig.highlightedRows == [5])
        #expect(log.dequeued == [7, 6])
        #expect(log.events == ended(0...1) + displayed(6...7))
        #expect(rig.press(.end) == lines)
        #expect(log.events.count == 4)
    }

    /// Scrolling to the last row, estimated taller: its bottom on the last line, no blank
    /// line under it.
    @Test func scrollingToAShorterLastRowLeavesNoBlankLineUnderIt() {
        let (rig, log) = rig(count: 12, estimate: 2)

        rig.host.scrollToItem(itemPath(11))
        let lines = rig.draw()

        #expect(lines == screen(6...11), "\(lines)")
        #expect(rig.host.contentOffset == 6)
        #expect(log.dequeued == [11, 10, 9, 8, 7, 6])
        #expect(log.events == ended(0...5) + displayed(6...11))
    }

    /// A scroll the sweep below makes.
    enum Step {
        case end, pageDown
        case scroll(to: Int)
    }

    /// End, Page Down and `scrollToItem` over rows of mixed heights, estimated taller or
    /// shorter, each run from the top: every row dequeued in a frame is shown by it, once;
    /// every row shown anew hears willDisplay, and only those shown do; the item revealed is
    /// whole on screen.
    @Test(arguments: [1, 2, 3, 5])
    func everyRowMeasuredForARevealIsShown(estimate: Int) {
        let patterns: [(Int) -> Int] = [{ _ in 1 }, { $0 % 3 == 0 ? 2 : 1 }, { $0 % 4 == 1 ? 4 : 1 }, { _ in 2 }]
        for (pattern, heights) in patterns.enumerated() {
            for count in [8, 12, 40] {
                let runs: [[Step]] = [
                    [.end], Array(repeating: .pageDown, count: 6),
                    [.scroll(to: count / 2), .scroll(to: count - 1), .scroll(to: count / 3)],
                ]
                for steps in runs {
                    let (rig, log) = rig(count: count, estimate: estimate, heights: heights)
                    for step in steps {
                        check(step, rig, log, "estimate \(estimate), pattern \(pattern), \(count) rows")
                    }
                }
            }
        }
    }

    private func check(_ step: Step, _ rig: TableRig, _ log: Log, _ context: String) {
        let before = shownRows(rig)
        let revealed: IndexPath?
        switch step {
        case .end:
            rig.host.handle(.key(KeyEvent(.end)))
            revealed = rig.host.cursor
        case .pageDown:
            rig.host.handle(.key(KeyEvent(.pageDown)))
            revealed = rig.host.cursor
        case .scroll(let item):
            rig.host.scrollToItem(itemPath(item))
            revealed = itemPath(item)
        }
        rig.draw()
        let shown = shownRows(rig)
        let displayedNow = log.events.filter { $0.hasPrefix("willDisplay") }.compactMap(number)
        #expect(
            Set(log.dequeued).isSubset(of: shown) && Set(log.dequeued).count == log.dequeued.count,
            "\(context), \(step): dequeued \(log.dequeued), shown \(shown.sorted())")
        #expect(
            Set(displayedNow).isSubset(of: shown) && shown.subtracting(before).isSubset(of: displayedNow),
            "\(context), \(step): \(log.events), shown \(shown.sorted())")
        if let revealed, let frame = rig.host.layout.frame(of: .item(revealed)) {
            let top = rig.host.contentOffset
            #expect(frame.y >= top && frame.maxY <= top + 6, "\(context), \(step): \(frame), offset \(top)")
        }
        log.events.removeAll()
        log.dequeued.removeAll()
    }

    private func shownRows(_ rig: TableRig) -> Set<Int> {
        Set(
            rig.host.displayedViews.keys.compactMap { element in
                if case .item(let indexPath) = element { return indexPath.item }
                return nil
            })
    }

    private func number(_ event: String) -> Int? { event.split(separator: " ").last.flatMap { Int($0) } }
}
