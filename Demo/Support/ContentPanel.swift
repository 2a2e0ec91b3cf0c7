import TermCellsCurses

/// A panel that is one ``PanelContent``: it draws it and hands it the events, written once
/// here. A panel with keys of its own answers them in its own `handle(_:)` and passes the rest
/// to ``content``.
@MainActor
protocol ContentPanel: DemoPanel {
    associatedtype Content: PanelContent
    /// What the panel shows.
    var content: Content { get }
}

extension ContentPanel {
    func draw(in canvas: any Canvas) {
        content.draw(in: canvas)
    }

    @discardableResult
    func handle(_ event: InputEvent) -> Bool {
        content.handle(event)
    }
}
