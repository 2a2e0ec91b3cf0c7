import TermCellsCurses

/// What a panel shows in its rectangle when that is one thing — a host, a column table, the
/// embedding example's browser: it draws, and answers events in the panel's coordinates.
@MainActor
protocol PanelContent: AnyObject {
    /// Draws into `canvas`, which covers the panel's rectangle.
    func draw(in canvas: any Canvas)
    /// Answers an event in the panel's coordinates; returns whether it was used.
    @discardableResult
    func handle(_ event: InputEvent) -> Bool
}

extension TableHost: PanelContent {}
extension GridHost: PanelContent {}
extension ColumnTableManager: PanelContent {}
