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
