import Foundation
import TermCells
import TermCellsTesting
import Testing

// The Columns article's snippets, typed as a user would.

private struct Commit: ColumnRow {
    let hash: String, author: String, date: Date
    func value(forColumn column: Int) -> String {
        switch column {
        case 0: hash
        case 1: author
        default: date.formatted(.iso8601.year().month().day())
        }
    }
}

/// Noon (UTC) of day `day` of November 2025.
private func november(_ day: Int) -> Date {
    Date(timeIntervalSince1970: 1_761_955_200 + Double(day - 1) * 86_400 + 43_200)
}

@MainActor
@Test func columnsArticleSortingSnippetSortsAsItSays() {
    let commits = [
        Commit(hash: "a1b2c3d", author: "ann", date: november(20)),
        Commit(hash: "e4f5a6b", author: "Bob", date: november(28)),
        Commit(hash: "c7d8e9f", author: "ann", date: november(25)),
    ]

    let table = ColumnTableManager(columns: [
        TableColumn("Commit", width: .fixed(7)),
        TableColumn("Author", maximumWidth: 16, sortKey: { (commit: Commit) in commit.author.lowercased() }),
        TableColumn("Date", width: .fixed(10), sortKey: \Commit.date),
    ])
    table.register(rows: Commit.self)
    table.manager.memoryStorage.setItems(commits)
    table.sort(by: [ColumnSortIndicator(column: 2, ascending: false)])  // newest first, as `s` twice

    table.host.showsScrollIndicator = false
    let screen = ScreenDriver(width: 30, height: 4, draw: table.draw(in:), handle: table.handle)
    expectScreen(
        screen,
        """
        Commit │Author│Date ▼    │
        e4f5a6b│Bob   │2025-11-28│
        c7d8e9f│ann   │2025-11-25│
        a1b2c3d│ann   │2025-11-20│
        """)
    // s on Author: by it alone; the two by ann keep their order (newest first).
    screen.press(.right)
    screen.type("s")
    expectScreen(
        screen,
        """
        Commit │Author ▲│Date      │
        c7d8e9f│ann     │2025-11-25│
        a1b2c3d│ann     │2025-11-20│
        e4f5a6b│Bob     │2025-11-28│
        """)
    // S on Date: a second key, for the rows Author leaves equal.
    screen.press(.right)
    screen.type("S")
    expectScreen(
        screen,
        """
        Commit │Author ▲1│Date ▲2   │
        a1b2c3d│ann      │2025-11-20│
        c7d8e9f│ann      │2025-11-25│
        e4f5a6b│Bob      │2025-11-28│
        """)
}

private struct Ticket: ColumnRow {
    let id: Int, title: String, description: String
    func value(forColumn column: Int) -> String {
        switch column {
        case 0: String(id)
        case 1: title
        default: description
        }
    }
}

@MainActor
@Test func columnsArticleWrappingSnippetWrapsAsItSays() {
    let tickets = ColumnTableManager(columns: [
        TableColumn("Id", width: .fixed(3), alignment: .right),
        TableColumn("Title", width: .fixed(8)),
        TableColumn("Description", width: .fixed(16), lineLimit: 3),
    ])
    tickets.register(rows: Ticket.self)
    tickets.manager.memoryStorage.setItems([
        Ticket(id: 7, title: "Crash", description: "The app quits when the file shrinks while it is open"),
        Ticket(id: 8, title: "Typo", description: "Help says colour"),
    ])

    tickets.host.showsScrollIndicator = false
    let screen = ScreenDriver(width: 31, height: 5, draw: tickets.draw(in:), handle: tickets.handle)
    expectScreen(
        screen,
        """
         Id│Title   │Description     │
          7│Crash   │The app quits   │
           │        │when the file   │
           │        │shrinks while i…│
          8│Typo    │Help says colour│
        """)
}

private struct Mass: CustomStringConvertible {
    var earths: Double
    var isGiant: Bool { earths > 10 }
    var description: String { "\(earths) M⊕" }
}

private struct Planet: ColumnRow {
    let name: String, moons: Int, mass: Mass
    func value(forColumn column: Int) -> String {
        switch column {
        case 0: name
        case 1: String(moons)
        default: mass.description
        }
    }
    func model(forColumn column: Int) -> Any { column == 2 ? mass : value(forColumn: column) }
}

private final class MassCell: ColumnCell, ModelTransfer {
    func update(with model: Mass) {
        text = model.description
        textStyle = model.isGiant ? Style(foreground: .magenta, attributes: .bold) : .plain
    }
}

@MainActor
@Test func columnsArticleFirstTableDrawsItsColumnsAndTheMassCells() {
    let planets = [
        Planet(name: "Earth", moons: 1, mass: Mass(earths: 1)),
        Planet(name: "Jupiter", moons: 95, mass: Mass(earths: 317.8)),
    ]
    let canvas = ScreenBuffer(width: 28, height: 3)

    let table = ColumnTableManager(
        columns: [
            TableColumn("Name", width: .fit, maximumWidth: 20),
            TableColumn("Moons", width: .fixed(5), alignment: .right),
            TableColumn("Mass", width: .fraction(1)),
        ], frozenColumnCount: 1)
    table.register(rows: Planet.self)
    table.register(MassCell.self, inColumn: 2)
    table.manager.memoryStorage.setItems(planets)
    table.host.showsScrollIndicator = false
    table.draw(in: canvas)

    #expect(
        canvas.lines == [
            "Name   │Moons│Mass         │", "Earth  │    1│1.0 M⊕       │", "Jupiter│   95│317.8 M⊕     │",
        ])
    let giant = Point(x: 20, y: 2)
    #expect(canvas.style(at: giant)?.foreground == .magenta)

    // The article's configure event, completed, on a table of its own.
    var configured: [String] = []
    let other = ColumnTableManager(columns: [TableColumn("Name"), TableColumn("Moons"), TableColumn("Mass")])
    other.register(rows: Planet.self)
    other.register(MassCell.self, inColumn: 2) { mapping in
        mapping.configure { cell, mass, indexPath in configured.append(mass.description) }
    }
    other.manager.memoryStorage.setItems(planets)
    other.draw(in: ScreenBuffer(width: 28, height: 3))
    #expect(configured == ["1.0 M⊕", "317.8 M⊕"])
}
