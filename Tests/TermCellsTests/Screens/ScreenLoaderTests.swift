import Foundation
import TermCellsTesting
import Testing

@testable import TermCells

private final class MessageCell: TableCell, ModelTransfer {
    override class var outletNames: [String] { ["title"] }
    func update(with model: String) {
        text = model
        outlets["title"] = model
    }
}

@MainActor
@Suite(.serialized) struct ScreenLoaderTests {
    @Test func aTableAndAGridSideBySideFromAScreenFile() throws {
        guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: "screen") else {
            Issue.record("Fixtures.screen is missing")
            return
        }
        let screen = try ScreenLoader.instantiate(
            try ScreenLoader.parse(contentsOf: url), size: Size(width: 34, height: 4), bundle: .module)
        let table = try #require(screen.tableHost(named: "list"))
        let grid = try #require(screen.host(named: "tiles") as? GridHost)
        grid.metrics.itemSpacing = 0
        grid.metrics.itemSize = Size(width: 8, height: 3)
        let gridManager = GridManager(host: grid)
        gridManager.register(GridCell.self, for: String.self) { mapping in
            mapping.reuseIdentifier = "Tile"
            mapping.cellRegisteredByStoryboard = true
        } handler: { cell, title, _ in
            cell.outlets["title"] = title
        }
        gridManager.memoryStorage.setItems(["a", "b"])
        let manager = TableManager(host: table)
        manager.register(TableCell.self, for: String.self) { mapping in
            mapping.reuseIdentifier = "Row"
            mapping.cellRegisteredByStoryboard = true
        } handler: { cell, title, _ in
            cell.outlets["title"] = title
        }
        manager.memoryStorage.setItems(["first", "second"])

