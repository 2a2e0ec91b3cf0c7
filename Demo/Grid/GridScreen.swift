import TermCellsCurses

/// `termcells-demo grid`: three sections of tiles in a flow grid — palette swatches of two
/// sizes (sized per model), wide glyphs, and N numbered tiles (fixed size, so a million
/// cost what a hundred do) — with headers, footers and the selection in the status line.
@MainActor
final class GridScreen: ApplicationContent {
    let manager: GridManager
    private var gridRect = Rect.zero
    private let itemCount: Int

    init(items: Int, multiple: Bool) {
        itemCount = items
        manager = GridManager()
        manager.host.allowsMultipleSelection = multiple
        manager.register(ColorTileCell.self) { mapping in
            mapping.sizeForItem { color, _ in color.isBase ? Size(width: 8, height: 2) : Size(width: 4, height: 1) }
        }
        manager.register(GlyphTileCell.self)
        manager.register(NumberTileCell.self)
        manager.registerHeader(GridHeaderView.self)
        manager.registerFooter(GridFooterView.self)
        manager.itemSizeForSection = { section in section == 1 ? Size(width: 6, height: 3) : Size(width: 10, height: 3) }
        manager.insetForSection = { _ in Insets(top: 0, left: 1, bottom: 0, right: 1) }
        manager.storage = GridStorage(count: items)
    }

    func draw(on canvas: CursesCanvas, application: Application) {
        let host = manager.host
        host.reloadIfNeeded()
        let status: String
        if let anomaly = application.lastAnomaly {
            status = "⚠ " + anomaly
        } else if host.allowsMultipleSelection {
            let titles = host.selectedIndexPaths.prefix(4).compactMap { demoTitle(of: manager.model(at: $0)) }
            status = "Selected: \(host.selectedIndexPaths.count) — " + titles.joined(separator: ", ")
        } else if let selected = host.selectedIndexPaths.last, let title = demoTitle(of: manager.model(at: selected)) {
            status = "Selected: \(title)"
        } else {
            status = "Nothing selected"
        }
        let cursor = host.cursor.map { " · at \($0)" } ?? ""
        let help = "←↑↓→ hjkl move  PgUp/PgDn  Home/End gG  Enter/Space select  q quit"
        gridRect = Chrome.draw(on: canvas, title: "TermCells — grid: \(itemCount) tiles\(cursor)", status: status, help: help)
        host.draw(in: canvas.child(in: gridRect))
    }

    func handle(_ event: InputEvent, application: Application) {
        switch event {
        case .key(let key) where key.key == .character("q") && key.modifiers.isEmpty:
            application.quit(status: 0)
        case .key:
            manager.host.handle(event)
        case .mouse(let mouse):
            manager.host.handle(.mouse(mouse.relative(to: gridRect.origin)))
        case .resize:
            break
        }
    }
}
