/// The 2-D cursor's geometry: neighbours in reading order, by rows to the nearest column, and pages.
extension GridHost {
    /// Left and right: the previous and next item in reading order; up and down: the item of
    /// the row above or below whose centre is nearest to `column`, across sections.
    func neighbour(of indexPath: IndexPath, _ direction: CursorDirection, column: Int) -> IndexPath? {
        switch direction {
        case .left: return layout.item(after: indexPath, step: -1)
        case .right: return layout.item(after: indexPath, step: 1)
        case .up, .down:
            guard let target = adjacentRow(to: indexPath, direction: direction == .down ? 1 : -1) else { return nil }
            return layout.nearestItem(inRow: target.row, section: target.section, toX: column)
        case .pageUp, .pageDown: return nil
        }
    }

    /// The column of the item's centre, its section measured first.
    func column(of indexPath: IndexPath) -> Int? {
        resolve(section: indexPath.section)
        return layout.frame(of: indexPath).map { $0.x + $0.width / 2 }
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
        guard let current = cursorItem, let frame = layout.frame(of: current) else {
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
            var row = layout.nearestRow(toBand: band, forward: rows > 0)
        else { return }
        if layout.needsResolving(section: row.section) {
            resolve(section: row.section)
            guard let again = layout.heights.index(containing: min(max(0, target), max(0, layout.contentHeight - 1))),
                let resolved = layout.nearestRow(toBand: again, forward: rows > 0)
            else { return }
            row = resolved
        }
        guard let destination = layout.nearestItem(inRow: row.row, section: row.section, toX: column) else { return }
        if destination == current {
            moveCursor(rows > 0 ? .down : .up)
        } else {
            moveCursor(to: destination)
            preferredColumn = column
        }
        // Page the view along with the cursor where the content allows.
        if let moved = cursorItem, moved != current, let newFrame = layout.frame(of: moved) {
            let screenRow = frame.y - contentOffset
            if screenRow >= 0, screenRow < viewportSize.height {
                scroll(toContentOffset: newFrame.y - screenRow)
                scrollToItem(moved)
            }
        }
    }
}
