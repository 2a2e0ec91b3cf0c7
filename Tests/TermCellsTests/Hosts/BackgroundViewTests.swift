import TermCellsTesting
import Testing

@testable import TermCells

// The empty state: a host's backgroundView, drawn while it has no items and cleared by the host.

private struct Planet: ColumnRow {
    var name: String
    var moons: Int
    func value(forColumn column: Int) -> String { column == 0 ? name : String(moons) }
}

@MainActor
private func emptyView(_ text: String) -> SupplementaryView {
    let view = SupplementaryView()
    view.text = text
    view.textStyle = .plain
    return view
}

/// An empty state as programs draw one: its message on the middle line of the space it gets.
private final class CenteredMessageView: ReusableView {
    var message = "" { didSet { needsDisplay = true } }
    override func draw(in canvas: any Canvas) {
        let width = message.displayWidth
        _ = canvas.draw(message, at: Point(x: max(0, (canvas.size.width - width) / 2), y: canvas.size.height / 2))
    }
}

@MainActor
@Suite struct BackgroundViewTests {
    @Test func rowsThatArriveLeaveNoCellOfTheBackgroundView() {
        let manager = TableManager()
        manager.register(TableCell.self, for: String.self) { cell, text, _ in cell.text = text }
        let empty = CenteredMessageView()
        empty.message = "empty"
        manager.host.backgroundView = empty
        let screen = ScreenDriver(manager, width: 11, height: 5)
        #expect(screen.lines == ["", "", "   empty", "", ""])
        manager.memoryStorage.setItems(["one"])
        screen.redraw()
        #expect(screen.lines == ["  one", "", "", "", ""])
    }

    @Test func aTableWithNoItemsShowsItsBackgroundViewAndItsRowsClearIt() {
        let manager = TableManager()
        manager.register(TableCell.self, for: String.self) { cell, text, _ in cell.text = text }
        manager.host.backgroundView = emptyView("No files")
        let screen = ScreenDriver(manager, width: 16, height: 3)
        expectScreen(screen, "No files")

        manager.memoryStorage.setItems(["alpha", "beta"])
        screen.redraw()
        #expect(screen.lines == ["  alpha", "  beta", ""])

        manager.memoryStorage.setItems([])
        screen.redraw()
        #expect(screen.lines == ["No files", "", ""])
    }

    @Test func theBackgroundViewTakesTheSpaceBelowSectionHeaders() {
        let manager = TableManager()
        manager.memoryStorage.setSectionHeaderModels(["Results"])
        manager.memoryStorage.setItems([], forSection: 0)
        manager.host.backgroundView = emptyView("No match")
        let screen = ScreenDriver(manager, width: 16, height: 3)
        #expect(screen.lines == ["Results", "No match", ""])
    }

    @Test func aColumnTableShowsItsHeaderAndTheBackgroundViewUnderIt() {
        let table = ColumnTableManager(columns: [
            TableColumn("Name", width: .fixed(6)), TableColumn("Moons", width: .fixed(5)),
        ])
        table.register(rows: Planet.self)
        table.host.backgroundView = emptyView("No planets")
        let screen = ScreenDriver(table, width: 16, height: 3)
        #expect(screen.lines[1] == "No planets")
        #expect(screen.lines[0].hasPrefix("Name"))

        table.manager.memoryStorage.setItems([Planet(name: "Earth", moons: 1)])
        screen.redraw()
        #expect(!screen.text.contains("No planets"))
        #expect(screen.lines[1].hasPrefix("Earth"))
    }

    @Test func changingTheBackgroundViewsTextRedrawsItAndRemovingItBlanksTheSpace() {
        let manager = GridManager()
        let empty = emptyView("Nothing yet")
        manager.host.backgroundView = empty
        let screen = ScreenDriver(manager, width: 20, height: 2)
        #expect(screen.lines == ["Nothing yet", ""])
        empty.text = "Still nothing"
        screen.redraw()
        #expect(screen.lines == ["Still nothing", ""])
        manager.host.backgroundView = nil
        screen.redraw()
        #expect(screen.lines == ["", ""])
    }
}
