import TermCellsCurses

/// `termcells-demo tree DIR` and the tour's Tree tab: a directory as an outline. Each
/// directory is read when it first opens, off the main thread, through the outline's child
/// loader; an unreadable one shows why under it.
@MainActor
final class TreePanel: DemoPanel {
    let manager = TableManager()
    let outline = OutlineStorage()
    private let rootPath: String

    init(path: String) {
        rootPath = path
        manager.register(TreeEntryCell.self)
        manager.register(OutlineStatusCell.self)
        outline.childLoader = { model in
            guard let entry = model as? FileEntry else { return [] }
            return try DirectoryReader.children(of: entry).map { OutlineChild($0, isExpandable: $0.opens) }
        }
        manager.storage = outline
        outline.appendSection()
        if let root = DirectoryReader.rootEntry(path: path), let node = outline.insert(root, isExpandable: true) {
            outline.expand(node)
        }
        // Rows that arrive from the loader need a frame.
        manager.onNeedsDisplay = { Application.running?.setNeedsDisplay() }
    }

    var tabTitle: String { "Tree" }
    var title: String { "TermCells — tree: \(rootPath)" }

    var about: String {
        "A directory as an outline: an OutlineStorage whose nodes load their children when they first open, "
            + "off the main thread, with a Loading… row meanwhile. Opening a folder of 100,000 files is one ranged insert."
    }

    var help: String { "↑↓ move  →/Enter open  ← close/parent  PgUp/PgDn  Home/End" }

    var keyHelp: [KeyHelp] {
        [
            KeyHelp("↑ ↓  j k", "move the cursor"),
            KeyHelp("→  Enter  Space", "open a directory (Right again: to its first entry)"),
            KeyHelp("←", "close a directory, or go to the parent"),
            KeyHelp("PgUp PgDn  Home End", "move a page, to the first and last row"),
        ]
    }

    func status(anomaly: String?) -> String {
        if let anomaly { return "⚠ " + anomaly }
        guard let cursor = manager.host.cursor else { return "Empty" }
        if let node = outline.node(at: cursor), let entry = node.model as? FileEntry {
            switch node.loadState {
            case .loaded where node.isExpandable:
                return entry.path + " · \(node.children.count.grouped) entries"
            case .failed(let reason):
                return entry.path + " · " + reason
            default:
                return entry.path
            }
        }
        return "\(manager.host.cursor.map { "Row \($0.item)" } ?? "")"
    }

    func draw(in canvas: any Canvas) {
        manager.host.draw(in: canvas)
    }

    func handle(_ event: InputEvent) -> Bool {
        manager.host.handle(event)
    }
}
