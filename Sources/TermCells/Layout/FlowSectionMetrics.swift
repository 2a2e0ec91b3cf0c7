/// The measures of one section of a grid's flow layout: the item size used when items are not
/// sized one by one, the gaps between items, and the section's insets.
///
/// Gaps are fixed, not minimums: a row is left-aligned and the space it does not use stays
/// on its right, so columns line up from row to row and a tile never moves sideways when
/// its neighbours change.
public struct FlowSectionMetrics: Hashable, Sendable {
    /// The size of every item of a section that is not sized per item (at least 1×1 is used).
    public var itemSize: Size
    /// Columns between two items of a row.
    public var itemSpacing: Int
    /// Rows between two rows of items.
    public var lineSpacing: Int
    /// Space around the section's items, inside its header and footer.
    public var insets: Insets

    /// Creates metrics; by default 10×3 tiles one column apart, rows touching, no insets.
    public init(
        itemSize: Size = Size(width: 10, height: 3), itemSpacing: Int = 1, lineSpacing: Int = 0, insets: Insets = .zero
    ) {
        self.itemSize = itemSize
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.insets = insets
    }

    /// The item size clamped to at least one cell each way (and at most 2^14).
    var clampedItemSize: Size { Size(width: Self.clamp(itemSize.width, 1), height: Self.clamp(itemSize.height, 1)) }
    var clampedItemSpacing: Int { Self.clamp(itemSpacing, 0) }
    var clampedLineSpacing: Int { Self.clamp(lineSpacing, 0) }
    var clampedInsets: Insets {
        Insets(
            top: Self.clamp(insets.top, 0), left: Self.clamp(insets.left, 0),
            bottom: Self.clamp(insets.bottom, 0), right: Self.clamp(insets.right, 0))
    }

    static func clamp(_ value: Int, _ least: Int) -> Int { min(max(least, value), ContentLimits.maximumExtent) }
}
