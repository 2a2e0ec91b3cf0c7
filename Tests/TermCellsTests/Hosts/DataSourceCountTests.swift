import TermCellsTesting
import Testing

@testable import TermCells

/// Counts no layout can hold are anomalies, never traps: the host lays out a safe count.
@MainActor @Suite struct DataSourceCountTests {
    private let limit = ContentLimits.maximumItemCount

    @Test func aTableOfIntMaxItemsReportsTheCountAndShowsTheFirstAndLastItems() {
        let rig = TableRig(width: 24, height: 3)
        rig.host.showsScrollIndicator = false
        rig.manager.register(TableCell.self, for: String.self) { cell, model, _ in cell.text = model }
        rig.manager.storage = ProviderStorage(count: { Int.max }, item: { "row \($0)" })
        #expect(rig.draw() == [padded("  row 0", 24), padded("  row 1", 24), padded("  row 2", 24)])
        #expect(rig.reported == [.countOutOfRange(what: "number of items in section 0", count: Int.max, used: limit)])
        rig.press(.end)
        #expect(rig.host.cursor == itemPath(limit - 1))
        #expect(rig.buffer.lines.last == padded("  row \(limit - 1)", 24))
    }

    @Test func aGridOfIntMaxItemsReportsTheCountAndShowsTheLastRow() {
        let rig = GridRig(width: 11, height: 2)
        rig.manager.register(LetterCell.self)
        rig.manager.storage = ProviderStorage(count: { Int.max }, item: { _ in "x" })
        #expect(rig.draw() == [" x   x   x ", " x   x   x "])
        #expect(rig.reported == [.countOutOfRange(what: "number of items in section 0", count: Int.max, used: limit)])
        rig.press(.end)
        #expect(rig.host.cursor == itemPath(limit - 1))
    }

    @Test func aNegativeCountIsReportedAndShowsNoItems() {
        let host = TableHost()
        let source = CountingSource(sections: 1, items: -3)
        host.dataSource = source
        host.anomalyHandler.anomalyAction = { _ in }
        let screen = ScreenDriver(host, width: 10, height: 2)
        #expect(screen.buffer.lines == [padded("", 10), padded("", 10)])
        #expect(host.cursor == nil)
        #expect(
            host.anomalyHandler.reported == [.countOutOfRange(what: "number of items in section 0", count: -3, used: 0)]
        )
        source.sections = -1
        host.reloadData()
        screen.redraw()
        #expect(host.anomalyHandler.reported.last == .countOutOfRange(what: "number of sections", count: -1, used: 0))
        #expect(
            ManagerAnomaly.countOutOfRange(what: "number of items in section 0", count: -3, used: 0).description
                == "the data source gave -3 as the number of items in section 0; 0 is used (counts are 0 to 1099511627776 items in all)"
        )
    }

    @Test func followingTheTailSurvivesAResizeToNoRowsAndBack() {
        let rig = TableRig(width: 10, height: 4)
        rig.host.showsScrollIndicator = false
        rig.host.followsTail = true
        rig.manager.register(TableCell.self, for: String.self) { cell, model, _ in cell.text = model }
        rig.storage.setItems(["1", "2", "3", "4", "5"])
        rig.draw()
        rig.press(.end)
        for rows in [0, 3] {
            rig.resize(width: 10, height: rows)
            rig.storage.addItems(["\(rows)a"])
            rig.draw()
            rig.resize(width: 10, height: 4)
            #expect(rig.host.isFollowingTail)
        }
        rig.storage.addItems(["6"])
        #expect(rig.draw().map { String($0.prefix(4)) } == ["  5 ", "  0a", "  3a", "  6 "])
        #expect(rig.host.cursor == itemPath(7))
    }
}

/// A data source that answers whatever counts a test sets.
@MainActor private final class CountingSource: CollectionHostDataSource {
    var sections: Int
    var items: Int

    init(sections: Int, items: Int) {
        self.sections = sections
        self.items = items
    }

    func numberOfSections(in host: any CollectionHost) -> Int { sections }
    func host(_ host: any CollectionHost, numberOfItemsInSection section: Int) -> Int { items }
    func host(_ host: any CollectionHost, cellForItemAt indexPath: IndexPath) -> ReusableView { TableCell() }
}
