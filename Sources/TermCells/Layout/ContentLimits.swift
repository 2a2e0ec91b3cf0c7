/// The counts a host lays out: whatever a data source returns, made safe for the layouts'
/// arithmetic (sums of heights and row counts must not overflow `Int`).
public enum ContentLimits {
    /// The most items a host lays out, all sections together: 2^40, about 10^12. With
    /// extents clamped to ``maximumExtent``, content heights stay below 2^54.
    public static let maximumItemCount = 1 << 40
    /// The most sections a host lays out.
    public static let maximumSectionCount = 1 << 24
    /// The tallest (or widest) a row, item, inset or gap is laid out.
    public static let maximumExtent = 1 << 14
}

/// Reads a data source's counts through `ContentLimits`, reporting each count it had to
/// change (negative, or past what remains of the item budget) as an anomaly.
struct CountReader {
    let report: (ManagerAnomaly) -> Void
    private(set) var remainingItems = ContentLimits.maximumItemCount

    init(report: @escaping (ManagerAnomaly) -> Void) {
        self.report = report
    }

    /// The number of sections to lay out.
    func sectionCount(_ raw: Int) -> Int {
        let used = min(max(0, raw), ContentLimits.maximumSectionCount)
        if used != raw { report(.countOutOfRange(what: "number of sections", count: raw, used: used)) }
        return used
    }

    /// The number of items of `section` to lay out.
    mutating func itemCount(_ raw: Int, section: Int) -> Int {
        let used = min(max(0, raw), remainingItems)
        remainingItems -= used
        if used != raw {
            report(.countOutOfRange(what: "number of items in section \(section)", count: raw, used: used))
        }
        return used
    }
}
