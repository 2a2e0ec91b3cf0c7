import Foundation
import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

// The Storages article's snippets, typed as a user would.

private struct Post: Equatable {
    var title: String
    var date = Date(timeIntervalSince1970: 0)
}

private final class PostCell: TableCell, ModelTransfer {
    func update(with model: Post) { text = model.title }
}

private final class TitleHeader: SupplementaryView, ModelTransfer {
    func update(with model: String) { text = model }
}

@MainActor
@Test func storagesArticleMemoryStorageEditsAsItSays() {
    let manager = TableManager()
    manager.register(PostCell.self)
    manager.registerHeader(TitleHeader.self)
    manager.host.showsScrollIndicator = false
    let posts = ["a", "b", "c", "d"].map { Post(title: $0) }
    let drafts = [Post(title: "draft")]
    let newPost = Post(title: "new")
    let oldPost = posts[1]
    let post = Post(title: "top")

    let storage = manager.memoryStorage
    storage.setItems(posts)  // section 0
    storage.setItems(drafts, forSection: 1)
    storage.setSectionHeaderModels(["Posts", "Drafts"])
    storage.addItem(newPost)
    storage.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
    storage.performUpdates {
        storage.removeItem(oldPost)
        storage.insertItem(post, to: IndexPath(item: 0, section: 0))
    }  // one StorageUpdate for both

    let screen = ScreenDriver(manager, width: 12, height: 8)
    expectScreen(
        screen,
        """
        Posts
          top
          d
          a
          c
          new
        Drafts
          draft
        """)
}

private struct Contact: Identifiable, Equatable {
    let id: Int
    var name: String
}

private final class ContactCell: TableCell, ModelTransfer {
    func update(with model: Contact) { text = model.name }
}

@MainActor
@Test func storagesArticleSingleSectionStorageDiffs() {
    let manager = TableManager()
    manager.register(ContactCell.self)
    manager.registerHeader(TitleHeader.self)
    manager.host.showsScrollIndicator = false
    let allContacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bob"), Contact(id: 3, name: "Anna")]
    let query = "Ann"
    let refetched = [Contact(id: 4, name: "Cleo"), Contact(id: 3, name: "Anna B"), Contact(id: 1, name: "Ann")]
    let screen = ScreenDriver(manager, width: 12, height: 4)

    let storage = SingleSectionStorage<Contact>(headerModel: "Contacts")
    manager.storage = storage
    storage.setItems(allContacts)
    storage.setItems(allContacts.filter { $0.name.contains(query) })  // deletes only
    screen.redraw()
    expectScreen(
        screen,
        """
        Contacts
          Ann
          Anna
        """)
    storage.setItems(refetched)  // inserts, moves, updates
    screen.redraw()
    expectScreen(
        screen,
        """
        Contacts
          Cleo
          Anna B
          Ann
        """)
}

private struct ProcessRow: Identifiable, Equatable {
    let id: Int32
    var name: String
    var state: String
    var cpu: Double
}

private final class ProcessRowCell: TableCell, ModelTransfer {
    func update(with model: ProcessRow) { text = model.name }
}

@MainActor
@Test func storagesArticleSnapshotGroupsByState() {
    let manager = TableManager()
    manager.register(ProcessRowCell.self)
    manager.registerHeader(TitleHeader.self)
    manager.host.showsScrollIndicator = false

    func show(_ processes: [ProcessRow]) {
        var snapshot = StorageSnapshot<String>()
        for state in ["Running", "Sleeping"] {
            snapshot.appendSections([state])
            snapshot.setHeaderModel(state, forSection: state)
            snapshot.appendItems(processes.filter { $0.state == state }, toSection: state)
        }
        manager.memoryStorage.apply(snapshot)
    }

    show([
        ProcessRow(id: 1, name: "init", state: "Sleeping", cpu: 0),
        ProcessRow(id: 7, name: "swift", state: "Running", cpu: 90),
        ProcessRow(id: 9, name: "sshd", state: "Sleeping", cpu: 0),
    ])
    let screen = ScreenDriver(manager, width: 12, height: 5)
    expectScreen(
        screen,
        """
        Running
          swift
        Sleeping
          init
          sshd
        """)
}

/// A log the storage never copies.
@MainActor
private final class Log {
    private(set) var lines: [String] = (1...20).map { "line \($0)" }
    var fileName: String { "app.log" }
    var lineCount: Int { lines.count }
    func line(at index: Int) -> String? { lines.indices.contains(index) ? lines[index] : nil }
    func append(_ new: [String]) { lines += new }
    func insert(_ new: [String], at index: Int) { lines.insert(contentsOf: new, at: index) }
    func removeSubrange(_ range: Range<Int>) { lines.removeSubrange(range) }
    func replace(at index: Int, with line: String) { lines[index] = line }
    func move(from source: Int, to destination: Int) { lines.insert(lines.remove(at: source), at: destination) }
    func apply(_ order: [Int]) { lines = order.map { lines[$0] } }
}

