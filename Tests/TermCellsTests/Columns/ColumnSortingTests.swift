import TermCellsTesting
import Testing

@testable import TermCells

/// Columns with a sort key sort the rows themselves: `s` and a click on a title by one
/// column (again: the other way), `S` and a click with a modifier by a further one; stable,
/// the cursor kept on its row, the header marking the columns; large storages sorted off the
/// main actor; rows filtered after a sort kept in its order.
@MainActor
@Suite struct ColumnSortingTests {
    struct Commit: ColumnRow, Identifiable, Equatable {
        let author: String
        let day: Int
        let title: String
        var id: String { title }

        func value(forColumn column: Int) -> String {
            switch column {
            case 0: author
            case 1: String(day)
            default: title
            }
        }
    }

    /// In the storage's order: ties on the author and on the day, so that stability shows.
    private let commits = [
        Commit(author: "ann", day: 3, title: "fix"), Commit(author: "bob", day: 1, title: "add"),
        Commit(author: "ann", day: 1, title: "doc"), Commit(author: "cy", day: 2, title: "test"),
        Commit(author: "bob", day: 3, title: "ship"),
    ]

    private let columns = [
        TableColumn("Author", width: .fixed(10), sortKey: \Commit.author),
        TableColumn("Day", width: .fixed(6), alignment: .right, sortKey: { (commit: Commit) in commit.day }),
        TableColumn("Title", width: .fixed(6)),
    ]

    /// The commits by author, descending, after they were by author ascending.
    private let byAuthorDescending = """
        Author ▼  │   Day│Title │
        cy        │     2│test  │
        bob       │     1│add   │
        bob       │     3│ship  │
        ann       │     3│fix   │
        ann       │     1│doc   │
        """

    private func table() -> (ColumnTableManager, ScreenDriver<DrawAndHandle>) {
        let table = ColumnTableManager.showing(commits, columns: columns, showsScrollIndicator: false)
        return (table, ScreenDriver(width: 26, height: 6, draw: table.draw(in:), handle: table.handle))
    }

    /// The title of the row under the cursor.
    private func cursorTitle(_ table: ColumnTableManager) -> String? {
        table.host.cursor.flatMap { (table.manager.storage.item(at: $0) as? Commit)?.title }
    }

    @Test func sortByKeyAndHeaderClickWithTheCursorKeptAndASecondaryKey() {
        let (table, screen) = table()
        screen.press(.down, times: 2)
        #expect(cursorTitle(table) == "doc")
        // s: by the cursor's column, Author; ties (ann, bob) keep the storage's order.
        screen.type("s")
        expectScreen(
            screen,
            """
            Author ▲  │   Day│Title │
            ann       │     3│fix   │
            ann       │     1│doc   │
            bob       │     1│add   │
            bob       │     3│ship  │
            cy        │     2│test  │
            """)
        #expect(table.host.cursor == IndexPath(item: 1, section: 0))
        #expect(cursorTitle(table) == "doc")
        // Again: descending, ties still in the order they were in.
        screen.type("s")
        expectScreen(screen, byAuthorDescending)
        #expect(cursorTitle(table) == "doc")
        // S on Day: a second key, ordering the rows Author leaves equal.
        screen.press(.right)
        screen.type("S")
        expectScreen(
            screen,
            """
            Author ▼1 │Day ▲2│Title │
            cy        │     2│test  │
            bob       │     1│add   │
            bob       │     3│ship  │
            ann       │     1│doc   │
            ann       │     3│fix   │
            """)
        #expect(table.columnModel.sorts == [.init(column: 0, ascending: false), .init(column: 1, ascending: true)])
        #expect(cursorTitle(table) == "doc")
        // A click on Title, which has no sort key, sorts nothing; one on Day sorts by it
        // alone, ties in the order they were in.
        var clicked: [Int] = []
        table.onHeaderClick = { clicked.append($0) }
        screen.click(x: 19, y: 0)
        #expect(table.columnModel.sorts.count == 2)
        screen.click(x: 13, y: 0)
        expectScreen(
            screen,
            """
            Author    │ Day ▲│Title │
            bob       │     1│add   │
            ann       │     1│doc   │
            cy        │     2│test  │
            bob       │     3│ship  │
            ann       │     3│fix   │
            """)
        #expect(clicked == [2, 1])
        #expect(table.host.cursor == IndexPath(item: 1, section: 0))
        #expect(cursorTitle(table) == "doc")
        // A click with a modifier adds Author, ascending.
        table.handle(.mouse(MouseEvent(.press(button: 1), at: Point(x: 2, y: 0), modifiers: .control)))
        screen.redraw()
        #expect(screen.lines[0] == "Author ▲2 │Day ▲1│Title │")
        #expect(screen.lines[1...2] == ["ann       │     1│doc   │", "bob       │     1│add   │"])
    }

