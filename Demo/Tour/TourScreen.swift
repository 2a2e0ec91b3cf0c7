import TermCellsCurses

/// `termcells-demo` with no arguments: a tab per part of TermCells. The top row shows the
/// tabs, the bottom rows the tab's status and keys; `?` lays the full key help over the
/// content. See ``TourAction`` for which keys are the tour's and which the tab's.
@MainActor
final class TourScreen: ApplicationContent {
    private let tabs: [TourTab]
    private var current = 0
    private var overlay: HelpOverlay?
    private var size = Size.zero
    private var contentRect = Rect.zero
    /// The tab, content rectangle and overlay the content area was last cleared for.
    private var clearedFor: (tab: Int, rect: Rect, overlay: Bool)?

    init(tabs: [TourTab]) {
        self.tabs = tabs
    }

    private var titles: [String] { tabs.map(\.title) }
    private var panel: DemoPanel { tabs[current].panel }

    func draw(on frameCanvas: CursesCanvas, application: Application) {
        var canvas = frameCanvas
        size = canvas.size
        guard size.height > 0, !tabs.isEmpty else { return }
        let panel = self.panel
        panel.prepareFrame()
        TabBar.draw(
            titles: titles, current: current, on: canvas.child(in: Rect(x: 0, y: 0, width: size.width, height: 1)))
        var bottom = size.height
        if size.height >= 4 {
            drawHelpRow(for: panel, on: canvas.child(in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1)))
            bottom -= 1
        }
        let status = panel.status(anomaly: application.lastAnomaly)
        if size.height >= 3 {
            canvas.draw(" " + status, row: bottom - 1, style: .reverse)
            bottom -= 1
        }
        contentRect = Rect(x: 0, y: 1, width: size.width, height: max(0, bottom - 1))
        // Panels draw only what they own; clear what the previous tab or the help left. The
        // hosts then draw every view (a new frame count), not only those that changed.
        if !(clearedFor.map { $0 == (current, contentRect, overlay != nil) } ?? false) {
            clearedFor = (current, contentRect, overlay != nil)
            application.terminal.forgetDrawnFrames()
            canvas = application.terminal.canvas()
            canvas.child(in: contentRect).fill(style: .plain)
        }
        let content = canvas.child(in: contentRect)
        panel.draw(in: content)
        if let field = panel.statusField, size.height >= 3 {
            Chrome.draw(field, after: status, row: bottom, on: canvas)
        }
        overlay?.draw(on: content)
    }

    /// The tab's keys on the left, the tour's on the right; the tab's give way when short of room.
    private func drawHelpRow(for panel: DemoPanel, on canvas: any Canvas) {
        if panel.isEditingText {
            canvas.draw(" " + panel.help, row: 0, style: .dim)
            return
        }
        let hint = TourAction.hint(for: panel, tabCount: tabs.count) + " "
        let hintWidth = min(hint.displayWidth, canvas.size.width)
        let helpWidth = max(0, canvas.size.width - hintWidth - 1)
        canvas.draw(
            " " + Self.wholeHints(of: panel.help, fitting: helpWidth - 1), at: .zero, width: helpWidth, style: .dim)
        canvas.fill(Rect(x: helpWidth, y: 0, width: 1, height: 1), style: .plain)
        canvas.draw(
            hint, at: Point(x: canvas.size.width - hintWidth, y: 0), width: hintWidth, alignment: .right, style: .bold)
    }

    /// The leading hints of `help` (separated by two spaces) that fit in `width` columns, so a
    /// narrow row drops its last hints instead of cutting one in half; the first hint alone is
    /// truncated when even it does not fit.
    static func wholeHints(of help: String, fitting width: Int) -> String {
        guard help.displayWidth > width else { return help }
        var fitted = ""
        for hint in help.components(separatedBy: "  ") {
            let candidate = fitted.isEmpty ? hint : fitted + "  " + hint
            if candidate.displayWidth > width { break }
            fitted = candidate
        }
        return fitted.isEmpty ? help : fitted
    }

    func handle(_ event: InputEvent, application: Application) {
        switch event {
        case .key(let key):
            if overlay != nil {
                handleOverlayKey(key, application: application)
            } else if let action = TourAction(key, panel: panel) {
                perform(action, application: application)
            } else {
                panel.handle(event)
            }
        case .mouse(let mouse):
            if mouse.location.y == 0, case .press = mouse.kind,
                let tab = TabBar.tab(at: mouse.location.x, titles: titles, width: size.width)
            {
                show(tab)
            } else if overlay == nil, contentRect.contains(mouse.location) {
                panel.handle(.mouse(mouse.relative(to: contentRect.origin)))
            }
        case .paste:
            if overlay == nil { panel.handle(event) }
        case .resize:
            break
        }
    }

    private func perform(_ action: TourAction, application: Application) {
        switch action {
        case .showTab(let index): show(index)
        case .nextTab: show((current + 1) % tabs.count)
        case .previousTab: show((current + tabs.count - 1) % tabs.count)
        case .toggleHelp: openHelp()
        case .repaint: Chrome.repaint(application)
        case .quit: quit(application)
        }
    }

    private func handleOverlayKey(_ key: KeyEvent, application: Application) {
        switch key.key {
        case .escape, .character("?"): overlay = nil
        case .character("q") where key.modifiers.isEmpty: quit(application)
        case .down, .character("j"): overlay?.scroll(by: 1, in: contentRect.size)
        case .up, .character("k"): overlay?.scroll(by: -1, in: contentRect.size)
        default: break
        }
    }

    private func show(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        current = index
        overlay = nil
    }

    private func openHelp() {
        let panel = self.panel
        overlay = HelpOverlay(
            tabTitle: panel.tabTitle, about: panel.about, tabKeys: panel.keyHelp,
            tourKeys: TourAction.help(for: panel, tabCount: tabs.count))
    }

    private func quit(_ application: Application) {
        for tab in tabs { tab.madePanel?.stop() }
        application.quit(status: 0)
    }
}
