extension GridHost {
    /// Answers a key or mouse event in the host's own coordinates; returns whether the host
    /// used it. The keys and the mouse do what they do in every host (see the Keys and mouse
    /// table in the Grid article); Left/Right and h/l move in reading order, Up/Down to the
    /// nearest item of the row above or below. Each costs O(log n), plus the items of one row
    /// for sections sized per item.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool { handleEvent(event) }

    @discardableResult
    public func handle(_ event: KeyEvent) -> Bool { handleKey(event) }

    @discardableResult
    public func handle(_ event: MouseEvent) -> Bool { handleMouse(event) }

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
