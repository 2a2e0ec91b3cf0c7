extension GridHost {
    /// Answers a key or mouse event in the host's own coordinates; returns whether the host used it.
    ///
    /// Keys: Left/Right and h/l move to the previous and next item (across rows and
    /// sections), Up/Down and k/j to the nearest item in the row above or below (across
    /// sections), PgUp/PgDn a page, Ctrl-U/Ctrl-D half a page, Home/End and g/G to the first
    /// and last item, Enter selects, Space selects (toggles with multiple selection). A click
    /// moves the cursor and selects; the wheel scrolls. Other keys go to the delegate.
    /// Each costs O(log n), plus the items of one row for per-item sections.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): return handle(key)
        case .mouse(let mouse): return handle(mouse)
        case .resize, .paste: return false
        }
    }

    @discardableResult
    public func handle(_ event: KeyEvent) -> Bool {
        reloadIfNeeded()
        let page = max(1, viewportSize.height - 1)
        switch (event.key, event.modifiers.subtracting(.shift)) {
        case (.right, []), (.character("l"), []):
            moveCursorInReadingOrder(step: 1)
        case (.left, []), (.character("h"), []):
            moveCursorInReadingOrder(step: -1)
        case (.down, []), (.character("j"), []):
            moveCursorVertically(direction: 1)
        case (.up, []), (.character("k"), []):
            moveCursorVertically(direction: -1)
        case (.pageDown, []):
            moveCursor(byRows: page)
        case (.pageUp, []):
            moveCursor(byRows: -page)
        case (.control("d"), []):
            moveCursor(byRows: max(1, viewportSize.height / 2))
        case (.control("u"), []):
            moveCursor(byRows: -max(1, viewportSize.height / 2))
        case (.home, []), (.character("g"), []):
            preferredColumn = nil
            moveCursor(to: layout.firstItem)
            scroll(toContentOffset: 0)
        case (.end, []), (.character("G"), []):
            preferredColumn = nil
            moveCursor(to: layout.lastItem)
            // Show what follows the last item too (its section's footer).
            scroll(toContentOffset: maximumContentOffset)
        case (.enter, []):
            if let cursor { selectItem(at: cursor) }
        case (.character(" "), []):
            guard let cursor else { break }
            if allowsMultipleSelection && isSelected(cursor) { deselectItem(at: cursor) } else { selectItem(at: cursor) }
        default:
            return delegate?.gridHost(self, didReceive: event, at: cursor) ?? false
        }
        return true
    }

    @discardableResult
    public func handle(_ event: MouseEvent) -> Bool {
        reloadIfNeeded()
        guard event.location.x >= 0, event.location.y >= 0,
              event.location.x < viewportSize.width, event.location.y < viewportSize.height else { return false }
        switch event.kind {
        case .wheelUp:
            scroll(toContentOffset: contentOffset - 3)
        case .wheelDown:
            scroll(toContentOffset: contentOffset + 3)
        case .press(button: 1):
            guard let indexPath = itemAt(viewportPoint: event.location) else { return false }
            preferredColumn = nil
            moveCursor(to: indexPath)
            if cursor == indexPath {
                if allowsMultipleSelection && isSelected(indexPath) { deselectItem(at: indexPath) } else { selectItem(at: indexPath) }
            }
        default:
            return false
        }
        return true
    }

    /// The item drawn at `point` of the viewport, if any (spacing and insets hit nothing).
    /// O(log r + items in the row).
    public func itemAt(viewportPoint point: Point) -> IndexPath? {
        guard let band = layout.heights.index(containing: contentOffset + point.y),
              case .items(let section, let row)? = layout.band(at: band) else { return nil }
        let rowTop = layout.heights.offset(of: band)
        for item in layout.items(inRow: row, section: section) {
            let indexPath = IndexPath(item: item, section: section)
            guard let frame = layout.frame(of: indexPath) else { continue }
            if frame.x > point.x { break }
            if point.x < frame.maxX && contentOffset + point.y < rowTop + frame.height { return indexPath }
        }
        return nil
    }
}
