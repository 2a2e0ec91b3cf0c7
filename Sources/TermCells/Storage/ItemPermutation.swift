/// A new order for the items of one section, as a sort makes it: the item now at index `i`
/// was at ``oldIndex(ofNewIndex:)``, and the item that was at index `j` is now at
/// ``newIndex(ofOldIndex:)``.
///
/// It is the payload of ``StorageChange/reorderItems(_:inSection:)``: one change however many
/// items moved, so a host keeps its cursor, selection and views on their items in O(1) each
/// instead of replaying a million moves. Both directions are kept (4 bytes an item each), so
/// either lookup is O(1).
///
/// Build it where the new order is computed (it is `Sendable`: off the main actor, beside the
/// sort) and hand it to ``ProviderStorage/didReorder(_:inSection:)`` or
/// ``MemoryStorage/reorderItems(inSection:_:)``.
public struct ItemPermutation: Hashable, Sendable {
    // Inlinable lookups: a sort's new order is applied by a loop over every item (a source
    // putting a million rows in order), which a call into this module per item would slow.
    /// For each new index, the item's old index.
    @usableFromInline let oldIndexes: [UInt32]
    /// For each old index, the item's new index.
    @usableFromInline let newIndexes: [UInt32]

    /// The permutation whose item at new index `i` was at `oldIndexes[i]`; nil unless
    /// `oldIndexes` holds each of `0..<oldIndexes.count` exactly once (and fewer than 2³²
    /// items). O(n).
    public init?(oldIndexes: [Int]) {
        guard let built = oldIndexes.withUnsafeBufferPointer({ Self.build($0) }) else { return nil }
        (self.oldIndexes, newIndexes) = built
    }

    /// The permutation whose item at new index `i` was at `oldIndexes[i]`, from 32-bit indexes
    /// (half the memory of `[Int]` at a million items); nil unless `oldIndexes` holds each of
    /// `0..<oldIndexes.count` exactly once. O(n).
    public init?(oldIndexes: [Int32]) {
        guard let built = oldIndexes.withUnsafeBufferPointer({ Self.build($0) }) else { return nil }
        (self.oldIndexes, newIndexes) = built
    }

    /// The number of items reordered: the section's item count.
    @inlinable public var count: Int { oldIndexes.count }

    /// Where the item now at `newIndex` was; `newIndex` itself when it is out of range.
    @inlinable public func oldIndex(ofNewIndex newIndex: Int) -> Int {
        guard newIndex >= 0, newIndex < oldIndexes.count else { return newIndex }
        return Int(oldIndexes[newIndex])
    }

    /// Where the item that was at `oldIndex` is now; `oldIndex` itself when it is out of range.
    @inlinable public func newIndex(ofOldIndex oldIndex: Int) -> Int {
        guard oldIndex >= 0, oldIndex < newIndexes.count else { return oldIndex }
        return Int(newIndexes[oldIndex])
    }

    /// Whether no item moved. O(n).
    public var isIdentity: Bool {
        oldIndexes.withUnsafeBufferPointer { old in
            old.indices.allSatisfy { Int(old[$0]) == $0 }
        }
    }

    public static func == (lhs: ItemPermutation, rhs: ItemPermutation) -> Bool {
        lhs.oldIndexes == rhs.oldIndexes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(oldIndexes)
    }

    /// Both directions of `old`, or nil when it is not a permutation of `0..<old.count`.
    private static func build<Index: BinaryInteger>(
        _ old: UnsafeBufferPointer<Index>
    ) -> (old: [UInt32], new: [UInt32])? {
        let count = old.count
        guard count < Int(UInt32.max) else { return nil }
        let unset = UInt32.max
        var valid = true
        var narrowed: [UInt32] = []
        let inverse = [UInt32](unsafeUninitializedCapacity: count) { inverse, initialized in
            inverse.initialize(repeating: unset)
            initialized = count
            narrowed = [UInt32](unsafeUninitializedCapacity: count) { forward, written in
                for newIndex in 0..<count {
                    let value = old[newIndex]
                    guard value >= 0, value < count, inverse[Int(value)] == unset else {
                        valid = false
                        break
                    }
                    inverse[Int(value)] = UInt32(newIndex)
                    forward[newIndex] = UInt32(value)
                    written = newIndex + 1
                }
            }
        }
        return valid ? (narrowed, inverse) : nil
    }
}

extension ItemPermutation: CustomStringConvertible {
    public var description: String {
        guard count <= 8 else { return "\(count) items" }
        return "[" + (0..<count).map { String(oldIndex(ofNewIndex: $0)) }.joined(separator: ", ") + "]"
    }
}
