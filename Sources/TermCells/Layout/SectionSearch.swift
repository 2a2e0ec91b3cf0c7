/// A section of a layout laid over one flat sequence of rows (a list's) or bands (a grid's):
/// where it starts, which is all that finding the section of a flat index reads.
protocol FlatSection {
    /// The flat index of the section's first row or band.
    var start: Int { get }
}

extension Array where Element: FlatSection {
    /// The last section that starts at or before flat `index`, or `nil` when none does (no
    /// sections, or `index` before the first). An empty section starts where the next one
    /// does, so this is the last of those; a caller that wants one with rows steps back.
    /// O(log n) and allocation-free: every key and frame asks.
    func lastSection(startingAtOrBefore index: Int) -> Int? {
        var low = 0
        var high = count - 1
        var found: Int?
        while low <= high {
            let middle = (low + high) / 2
            if self[middle].start <= index {
                found = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return found
    }
}

extension FlowLayout.Section: FlatSection {}
extension ListRows.SectionLayout: FlatSection {}
