import Foundation
import TermCells
import TermCellsTesting
import Testing

// The Outlines article's snippets, typed as a user would.

private struct Folder: Sendable {
    var name: String
    var isFolder = true
    var formattedSize = ""

    static let home = Folder(name: "home")
    static let disk = Folder(name: "disk")

    func children() async throws -> [Folder] {
        [Folder(name: "notes.txt", isFolder: false, formattedSize: "2 KB")]
    }
}

private final class FolderCell: OutlineCell, ModelTransfer {
    func update(with model: Folder) {
        text = model.name
        detailText = model.formattedSize  // right-aligned
    }
}

@MainActor
@Test func outlinesArticleSnippetShowsHeadersAndNodes() {
    let manager = TableManager()
    manager.register(FolderCell.self)  // an OutlineCell for your Folder model
    manager.register(OutlineStatusCell.self)  // the "Loading…" and error rows
    manager.register(OutlineCell.self, for: String.self) { cell, title, _ in
        cell.text = title  // the section headers' rows
    }
    let outline = OutlineStorage()
    outline.childLoader = { model in
        guard let folder = model as? Folder else { return [] }
        return try await folder.children().map { OutlineChild($0, isExpandable: $0.isFolder) }
    }
    manager.storage = outline

    outline.appendSection(header: "Favourites")  // section 0
    outline.insert(Folder.home, isExpandable: true)  // a node on top of section 0
    outline.appendSection(header: "Devices")
    outline.insert(Folder.disk, isExpandable: true, inSection: 1)

    let screen = ScreenDriver(manager, width: 24, height: 5)
    #expect(screen.lines == [" ▾ Favourites", "   ▸ home", " ▾ Devices", "   ▸ disk", ""])
    #expect(manager.anomalyHandler.reported.isEmpty)
}

private struct Entry: ColumnRow {
    var name: String
    var size = ""
    var isFolder = true
    func value(forColumn column: Int) -> String { column == 0 ? name : size }
    func model(forColumn column: Int) -> Any { column == 0 ? self : value(forColumn: column) }
}

private final class FolderNameCell: OutlineCell, ModelTransfer {
    func update(with model: Entry) { text = model.name }
}

@MainActor
@Test func outlinesArticleColumnTableShowsTheOutline() {
    typealias Folder = Entry
    let outline = OutlineStorage()
    outline.appendSection()
    let album = outline.insert(Folder(name: "music"), isExpandable: true)
    outline.insert(Folder(name: "notes.txt", size: "2 KB", isFolder: false), isExpandable: false)

    let columns = ColumnTableManager(columns: [
        TableColumn("Name", width: .fraction(1)),
        TableColumn("Size", width: .fit, maximumWidth: 8, alignment: .right),
    ])
    columns.movesCellCursor = false
    columns.register(rows: Folder.self)  // Folder: ColumnRow, model(forColumn: 0) is itself
    columns.register(FolderNameCell.self, inColumn: 0)  // an OutlineCell for Folder
    columns.manager.register(OutlineStatusCell.self)
    columns.manager.storage = outline

    columns.host.showsScrollIndicator = false
    let screen = ScreenDriver(width: 24, height: 3, draw: columns.draw(in:), handle: columns.handle)
    expectScreen(
        screen,
        """
        Name              │Size│
         ▸ music          │    │
           notes.txt      │2 KB│
        """)

    // Children you already have go in directly (`album` is the music folder's node).
    let tracks = [Folder(name: "one.ogg", isFolder: false)]
    outline.append(contentsOf: tracks.map { OutlineChild($0) }, under: album)
    screen.press(.right)
    expectScreen(
        screen,
        """
        Name              │Size│
         ▾ music          │    │
             one.ogg      │    │
        """)
}
