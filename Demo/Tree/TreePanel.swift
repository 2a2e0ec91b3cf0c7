import TermCellsCurses

/// `termcells-demo tree DIR` and the tour's Tree tab: a directory as an outline in a column
/// table (Name with the outline's indentation and marks, Size right-aligned, Kind). Each
/// directory is read when it first opens, off the main thread, through the outline's child
/// loader; an unreadable one shows why under it.
@MainActor
final class TreePanel: ContentPanel {
    let columns = ColumnTableManager(columns: [
        TableColumn("Name", width: .fraction(1), minimumWidth: 12),
        TableColumn("Size", width: .fit, maximumWidth: 8, alignment: .right),
        TableColumn("Kind", width: .fixed(5)),
    ])
    let outline = OutlineStorage()
    private let rootPath: String

    var manager: LayoutManager<ColumnLayout> { columns.manager }

    init(path: String) {
        rootPath = path
        // ← and → open and close the directories; the table has no cell cursor.
        columns.movesCellCursor = false
        columns.register(rows: FileEntry.self)
        columns.register(TreeNameCell.self, inColumn: FileEntry.Column.name.rawValue)
        manager.register(OutlineStatusCell.self)
        outline.childLoader = { model in
            guard let entry = model as? FileEntry else { return [] }
            return try DirectoryReader.children(of: entry).map { OutlineChild($0, isExpandable: $0.opens) }
        }
        manager.storage = outline
        outline.appendSection()
        if DirectoryReader.isEmptyDirectory(path: path) {
            // Nothing to open: the table shows an empty state instead of a lone root row.
            let empty = SupplementaryView()
            empty.text = "  \(path) is empty"
            empty.textStyle = .dim
            columns.host.backgroundView = empty
        } else if let root = DirectoryReader.rootEntry(path: path), let node = outline.insert(root, isExpandable: true)
        {
            outline.expand(node)
        }
    }

    var tabTitle: String { "Tree" }
    var title: String { "TermCells — tree: \(rootPath)" }

    var about: String {
        "A directory as an outline: an OutlineStorage whose nodes load their children when they first open, "
            + "off the main thread, with a Loading… row meanwhile. Opening a folder of 100,000 files is one ranged insert. "
            + "Its rows are a column table's: the name column is a view of its own that draws the outline's marks."
    }

    var help: String { "↑↓ move  →/Enter open  ← close/parent  ⇧←→ scroll  PgUp/PgDn  Home/End" }

    var keyHelp: [KeyHelp] {
        [
            KeyHelp("↑ ↓  j k", "move the cursor"),
            KeyHelp("→  Enter  Space", "open a directory (Right again: to its first entry)"),
            KeyHelp("←", "close a directory, or go to the parent"),
            KeyHelp("Shift-← Shift-→", "scroll the columns sideways"),
            KeyHelp("PgUp PgDn  Home End", "move a page, to the first and last row"),
        ]
    }

    var status: String {
        guard let cursor = manager.host.cursor else { return "Empty" }
        if let node = outline.node(at: cursor), let entry = node.model as? FileEntry {
            switch node.loadState {
            case .loaded where node.isExpandable:
                let count = node.children.count
                return entry.path + " · \(count.groupedDigits) " + (count == 1 ? "entry" : "entries")
            case .failed(let reason):
                return entry.path + " · " + reason
            default:
                return entry.path
            }
        }
        return "\(manager.host.cursor.map { "Row \($0.item)" } ?? "")"
    }

    var content: ColumnTableManager { columns }
}
