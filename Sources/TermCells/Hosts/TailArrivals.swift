/// What arrived below a reader who left the tail of a host that follows it (see
/// ``LayoutHost/newItemsBelowCount``), counted from the storage updates the host replays.
///
/// A row that grows is not a new row: the count is of items appended after the last item.
/// But the item that was last when the reader left (a message still streaming) counts once,
/// the first time it changes, so a reader who scrolled up in the middle of a message learns
/// that it went on, and a thousand tokens appended to it count one, not a thousand. Items
/// appended since and then changed count nothing more; items removed do not lower the count.
struct TailArrivals: Equatable {
    /// The items appended since the reader left, and the item left growing, once.
    private(set) var count = 0
    /// Whether the reader is away: counting since the first update that found them so.
    private var isCounting = false
    /// The item that was last when the reader left, until it changes (it then counts once)
    /// or is removed.
    private var leftItem: IndexPath?

    /// The reader is at the tail: nothing below is new.
    mutating func reset() {
        if isCounting { self = TailArrivals() }
    }

    /// Starts counting, unless it has: `lastItem` is the last item before the first update
    /// that found the reader away, the one they left.
    mutating func start(lastItem: IndexPath?) {
        guard !isCounting else { return }
        isCounting = true
        leftItem = lastItem
    }

    /// Counts `change`, about to be replayed onto a layout whose last item is `lastItem`.
    /// O(1).
    mutating func count(_ change: StorageChange, lastItem: IndexPath?) {
        switch change {
        case .insertItem(let indexPath) where indexPath.count == 2:
            if Self.isAppended(at: indexPath.section, indexPath.item, after: lastItem) { count += 1 }
        case .insertItems(let range, let section):
            if Self.isAppended(at: section, range.lowerBound, after: lastItem) { count += range.count }
        case .updateItem(let indexPath) where indexPath == leftItem:
            countLeftItem()
            return
        case .updateSection(let section) where section == leftItem?.section:
            countLeftItem()
            return
        default:
            break
        }
        leftItem = leftItem.flatMap { change.transform($0) }
    }

    /// The item the reader left changed: it counts, once.
    private mutating func countLeftItem() {
        count += 1
        leftItem = nil
    }

    /// Whether an item inserted at `item` of `section` comes after `lastItem` in reading order.
    private static func isAppended(at section: Int, _ item: Int, after lastItem: IndexPath?) -> Bool {
        guard let lastItem else { return true }
        return section > lastItem.section || (section == lastItem.section && item > lastItem.item)
    }
}
