import TermCellsCurses

/// `termcells-demo table`: S sections of numbered items, even and odd items drawn by two
/// conditional mappings, headers and footers, selection shown in the status line.
@MainActor
final class TableScreen: ApplicationContent {
    let manager: TableManager
    private var tableRect = Rect.zero
    private let itemCount: Int

    init(items: Int, sections: Int, multiple: Bool, sticky: Bool) {
        itemCount = items
        manager = TableManager()
        manager.host.allowsMultipleSelection = multiple
        manager.host.stickyHeaders = sticky
        manager.register(EvenItemCell.self) { mapping in
            mapping.condition = mapping.modelCondition { item, _ in item.isEven }
        }
        manager.register(OddItemCell.self) { mapping in
            mapping.condition = mapping.modelCondition { item, _ in !item.isEven }
        }
        // The header's design is the template file SectionHeaderView.template of the demo's
        // resources; the item cells are designed in code.
        manager.registerHeader(SectionHeaderView.self) { mapping in
            mapping.bundle = .module
        }
        manager.registerFooter(SectionFooterView.self)
        let storage = manager.memoryStorage
        var all: [[Any]] = []
        var next = 0
        for section in 0..<sections {
            let count = items / sections + (section < items % sections ? 1 : 0)
            all.append((next..<next + count).map { DemoItem(number: $0) as Any })
            next += count
        }
        storage.setItemsForAllSections(all)
        storage.setSectionHeaderModels((0..<sections).map { "Section \($0)" })
        storage.setSectionFooterModels(all.map { "\($0.count) items" })
    }

    func draw(on canvas: CursesCanvas, application: Application) {
        let host = manager.host
        let status: String
        if let anomaly = application.lastAnomaly {
            status = "⚠ " + anomaly
        } else if host.allowsMultipleSelection {
            let titles = host.selectedIndexPaths.prefix(5).compactMap { (manager.model(at: $0) as? DemoItem)?.title }
            status = "Selected: \(host.selectedIndexPaths.count) — " + titles.joined(separator: ", ")
        } else if let selected = host.selectedIndexPaths.last, let item = manager.model(at: selected) as? DemoItem {
            status = "Selected: \(item.title)"
        } else {
            status = "Nothing selected"
        }
        let help = host.allowsMultipleSelection
            ? "↑↓ jk move  PgUp/PgDn  Home/End gG  Space toggle  Enter select  q quit"
            : "↑↓ jk move  PgUp/PgDn  Ctrl-U/D  Home/End gG  Enter select  q quit"
        tableRect = Chrome.draw(on: canvas, title: "TermCells — table: \(itemCount) items", status: status, help: help)
        host.draw(in: canvas.child(in: tableRect))
    }

    func handle(_ event: InputEvent, application: Application) {
        switch event {
        case .key(let key) where key.key == .character("q") && key.modifiers.isEmpty:
            application.quit(status: 0)
        case .key:
            manager.host.handle(event)
        case .mouse(let mouse):
            manager.host.handle(.mouse(mouse.relative(to: tableRect.origin)))
        case .resize:
            break
        }
    }
}
