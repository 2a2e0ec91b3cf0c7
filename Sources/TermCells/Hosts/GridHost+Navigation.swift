/// The 2-D cursor: moves in reading order, by rows to the nearest column, and by pages.
extension GridHost {
    /// Moves to the next (`step` 1) or previous (−1) item, across rows and sections,
    /// skipping items the delegate will not highlight (a bounded distance).
    func moveCursorInReadingOrder(step: Int) {
        preferredColumn = nil
        guard let current = cursor else {
            moveCursor(to: layout.firstItem)
            return
        }
        var candidate = layout.item(after: current, step: step)
        var attempts = 0
        while let next = candidate, !(delegate?.gridHost(self, shouldHighlightItemAt: next) ?? true), attempts < 1_000 {
            candidate = layout.item(after: next, step: step)
            attempts += 1
        }
        if let candidate { moveCursor(to: candidate) }
    }

    /// Moves to the item of the row below (1) or above (−1) whose centre is nearest to the
    /// column the cursor started from, across section boundaries.
    func moveCursorVertically(direction: Int) {
        guard let current = cursor else {
            moveCursor(to: layout.firstItem)
            return
        }
        resolve(section: current.section)
        guard let frame = layout.frame(of: current) else { return }
        let column = preferredColumn ?? (frame.x + frame.width / 2)
        var from = current
        var attempts = 0
        while attempts < 1_000, let target = adjacentRow(to: from, direction: direction),
              let destination = layout.nearestItem(inRow: target.row, section: target.section, toX: column) {
            if delegate?.gridHost(self, shouldHighlightItemAt: destination) ?? true {
                moveCursor(to: destination)
                preferredColumn = column
                return
            }
            from = destination
            attempts += 1
        }
    }

    /// The adjacent row, with the section it lands in measured first.
    private func adjacentRow(to indexPath: IndexPath, direction: Int) -> (section: Int, row: Int)? {
        guard let target = layout.adjacentRow(to: indexPath, direction: direction) else { return nil }
        guard layout.needsResolving(section: target.section) else { return target }
        resolve(section: target.section)
        return layout.adjacentRow(to: indexPath, direction: direction)
    }

    /// Moves by about `rows` rows of content (a page), to the nearest item there.
    func moveCursor(byRows rows: Int) {
        guard let current = cursor, let frame = layout.frame(of: current) else {
            moveCursor(to: rows > 0 ? layout.firstItem : layout.lastItem)
            return
        }
        let column = preferredColumn ?? (frame.x + frame.width / 2)
        let target = frame.y + rows
        if rows > 0, target >= layout.contentHeight {
            moveCursor(to: layout.lastItem)
            return
        }
        if rows < 0, target < 0 {
            moveCursor(to: layout.firstItem)
            return
        }
        guard let band = layout.heights.index(containing: min(max(0, target), max(0, layout.contentHeight - 1))),
              var row = layout.nearestRow(toBand: band, forward: rows > 0) else { return }
        if layout.needsResolving(section: row.section) {
            resolve(section: row.section)
            guard let again = layout.heights.index(containing: min(max(0, target), max(0, layout.contentHeight - 1))),
                  let resolved = layout.nearestRow(toBand: again, forward: rows > 0) else { return }
            row = resolved
        }
        guard let destination = layout.nearestItem(inRow: row.row, section: row.section, toX: column) else { return }
        if destination == current {
            moveCursorVertically(direction: rows > 0 ? 1 : -1)
        } else {
            moveCursor(to: destination)
            preferredColumn = column
        }
        // Page the view along with the cursor where the content allows.
        if let moved = cursor, moved != current, let newFrame = layout.frame(of: moved) {
            let screenRow = frame.y - contentOffset
            if screenRow >= 0, screenRow < viewportSize.height {
                scroll(toContentOffset: newFrame.y - screenRow)
                scrollToItem(moved)
            }
        }
    }
}
