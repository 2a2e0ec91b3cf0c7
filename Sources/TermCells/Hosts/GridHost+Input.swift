extension GridHost {
    /// The item drawn at `point` of the viewport, if any (spacing and insets hit nothing).
    /// O(log r + items in the row).
    public func itemAt(viewportPoint point: Point) -> IndexPath? {
        guard let band = layout.heights.index(containing: contentOffset + point.y),
            case .items(let section, let row)? = layout.band(at: band)
        else { return nil }
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
