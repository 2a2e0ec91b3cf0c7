/// A ``SingleSectionStorage`` call that could not be carried out as given.
public enum SingleSectionStorageAnomaly: Anomaly {
    /// The input repeated ids, or named ids already in the storage where new ones were
    /// expected. The first occurrence (or the stored item) was kept; `count` items were dropped.
    case duplicateIdentifiers(operation: String, count: Int, first: String)
    /// The index is past the end (or negative); nothing changed.
    case indexOutOfRange(operation: String, index: Int, count: Int)
    /// The range reaches outside the items; nothing changed.
    case rangeOutOfBounds(operation: String, lowerBound: Int, upperBound: Int, count: Int)
    /// Positions into another storage were not strictly increasing or fell outside its items
    /// (`position` follows `previous`; the source has `count` items); nothing changed.
    case invalidPositions(operation: String, position: Int, previous: Int, count: Int)
    /// A reorder's permutation does not cover the items; nothing changed.
    case permutationCountMismatch(operation: String, permutationCount: Int, count: Int)

    public var description: String {
        switch self {
        case .duplicateIdentifiers(let operation, let count, let first):
            "\(operation): \(count.itemsRepeatingIDs) (first: \(first)); kept the first occurrence, dropped the rest"
        case .indexOutOfRange(let operation, let index, let count):
            "\(operation): index \(index) is out of range: the section has \(count.counting("item"))"
        case .rangeOutOfBounds(let operation, let lowerBound, let upperBound, let count):
            "\(operation): range \(lowerBound)..<\(upperBound) is out of range: the section has \(count.counting("item"))"
        case .invalidPositions(let operation, let position, let previous, let count):
            position >= count || position < 0
                ? "\(operation): position \(position) is out of range: the source has \(count.counting("item")); nothing changed"
                : "\(operation): position \(position) follows \(previous): positions must increase; nothing changed"
        case .permutationCountMismatch(let operation, let permutationCount, let count):
            "\(operation): a permutation of \(permutationCount.counting("item")) cannot reorder the section, which has \(count.counting("item"))"
        }
    }
}
