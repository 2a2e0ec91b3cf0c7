extension StorageChange {
    /// Where the items an `insertItem` or a non-empty `insertItems` put start, as plain
    /// integers (no index path made: a stream's frame asks this of every change); nil for
    /// every other change.
    var insertionStart: (section: Int, item: Int)? {
        switch self {
        case .insertItem(let indexPath) where indexPath.count == 2: (indexPath.section, indexPath.item)
        case .insertItems(let range, let section) where !range.isEmpty: (section, range.lowerBound)
        default: nil
        }
    }
}