@MainActor
@Test func storagesArticleProviderStorageAnnouncesEachChange() {
    let manager = TableManager()
    manager.register(TableCell.self, for: String.self) { cell, line, _ in cell.text = line }
    manager.registerHeader(TitleHeader.self)
    manager.host.showsScrollIndicator = false
    var reported: [ProviderStorageAnomaly] = []
    let log = Log()

    let storage = ProviderStorage(
        count: { log.lineCount },
        item: { log.line(at: $0) },
        headerModel: { log.fileName }
    )
    manager.storage = storage
    storage.anomalyHandler.anomalyAction = { reported.append($0) }
    let screen = ScreenDriver(manager, width: 12, height: 4)
    expectScreen(
        screen,
        """
        app.log
          line 1
          line 2
          line 3
        """)

    // Each announcement right after the change it describes.
    let lines = ["line 21", "line 22"]
    log.append(lines)
    storage.didAppend(count: lines.count)  // insertItem at the old end, ascending
    log.insert(["new 1", "new 2"], at: 10)
    storage.didInsert(count: 2, at: 10)
    log.removeSubrange(0..<10)
    storage.didRemove(0..<10)  // deleteItem from the last index to the first
    log.replace(at: 5, with: "changed")
    storage.didUpdate(at: 5)
    log.move(from: 3, to: 0)
    storage.didMove(from: 3, to: 0)
    storage.reload()  // anything else: observers reload
    #expect(reported.isEmpty)
    screen.redraw()  // the frame a running application draws after the updates
    expectScreen(
        screen,
        """
        app.log
          line 12
          new 1
          new 2
        """)
}

@MainActor
@Test func storagesArticleSortsInOneReorder() async {
    let manager = TableManager()
    manager.register(PostCell.self)
    manager.host.showsScrollIndicator = false
    let storage = manager.memoryStorage
    storage.setItems([
        Post(title: "old", date: Date(timeIntervalSince1970: 0)),
        Post(title: "new", date: Date(timeIntervalSince1970: 200)),
        Post(title: "mid", date: Date(timeIntervalSince1970: 100)),
    ])
    let screen = ScreenDriver(manager, width: 8, height: 3)

    storage.sortItems(inSection: 0) { a, b in  // MemoryStorage; stable
        guard let a = a as? Post, let b = b as? Post else { return false }
        return a.date > b.date
    }
    screen.redraw()  // the frame a running application draws after the sort
    expectScreen(
        screen,
        """
          new
          mid
          old
        """)

    let source = Log()
    let provider = ProviderStorage(count: { source.lineCount }, item: { source.line(at: $0) })
    let ratings = (0..<source.lineCount).map { Double(($0 * 7) % 20) }
    let list = TableManager()
    list.register(TableCell.self, for: String.self) { cell, line, _ in cell.text = line }
    list.storage = provider
    list.host.showsScrollIndicator = false
    let listScreen = ScreenDriver(list, width: 10, height: 3)

    // A million rows: sort off the main actor, announce on it.
    let keys = ratings  // whatever the sort reads, Sendable
    let sorting = Task {
        let order = await Task.detached { () -> [Int] in
            Array(keys.indices).sorted { keys[$0] < keys[$1] }  // old index of each new place
        }.value
        guard let permutation = ItemPermutation(oldIndexes: order) else { return }
        source.apply(order)  // the source's new order
        provider.didReorder(permutation)  // ProviderStorage
    }
    await sorting.value
    listScreen.redraw()
    // Ratings 0, 7, 14, 1, 8, …: the lowest are lines 1, 4 and 7.
    expectScreen(
        listScreen,
        """
          line 1
          line 4
          line 7
        """)
}

private struct LogLine: Sendable {
    var text: String
}

// A feed that wakes a running application: compiled, never called (it needs a terminal).
@MainActor
private func feedLines(_ lines: AsyncStream<LogLine>, into manager: TableManager, app: Application) {
    let feed = StorageFeed<LogLine>(into: manager.memoryStorage) {
        DispatchQueue.main.async { app.setNeedsDisplay() }  // wake the run loop
    }
    Task.detached {
        for await line in lines { feed.append(line) }  // no await per item
    }
    // On the main actor, before drawing each frame:
    feed.drain()
}
