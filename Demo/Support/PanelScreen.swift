import TermCellsCurses

/// A single panel in the demo's frame, for the subcommands (`termcells-demo table`, …):
/// the title row, the panel, the status and help rows; `q` quits.
@MainActor
final class PanelScreen: ApplicationContent {
    let panel: DemoPanel
    private var contentRect = Rect.zero
    private var bars = ChromeBars()

    init(_ panel: DemoPanel) {
        self.panel = panel
    }

    func draw(on canvas: CursesCanvas, application: Application) {
        panel.prepareFrame()
        let help = panel.isEditingText ? panel.help : panel.help + "  q quit"
        let status = panel.status(anomaly: application.lastAnomaly)
        contentRect = bars.draw(on: canvas, title: panel.title, status: status, help: help)
        panel.draw(in: canvas.child(in: contentRect))
        if panel.isEditingText, canvas.size.height >= 2 {
            Chrome.reportTypingFocus(on: canvas, status: status, row: contentRect.maxY)
        }
    }

    func handle(_ event: InputEvent, application: Application) {
        switch event {
        case .key(let key) where !panel.isEditingText && key.modifiers.isEmpty && key.key == .character("q"):
            panel.stop()
            application.quit(status: 0)
        case .key, .paste:
            panel.handle(event)
        case .mouse(let mouse):
            panel.handle(.mouse(mouse.relative(to: contentRect.origin)))
        case .resize:
            break
        }
    }
}
