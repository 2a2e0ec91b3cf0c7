/// One change pushed into a ``StorageFeed``, applied on the main actor at the next drain.
///
/// Indexes are counted in the storage section as the operations before it in the feed left it,
/// which producers rarely know; most producers only append, and trim with
/// ``keepLast(_:)`` (a log that keeps its newest lines).
public enum StorageFeedOperation<Item: Sendable>: Sendable {
    /// Appends the items at the end of the section.
    case append([Item])
    /// Inserts the items side by side at an index (at most the item count when applied; an
    /// index out of range is reported by the storage and the items are dropped).
    case insert([Item], at: Int)
    /// Removes up to this many items from the start of the section.
    case removeFirst(Int)
    /// Removes items from the start until at most this many remain.
    case keepLast(Int)
    /// Removes every item of the section.
    case removeAll

    /// The number of items the operation carries.
    public var itemCount: Int {
        switch self {
        case .append(let items), .insert(let items, _): items.count
        case .removeFirst, .keepLast, .removeAll: 0
        }
    }
}
