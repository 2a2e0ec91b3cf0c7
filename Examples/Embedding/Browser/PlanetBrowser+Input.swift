import TermCells

extension PlanetBrowser {
    /// Answers one event in the browser's coordinates; returns whether it was used.
    ///
    /// Tab and Shift-Tab move the keyboard between the list and the grid; other keys go to
    /// the pane that has it. A mouse event goes to the host under the pointer, which takes
    /// the keyboard, moved into that host's coordinates.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.key == .tab || key.key == .backTab:
            focus(focus == .list ? .grid : .list)
            return true
        case .key:
            switch focus {
            case .list: return list.host.handle(event)
            case .grid: return grid.host.handle(event)
            }
        case .mouse(let mouse):
            if frames.list.contains(mouse.location) || frames.listTitle.contains(mouse.location) {
                focus(.list)
                return list.host.handle(.mouse(mouse.relative(to: frames.list.origin)))
            }
            if frames.grid.contains(mouse.location) || frames.gridTitle.contains(mouse.location) {
                focus(.grid)
                return grid.host.handle(.mouse(mouse.relative(to: frames.grid.origin)))
            }
            return false
        case .resize, .paste:
            return false
        }
    }
}
