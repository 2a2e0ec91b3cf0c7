import TermCellsCurses

/// `termcells-demo screen FILE`: the hosts of a screen file, filled with sample data, inside
/// the demo's frame. Tab moves the keyboard between hosts.
@MainActor
final class ScreenPreview: ApplicationContent {
    private let screen: LoadedScreen
    private let managers: [AnyObject]
    private var screenRect = Rect.zero

    init(screen: LoadedScreen, items: Int) {
        self.screen = screen
        managers = SampleData.managers(for: screen, items: items)
    }

    func draw(on canvas: CursesCanvas, application: Application) {
        let status: String
        if let anomaly = application.lastAnomaly {
            status = "⚠ " + anomaly
        } else if let index = screen.focusedIndex {
            let instance = screen.hosts[index]
            let selected: SampleItem?
            if let host = instance.host as? TableHost, let path = host.selectedIndexPaths.last {
                selected =
                    managers.lazy.compactMap { $0 as? TableManager }.first { $0.host === host }?.model(at: path)
                    as? SampleItem
            } else if let host = instance.host as? GridHost, let path = host.selectedIndexPaths.last {
                selected =
                    managers.lazy.compactMap { $0 as? GridManager }.first { $0.host === host }?.model(at: path)
                    as? SampleItem
            } else {
                selected = nil
            }
            status = "Focus: \(instance.declaration.name)" + (selected.map { " — Selected: \($0.title)" } ?? "")
        } else {
            status = "No hosts"
        }
        screenRect = Chrome.draw(
            on: canvas, title: "TermCells — screen \(screen.file.name)", status: status,
            help: "Tab next host  ↑↓ jk move  PgUp/PgDn  Enter select  q quit")
        screen.draw(in: canvas.child(in: screenRect))
    }

    func handle(_ event: InputEvent, application: Application) {
        switch event {
        case .key(let key) where key.key == .character("q") && key.modifiers.isEmpty:
            application.quit(status: 0)
        case .mouse(let mouse):
            screen.handle(.mouse(mouse.relative(to: screenRect.origin)))
        case .key:
            screen.handle(event)
        case .resize, .paste:
            break
        }
    }
}
