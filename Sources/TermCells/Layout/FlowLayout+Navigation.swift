/// Moving a 2-D cursor through a flow layout.
extension FlowLayout {
    /// The row next to the item's row in `direction` (1 down, −1 up), across sections
    /// (empty sections skipped): `(section, row)`.
    func adjacentRow(to indexPath: IndexPath, direction: Int) -> (section: Int, row: Int)? {
        guard let row = row(of: indexPath) else { return nil }
        let next = row + direction
        if next >= 0 && next < sections[indexPath.section].rowCount { return (indexPath.section, next) }
        var section = indexPath.section + direction
        while section >= 0 && section < sections.count {
            if sections[section].rowCount > 0 { return (section, direction > 0 ? 0 : sections[section].rowCount - 1) }
            section += direction
        }
        return nil
    }

    /// The item of row `row` of `section` whose centre is nearest to column `x`.
    /// O(1) for fixed-size sections; O(log k + items in the row) for per-item ones.
    func nearestItem(inRow row: Int, section: Int, toX x: Int) -> IndexPath? {
        guard section >= 0, section < sections.count else { return nil }
        let layout = sections[section]
        let items = layout.items(inRow: row)
        guard !items.isEmpty else { return nil }
        switch layout.rows {
        case .uniform, .estimated:
            let size = layout.metrics.clampedItemSize
            let pitch = size.width + layout.metrics.clampedItemSpacing
            let column = (x - layout.metrics.clampedInsets.left - size.width / 2 + pitch / 2)
            let index = column < 0 ? 0 : column / pitch
            return IndexPath(item: min(items.lowerBound + index, items.upperBound - 1), section: section)
        case .measured:
            var best = items.lowerBound
            var bestDistance = Int.max
            for item in items {
                let placement = layout.placement(of: item)
                let distance = abs(placement.x + placement.size.width / 2 - x)
                if distance < bestDistance {
                    best = item
                    bestDistance = distance
                }
            }
            return IndexPath(item: best, section: section)
        }
    }

    /// The item row nearest to band `index`: the band itself if it is a row, else the first
    /// row after it (`forward`) or the last one before it, falling back the other way.
    func nearestRow(toBand index: Int, forward: Bool) -> (section: Int, row: Int)? {
        guard bandCount > 0 else { return nil }
        let clamped = min(max(0, index), bandCount - 1)
        guard let band = band(at: clamped) else { return nil }
        if case .items(let section, let row) = band { return (section, row) }
        let section = band.section
        let layout = sections[section]
        let beforeRows = clamped < layout.firstRowBand
        if layout.rowCount > 0 {
            if forward && beforeRows { return (section, 0) }
            if !forward && !beforeRows { return (section, layout.rowCount - 1) }
        }
        if let found = scanRows(from: section + (forward ? 1 : -1), direction: forward ? 1 : -1) { return found }
        if layout.rowCount > 0 { return (section, beforeRows ? 0 : layout.rowCount - 1) }
        return scanRows(from: section + (forward ? -1 : 1), direction: forward ? -1 : 1)
    }

    private func scanRows(from start: Int, direction: Int) -> (section: Int, row: Int)? {
        var section = start
        while section >= 0 && section < sections.count {
            if sections[section].rowCount > 0 { return (section, direction > 0 ? 0 : sections[section].rowCount - 1) }
            section += direction
        }
        return nil
    }
}
