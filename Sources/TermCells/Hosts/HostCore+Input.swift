/// The key and mouse map of every host, written once; see the Keys and mouse table in the
/// Layouts article.
extension HostCore {
    /// Up/Down and k/j move to the neighbouring item up or down, Left/Right and h/l to the
    /// previous and next one where the layout has columns, PgUp/PgDn a page (the viewport
    /// less one row), Ctrl-U/Ctrl-D half a page, Home/End and g/G the first and last item,
    /// Enter and Space select (toggle, with multiple selection), Shift-Up/Down reorder where
    /// the host allows it. Other keys go to the delegate. On an outline's section header or
    /// node, Enter, Space, Left and Right open and close it first (see ``OutlineStorage``).
    func handleKey(_ event: KeyEvent) -> Bool {
        reloadIfNeeded()
        let page = max(1, viewportSize.height - 1)
        let halfPage = max(1, viewportSize.height / 2)
        if event.modifiers.isEmpty, let cursor = cursorItem,
            let response = client?.disclosureResponse(to: event.key, at: cursor)
        {
            if case .moveCursor(let target) = response { moveCursorIfAllowed(to: target) }
            return true
        }
        if event.modifiers == .shift, event.key == .up || event.key == .down,
            reorderCursorItem(by: event.key == .down ? 1 : -1)
        {
            return true
        }
        switch (event.key, event.modifiers.subtracting(.shift)) {
        case (.down, []), (.character("j"), []): moveCursor(.down)
        case (.up, []), (.character("k"), []): moveCursor(.up)
        case (.right, []) where layout.hasColumns, (.character("l"), []) where layout.hasColumns: moveCursor(.right)
        case (.left, []) where layout.hasColumns, (.character("h"), []) where layout.hasColumns: moveCursor(.left)
        case (.pageDown, []): moveCursor(byRows: page)
        case (.pageUp, []): moveCursor(byRows: -page)
        case (.control("d"), []): moveCursor(byRows: halfPage)
        case (.control("u"), []): moveCursor(byRows: -halfPage)
        case (.home, []), (.character("g"), []):
            preferredColumn = nil
            moveCursorIfAllowed(to: layout.firstItem)
            scroll(toContentOffset: 0)
        case (.end, []), (.character("G"), []):
            preferredColumn = nil
            moveCursorIfAllowed(to: layout.lastItem)
            // Show what follows the last item too (its section's footer).
            scroll(toContentOffset: maximumContentOffset)
        case (.enter, []):
            if let cursorItem { selectItemIfAllowed(at: cursorItem) }
        case (.character(" "), []):
            if let cursorItem { toggleOrSelect(cursorItem) }
        default:
            return client?.handles(event, at: cursorItem) ?? false
        }
        return true
    }

    /// The wheel scrolls three rows; a click moves the cursor to the item and selects it
    /// (toggles, with multiple selection). Events outside the viewport are not the host's.
    func handleMouse(_ event: MouseEvent) -> Bool {
        reloadIfNeeded()
        guard event.location.x >= 0, event.location.y >= 0,
            event.location.x < viewportSize.width, event.location.y < viewportSize.height
        else { return false }
        switch event.kind {
        case .wheelUp:
            scroll(toContentOffset: contentOffset - 3)
        case .wheelDown:
            scroll(toContentOffset: contentOffset + 3)
        case .press(button: 1):
            guard let indexPath = item(atViewportPoint: event.location) else { return false }
            preferredColumn = nil
            moveCursorIfAllowed(to: indexPath)
            if cursorItem == indexPath { toggleOrSelect(indexPath) }
        default:
            return false
        }
        return true
    }
}
