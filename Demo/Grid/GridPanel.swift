import TermCellsCurses

/// `termcells-demo grid` and the tour's Grid tab: three sections of tiles in a flow grid —
/// palette swatches of two sizes (sized per model), wide glyphs, and N numbered tiles (fixed
/// size, so a million cost what a hundred do) — with headers, footers and the selection in
/// the status line.
@MainActor
final class GridPanel: ContentPanel {
    let manager: GridManager
    private let itemCount: Int
    /// The title less the cursor, made once.
    private let titleStart: String

    init(items: Int, multiple: Bool) {
        itemCount = items
        titleStart = "TermCells — grid: \(items) tiles"
        manager = GridManager()
        manager.host.allowsMultipleSelection = multiple
        manager.register(ColorTileCell.self) { mapping in
            mapping.sizeForItem { color, _ in color.isBase ? Size(width: 8, height: 2) : Size(width: 4, height: 1) }
        }
        manager.register(GlyphTileCell.self)
        manager.register(NumberTileCell.self)
        manager.registerHeader(GridHeaderView.self)
        manager.registerFooter(GridFooterView.self)
        manager.itemSizeForSection = { section in section == 1 ? Size(width: 6, height: 3) : Size(width: 10, height: 3)
        }
        manager.insetForSection = { _ in Insets(top: 0, left: 1, bottom: 0, right: 1) }
        manager.storage = GridStorage(count: items)
    }

    var tabTitle: String { "Grid" }

    /// The title with the cursor's index path, "[section, item]", written from its two numbers
    /// (every frame: `IndexPath`'s own description goes through an array's).
    var title: String {
        guard let cursor = manager.host.cursor, cursor.count == 2 else { return titleStart }
        var title = titleStart
        title.reserveCapacity(titleStart.utf8.count + 48)
        title += " · at ["
        title += String(cursor.section)
        title += ", "
        title += String(cursor.item)
        title += "]"
        return title
    }

    var about: String {
        "A flow grid: the 256-colour palette (base colours sized larger by a sizeForItem event), "
            + "a board of wide glyphs, and \(itemCount) numbered tiles computed on demand. "
            + "Columns follow the width; the cursor moves in two dimensions across sections."
    }

    var help: String { "←↑↓→ hjkl move  PgUp/PgDn  Home/End gG  Enter/Space select" }

    var keyHelp: [KeyHelp] {
        [
            KeyHelp("← ↑ ↓ →  h j k l", "move the cursor across rows and sections"),
            KeyHelp("PgUp PgDn", "move a page"),
            KeyHelp("Home End  g G", "first and last tile"),
            KeyHelp(
                "Enter Space",
                manager.host.allowsMultipleSelection ? "add or remove from the selection" : "select the tile"),
            KeyHelp("click  wheel", "move the cursor, scroll"),
        ]
    }

    var status: String {
        let host = manager.host
        return SelectionStatus.text(of: host.selectedIndexPaths, multiple: host.allowsMultipleSelection, shown: 4) {
            demoTitle(of: manager.model(at: $0))
        }
    }

    var content: GridHost { manager.host }
}
