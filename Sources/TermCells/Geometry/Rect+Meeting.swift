/// Whether rectangles share cells, as a host asks of the frames its layout gives.
extension Rect {
    /// Whether the two rectangles share a column (an empty width shares every column).
    func overlapsColumns(of other: Rect) -> Bool {
        width == 0 || other.width == 0 || (x < other.maxX && other.x < maxX)
    }

    /// Whether the two rectangles share a cell, or (for an empty one) whether it lies on
    /// the other's rows.
    func meets(_ other: Rect) -> Bool {
        if height == 0 { return y >= other.y && y < other.maxY }
        return y < other.maxY && other.y < maxY && overlapsColumns(of: other)
    }
}
