/// The position of an item: a section and an item within it.
///
/// Ordered by section, then item, as rows appear on screen. `row` is the same as `item`
/// for readers coming from `UITableView`.
public struct IndexPath: Hashable, Comparable, Sendable {
    /// The item's index within its section.
    public var item: Int
    /// The section's index.
    public var section: Int

    /// Creates an index path, UIKit's argument order.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Creates an index path for a table row.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The item's index, under its table name.
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}

extension IndexPath: CustomStringConvertible {
    public var description: String { "[\(section), \(item)]" }
}
