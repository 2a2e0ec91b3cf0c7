/// The changes a storage made in one go, delivered to its observers once.
///
/// DTModelStorage keeps object and section changes in two lists; here they are one ordered list
/// of ``StorageChange`` values with sequential indexes (each change sees the state left by the
/// previous one), so a host replays them in order and never has to guess how they interleave.
/// The accessors below (`insertedIndexPaths`, …) are for quick checks; only ``changes`` carries
/// enough information to replay an update that mixes kinds of changes.
public struct StorageUpdate: Hashable, Sendable {
    /// Every change, in the order it happened.
    public var changes: [StorageChange]

    /// Creates an update from changes already in order.
    public init(changes: [StorageChange] = []) {
        self.changes = changes
    }

    /// Whether the update changes nothing; storages do not deliver empty updates.
    public var isEmpty: Bool { changes.isEmpty }

    /// Appends a change that happened after all the others.
    public mutating func append(_ change: StorageChange) {
        changes.append(change)
    }

    /// Appends changes that happened, in order, after all the others.
    public mutating func append(contentsOf newChanges: some Sequence<StorageChange>) {
        changes.append(contentsOf: newChanges)
    }
}

extension StorageUpdate: CustomStringConvertible {
    public var description: String {
        "StorageUpdate(" + changes.map(\.description).joined(separator: ", ") + ")"
    }
}