        let driver = ScreenDriver(width: 34, height: 4, draw: screen.draw(in:), handle: screen.handle)
        let buffer = driver.buffer
        #expect(
            screen.hosts.map(\.frame) == [
                Rect(x: 0, y: 0, width: 17, height: 4), Rect(x: 17, y: 0, width: 17, height: 4),
            ])
        #expect(table.reuseQueues.registration(kind: .cell, identifier: "Row")?.origin == .screen("Fixtures"))
        #expect(
            buffer.lines == [
                "first            +------++------+ ",
                "second           |  a   ||  b   | ",
                "                 +------++------+ ",
                "                                  ",
            ])
        #expect(buffer.style(at: Point(x: 0, y: 0))?.attributes.contains(.reverse) == true)
        #expect(manager.anomalyHandler.reported.isEmpty)
        #expect(gridManager.anomalyHandler.reported.isEmpty)
        // The focused host reports its cursor; Tab gives the focus, and the report, to the grid.
        #expect(buffer.reportedFocus == Point(x: 0, y: 0))
        screen.handle(.key(KeyEvent(.tab)))
        screen.handle(.key(KeyEvent(.right)))
        driver.redraw()
        #expect(buffer.reportedFocus == Point(x: 25, y: 0))

        screen.layout(in: Size(width: 20, height: 3))
        #expect(
            screen.hosts.map(\.frame) == [
                Rect(x: 0, y: 0, width: 10, height: 3), Rect(x: 10, y: 0, width: 10, height: 3),
            ])
    }

    private static let messages = """
        table inbox
          cell MessageCell
            ---
            > {title:*}
          header Day
            ---
            [{title:*}]
        """

    @Test func withTheStoryboardFlagsTheManagerUsesThePrototypes() throws {
        let screen = try ScreenLoader.instantiate(
            try ScreenLoader.parse(Self.messages, name: "Inbox"),
            size: Size(width: 12, height: 2), viewTypes: [MessageCell.self])
        let manager = TableManager(host: try #require(screen.tableHost(named: "inbox")))
        manager.register(MessageCell.self) { mapping in mapping.cellRegisteredByStoryboard = true }
        manager.registerHeader(SupplementaryView.self, for: String.self) { mapping in
            mapping.reuseIdentifier = "Day"
            mapping.supplementaryRegisteredByStoryboard = true
        } handler: { view, title, _ in
            view.outlets["title"] = title
        }
        manager.memoryStorage.setSectionHeaderModels(["Mon"])
        manager.memoryStorage.setItems(["hi"])
        let buffer = ScreenBuffer(width: 12, height: 2)
        screen.draw(in: buffer)

        #expect(
            manager.host.reuseQueues.registration(kind: .cell, identifier: "MessageCell")?.origin == .screen("Inbox"))
        #expect(buffer.lines == ["[Mon       ]", "> hi        "])
        #expect(manager.anomalyHandler.reported.isEmpty)
    }

    @Test func withoutTheFlagThePrototypeOfTheSameClassIsKeptAsDTTableViewManagerChecks() throws {
        // Seed 001: DTTableViewManager looks for a prototype under the reuse identifier before
        // registering; the manager does the same, so the flag is only needed for a class the
        // screen file does not name.
        let screen = try ScreenLoader.instantiate(
            try ScreenLoader.parse(Self.messages, name: "Inbox"),
            size: Size(width: 12, height: 1), viewTypes: [MessageCell.self])
        let manager = TableManager(host: try #require(screen.tableHost(named: "inbox")))
        manager.register(MessageCell.self)
        manager.memoryStorage.setItems(["hi"])
        let buffer = ScreenBuffer(width: 12, height: 1)
        screen.draw(in: buffer)

        #expect(
            manager.host.reuseQueues.registration(kind: .cell, identifier: "MessageCell")?.origin == .screen("Inbox"))
        #expect(buffer.lines == ["> hi        "])
        #expect(manager.anomalyHandler.reported.isEmpty)
    }

    @Test func aKindWithoutAFactoryIsAnAnomalyAndAPlaceholder() throws {
        let handler = AnomalyHandler<ManagerAnomaly>(action: { _ in })
        let file = try ScreenLoader.parse("table list width=50%\ncarousel spin x=50%", name: "Spin")
        let screen = try ScreenLoader.instantiate(file, size: Size(width: 60, height: 1), anomalyHandler: handler)
        let buffer = ScreenBuffer(width: 60, height: 1)
        screen.draw(in: buffer)

        #expect(
            handler.reported.map(\.description) == [
                "screen 'Spin' declares host 'spin' of kind 'carousel', but no factory makes that kind: set ScreenLoader.hostFactories[\"carousel\"]; a placeholder is shown"
            ])
        #expect(screen.host(named: "spin") is PlaceholderHost)
        #expect(buffer.line(0) == padded("", 30) + "⚠ no host factory for 'carous…")
    }

    nonisolated static let badPrototypes: [(text: String, line: Int, message: String)] = [
        (
            "table a\n  cell Row class=Nope", 2,
            "class 'Nope' of prototype 'Row' is unknown: pass Nope.self in viewTypes"
        ),
        (
            "table a\n\n  cell Row template=Missing", 3,
            "template 'Missing' of prototype 'Row' was not found in \(Bundle.module.bundleURL.path)"
        ),
        (
            "table a\n  cell Row template=BrokenCardCell", 2,
            "template 'BrokenCardCell' of prototype 'Row' could not be read: BrokenCardCell.template:3: unknown word 'blod' in outlet 'title' (use left, center, right, bold, dim, italic, underline, reverse, fg=COLOUR, bg=COLOUR)"
        ),
        (
            "table a\n  cell MessageCell\n    ---\n    {text:*}", 2,
            "the template of prototype 'MessageCell' has no outlet 'title' that MessageCell uses"
        ),
    ]

    @Test(arguments: badPrototypes.indices)
    func prototypesThatCannotBeBuiltNameTheirLine(_ index: Int) throws {
        let (text, line, message) = Self.badPrototypes[index]
        let file = try ScreenLoader.parse(text, name: "Bad")
        #expect(throws: FileParseError(file: "Bad.screen", line: line, message: message)) {
            try ScreenLoader.instantiate(
                file, size: Size(width: 10, height: 2), viewTypes: [MessageCell.self], bundle: .module)
        }
    }
}
