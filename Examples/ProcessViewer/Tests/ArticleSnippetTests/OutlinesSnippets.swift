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
