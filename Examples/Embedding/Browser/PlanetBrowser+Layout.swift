import TermCells

extension PlanetBrowser {
    /// Splits `size` into the browser's parts: a title row and the list on the left, the
    /// details on the right, then a title row and the grid below, across the whole width.
    public func layout(in size: Size) {
        let width = max(0, size.width)
        let height = max(0, size.height)
        let topHeight = min(height, max(2, height / 2 + 1))
        let listWidth = min(28, max(14, width / 3), width)
        var frames = Frames()
        frames.listTitle = Rect(x: 0, y: 0, width: listWidth, height: min(1, topHeight))
        frames.list = Rect(x: 0, y: 1, width: listWidth, height: max(0, topHeight - 1))
        frames.divider = Rect(x: listWidth, y: 0, width: min(1, max(0, width - listWidth)), height: topHeight)
        let detailsX = min(width, listWidth + 1)
        frames.details = Rect(x: detailsX, y: 0, width: max(0, width - detailsX), height: topHeight)
        frames.gridTitle = Rect(x: 0, y: topHeight, width: width, height: height > topHeight ? 1 : 0)
        frames.grid = Rect(x: 0, y: topHeight + 1, width: width, height: max(0, height - topHeight - 1))
        self.frames = frames
        laidOutSize = size
    }
}
