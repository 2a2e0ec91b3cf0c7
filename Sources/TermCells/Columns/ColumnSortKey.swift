/// What a column's rows are sorted by: a value of each row (a key path or a closure), or a
/// sort of your own over every row at once. Give it to a ``TableColumn`` and the
/// ``ColumnTableManager`` sorts by it on `s` or a click on the column's title.
///
/// ```swift
/// TableColumn("Date", width: .fixed(10), sortKey: \Commit.date)
/// TableColumn("Author", sortKey: { (commit: Commit) in commit.author.lowercased() })
/// ```
///
/// The values are read on the main actor, one per row, when a sort starts; they are
/// compared off it when the storage is large. Rows of another type than the key's come
/// first in an ascending sort.
public struct ColumnSortKey: Hashable, Sendable {
    /// Sorts the positions it is given by the key, keeping the order of ties; nil when it
    /// cannot sort now. Runs off the main actor for a large storage.
    typealias Sort = @Sendable (_ positions: [Int32], _ ascending: Bool) -> [Int32]?

    /// Made on the main actor as a sort starts: the sort of `section` of `storage`.
    private final class Definition: Sendable {
        let prepare: @MainActor @Sendable (_ storage: any Storage, _ section: Int) -> Sort?

        init(prepare: @escaping @MainActor @Sendable (any Storage, Int) -> Sort?) {
            self.prepare = prepare
        }
    }

    private let definition: Definition

    /// Sorts rows of type `Row` by `key(row)`, read once for each row as the sort starts.
    /// A key path works too: `ColumnSortKey(\Commit.date)`.
    public init<Row, Key: Comparable & Sendable>(_ key: @escaping @MainActor @Sendable (Row) -> Key) {
        definition = Definition { storage, section in
            let count = storage.numberOfItems(inSection: section)
            var read: [Key?] = []
            read.reserveCapacity(count)
            for item in 0..<count {
                read.append((storage.item(at: IndexPath(item: item, section: section)) as? Row).map(key))
            }
            let keys = read
            return { positions, ascending in ColumnKeySort.sorted(positions, by: keys, ascending: ascending) }
        }
    }

    /// Sorts with your own code, for rows whose keys are best read in bulk (a million rows
    /// of a file, straight from its bytes). `prepare` runs on the main actor as a sort of
    /// `section` starts and returns the sort to run off it: given the positions of the
    /// section's rows (their indexes as the sort started, in the order the keys sorted so
    /// far), it returns the same positions in this key's order — ties in the order given —
    /// or nil when it cannot sort them.
    public init(
        sortingPositions prepare:
            @escaping @MainActor @Sendable (_ section: Int) -> (
                @Sendable (_ positions: [Int32], _ ascending: Bool) -> [Int32]?
            )?
    ) {
        definition = Definition { _, section in prepare(section) }
    }

    /// The sort of `section` of `storage`, its keys read now.
    @MainActor func sort(ofSection section: Int, in storage: any Storage) -> Sort? {
        definition.prepare(storage, section)
    }

    /// Keys are the same when made by the same call.
    public static func == (lhs: ColumnSortKey, rhs: ColumnSortKey) -> Bool {
        lhs.definition === rhs.definition
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(definition))
    }
}