    @Test func aLargeStorageIsSortedOffTheMainActorAndANewerSortReplacesAnOlderOne() async {
        let (table, screen) = table()
        table.sorter.backgroundThreshold = 0
        screen.press(.down, times: 2)
        screen.type("s")
        #expect(screen.lines[0] == "sorting…  │   Day│Title │")
        #expect(table.columnModel.pendingSorts == [.init(column: 0, ascending: true)])
        #expect(screen.lines[1] == "ann       │     3│fix   │")
        // Asked again before the first lands (it cannot: the main actor is busy here).
        screen.type("s")
        let sorted = await settle {
            screen.redraw()
            return table.columnModel.pendingSorts == nil
        }
        #expect(sorted)
        expectScreen(screen, byAuthorDescending)
        #expect(cursorTitle(table) == "doc")
    }

    @Test func rowsFilteredOrAddedAfterASortKeepItsOrder() {
        let (table, screen) = table()
        screen.press(.right)
        screen.type("s")
        #expect(screen.lines[1] == "bob       │     1│add   │")
        // A filter: the storage is given the matching rows, in its own order.
        table.manager.memoryStorage.setItems(commits.filter { $0.title != "doc" })
        screen.redraw()
        expectScreen(
            screen,
            """
            Author    │ Day ▲│Title │
            bob       │     1│add   │
            cy        │     2│test  │
            ann       │     3│fix   │
            bob       │     3│ship  │
            """)
        // Rows added: each goes to its place, after the rows it ties with.
        table.manager.memoryStorage.addItem(Commit(author: "dee", day: 2, title: "new"))
        screen.redraw()
        expectScreen(
            screen,
            """
            Author    │ Day ▲│Title │
            bob       │     1│add   │
            cy        │     2│test  │
            dee       │     2│new   │
            ann       │     3│fix   │
            bob       │     3│ship  │
            """)
    }

    @Test func aSingleSectionStorageAndAProviderWithReorderSortToo() {
        let (table, screen) = table()
        let single = SingleSectionStorage(items: commits)
        table.manager.storage = single
        screen.press(.right)
        screen.type("s")
        #expect(single.items.map(\.title) == ["add", "doc", "test", "fix", "ship"])
        #expect(screen.lines[1] == "bob       │     1│add   │")
        // A filter through the storage's diff is sorted again too.
        single.setItems(commits.filter { $0.author != "bob" }.reversed())
        screen.redraw()
        #expect(single.items.map(\.title) == ["doc", "test", "fix"])

        var source = commits
        var section = ProviderSection(count: { source.count }, item: { source[$0] })
        section.reorder = { permutation in
            let old = source
            source = (0..<old.count).map { old[permutation.oldIndex(ofNewIndex: $0)] }
        }
        table.manager.storage = ProviderStorage(sections: [section])
        // The cursor is on Day, sorted ascending: s turns it, ties in the source's order.
        screen.type("s")
        #expect(source.map(\.title) == ["fix", "ship", "test", "add", "doc"])
        #expect(screen.lines[0] == "Author    │ Day ▼│Title │")
        #expect(screen.lines[1] == "ann       │     3│fix   │")
    }

    @Test func aStorageThatCannotReorderKeepsItsOrderAndSaysWhy() {
        let (table, screen) = table()
        var anomalies: [String] = []
        table.manager.anomalyHandler.anomalyAction = { anomalies.append($0.description) }
        let source = commits
        table.manager.storage = ProviderStorage(count: { source.count }, item: { source[$0] })
        screen.type("s")
        #expect(
            anomalies == [
                "sorting needs a storage that can reorder its items (MemoryStorage, SingleSectionStorage, or a ProviderStorage section with reorder); section 0 of ProviderStorage keeps its order"
            ])
        #expect(table.columnModel.sorts.isEmpty && table.columnModel.pendingSorts == nil)
        #expect(screen.lines[0] == "Author    │   Day│Title │")
        #expect(screen.lines[1] == "ann       │     3│fix   │")
    }

    @Test func sortsWaitWhileDeferredThenStart() {
        let (table, screen) = table()
        table.defersSorting = true
        screen.type("s")
        #expect(screen.lines[0] == "sorting…  │   Day│Title │")
        #expect(screen.lines[1] == "ann       │     3│fix   │")
        table.defersSorting = false
        screen.redraw()
        #expect(screen.lines[0] == "Author ▲  │   Day│Title │")
        #expect(screen.lines[3] == "bob       │     1│add   │")
    }

    @Test func aSingleSectionStorageRejectsAPermutationOfAnotherCount() throws {
        let storage = SingleSectionStorage(items: commits)
        var anomalies: [String] = []
        storage.anomalyHandler.anomalyAction = { anomalies.append($0.description) }
        storage.reorderItems(try #require(ItemPermutation(oldIndexes: [1, 0])))
        #expect(anomalies == ["reorderItems: a permutation of 2 items cannot reorder the section, which has 5 items"])
        #expect(storage.items == commits)
    }
}
