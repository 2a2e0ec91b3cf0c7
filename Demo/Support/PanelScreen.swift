import TermCellsCurses

/// A single panel in the demo's frame, for the subcommands (`termcells-demo table`, …):
/// the title row, the panel, the status and help rows; `q` quits.
@MainActor
final class PanelScreen: ApplicationContent {
    let panel: DemoPanel
    private var contentRect = Rect.zero
    private var bars = ChromeBars()
    /// The panel's help and the help shown for it (with "q quit"), kept from frame to frame:
    /// the help rarely changes, and a stream draws 20 frames a second.
    private var helpShown: (panel: String, shown: String) = ("", "")
    /// Whether the last frame drew the panel's text field over the status row.
    private var drewField = false

    init(_ panel: DemoPanel) {
        self.panel = panel
    }

    func draw(on canvas: CursesCanvas, application: Application) {
        panel.prepareFrame()
        let help = panel.isEditingText ? panel.help : browsingHelp(panel.help)
        let status = panel.status(anomaly: application.lastAnomaly)
        let field = canvas.size.height >= 2 ? panel.statusField : nil
        // The field's cells are the status bar's again: drawn whole, whatever its text.
        if drewField, field == nil { bars.forget() }
        contentRect = bars.draw(on: canvas, title: panel.title, status: status, help: help)
        panel.draw(in: canvas.child(in: contentRect))
        if let field { Chrome.draw(field, after: status, row: contentRect.maxY, on: canvas) }
        drewField = field != nil
    }

    /// Has the next frame draw the bars whole, for a frame after something else drew over them.
    func forgetBars() {
        bars.forget()
    }

    /// `help` with the quit key, made again only when `help` changed.
    private func browsingHelp(_ help: String) -> String {
        if help != helpShown.panel { helpShown = (help, help + "  q quit") }
        return helpShown.shown
    }

    func handle(_ event: InputEvent, application: Application) {
        switch event {
        case .key(let key) where !panel.isEditingText && key.modifiers.isEmpty && key.key == .character("q"):
            panel.stop()
            application.quit(status: 0)
        case .key(let key) where key.key == .control("l"):
            bars.forget()
            Chrome.repaint(application)
        case .key, .paste:
            panel.handle(event)
        case .mouse(let mouse):
            panel.handle(.mouse(mouse.relative(to: contentRect.origin)))
        case .resize:
            break
        }
    }
}
