/// How the items of one section break into rows.
enum FlowRows: Sendable {
    /// Every item has the section's item size: row r holds items `r*columns ..< (r+1)*columns`.
    /// Nothing is stored per item, so a million tiles cost O(1) to lay out.
    case uniform(columns: Int)
    /// Items are sized one by one but not measured yet: laid out as `uniform` with the
    /// section's item size until the section comes near the screen.
    case estimated(columns: Int)
    /// Items sized one by one, measured: greedy rows, each as tall as its tallest item.
    case measured(MeasuredFlowRows)
}

/// Row breaks of a section whose items are sized one by one. O(k) memory for k items;
/// an item's row is found by bisection, O(log rows).
struct MeasuredFlowRows: Sendable {
    /// The first item of each row.
    var starts: [Int] = []
    /// The height of each row: its tallest item.
    var heights: [Int] = []
    /// Each item's size (clamped to at least 1×1).
    var sizes: [Size] = []
    /// Each item's column, from the section's left edge (insets included).
    var xs: [Int] = []

    /// Breaks `count` items into rows no wider than `width` (the section's width, insets
    /// included): greedy, an item starts a new row when it would cross the right inset.
    /// O(count) calls of `size`.
    init(count: Int, width: Int, metrics: FlowSectionMetrics, size: (Int) -> Size) {
        let insets = metrics.clampedInsets
        let spacing = metrics.clampedItemSpacing
        let right = max(insets.left + 1, width - insets.right)
        starts.reserveCapacity(count / 4 + 1)
        sizes.reserveCapacity(count)
        xs.reserveCapacity(count)
        var x = insets.left
        for item in 0..<count {
            let raw = size(item)
            let itemSize = Size(
                width: FlowSectionMetrics.clamp(raw.width, 1), height: FlowSectionMetrics.clamp(raw.height, 1))
            if item == 0 || (x > insets.left && x + spacing + itemSize.width > right) {
                starts.append(item)
                heights.append(itemSize.height)
                x = insets.left
            } else {
                x += spacing
                if let last = heights.indices.last { heights[last] = max(heights[last], itemSize.height) }
            }
            sizes.append(itemSize)
            xs.append(x)
            x += itemSize.width
        }
    }

    var rowCount: Int { starts.count }

    /// The row holding `item`, by bisection.
    func row(of item: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        var found = 0
        while low <= high {
            let middle = (low + high) / 2
            if starts[middle] <= item {
                found = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return found
    }

    /// The items of `row`, given the section's item count.
    func items(inRow row: Int, count: Int) -> Range<Int> {
        guard row >= 0, row < starts.count else { return 0..<0 }
        return starts[row]..<(row + 1 < starts.count ? starts[row + 1] : count)
    }
}
