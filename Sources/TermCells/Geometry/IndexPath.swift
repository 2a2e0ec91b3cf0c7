import Foundation

/// The position of an item: Foundation's `IndexPath`, so that code written for UIKit — which
/// imports Foundation in every file — names the same type TermCells does.
///
/// A TermCells index path has two indexes, the section and the item, ordered as rows appear
/// on screen (by section, then item). The accessors below are the ones UIKit adds to
/// `IndexPath`; `row` is the same as `item`, for readers coming from `UITableView`.
public typealias IndexPath = Foundation.IndexPath

extension IndexPath {
    /// Creates an index path, UIKit's argument order. Two-index paths are stored inline by
    /// Foundation: no allocation.
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    /// Creates an index path for a table row.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The section's index: the first index, or -1 for an empty path (which every host and
    /// storage reports as out of range rather than trapping).
    public var section: Int {
        get { count > 0 ? self[0] : -1 }
        set { self = IndexPath(item: item, section: newValue) }
    }

    /// The item's index within its section: the second index, or -1 when the path has fewer
    /// than two.
    public var item: Int {
        get { count > 1 ? self[1] : -1 }
        set { self = IndexPath(item: newValue, section: section) }
    }

    /// The item's index, under its table name.
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
