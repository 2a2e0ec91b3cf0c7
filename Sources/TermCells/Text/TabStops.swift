/// Where a tab advances to: the next multiple of `interval` columns from the start of the text run.
///
/// A tab never reaches a canvas as a character (terminals would move the cursor on their own);
/// it becomes the spaces up to the next stop, so measured width and drawn width agree.
public struct TabStops: Hashable, Sendable {
    /// Columns between stops; values below 1 are treated as 1 (a tab is one space).
    public var interval: Int

    /// Creates tab stops every `interval` columns.
    public init(every interval: Int) {
        self.interval = interval
    }

    /// Every 8 columns, as terminals set them by default.
    public static let standard = TabStops(every: 8)

    /// The spaces a tab at `column` expands to (at least 1).
    public func spaces(atColumn column: Int) -> Int {
        let interval = max(1, self.interval)
        let remainder = column % interval
        return interval - (remainder < 0 ? remainder + interval : remainder)
    }
}
