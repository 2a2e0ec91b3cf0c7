/// An announcement to a ``ProviderStorage`` that does not fit what its observers know, or a
/// source whose count disagrees with the announcements.
public enum ProviderStorageAnomaly: Anomaly {
    /// The section does not exist; nothing changed.
    case sectionOutOfRange(operation: String, section: Int, numberOfSections: Int)
    /// The index is past the end (or negative) for the announced count; nothing changed.
    case indexOutOfRange(operation: String, index: Int, section: Int, itemsInSection: Int)
    /// The range reaches outside the announced items; nothing changed.
    case rangeOutOfBounds(operation: String, lowerBound: Int, upperBound: Int, section: Int, itemsInSection: Int)
    /// A negative number of items was announced; nothing changed.
    case negativeCount(operation: String, count: Int)
    /// A reorder's permutation does not cover the announced items of the section; nothing
    /// changed.
    case permutationCountMismatch(operation: String, permutationCount: Int, section: Int, itemsInSection: Int)
    /// After the announcements the source holds `actual` items where they add up to
    /// `expected`; observers were told to reload instead.
    case countMismatch(section: Int, expected: Int, actual: Int)

    public var description: String {
        switch self {
        case .sectionOutOfRange(let operation, let section, let count):
            "\(operation): section \(section) is out of range: the storage has \(count.counting("section"))"
        case .indexOutOfRange(let operation, let index, let section, let count):
            "\(operation): index \(index) is out of range: section \(section) has \(count.counting("item"))"
        case .rangeOutOfBounds(let operation, let lower, let upper, let section, let count):
            "\(operation): range \(lower)..<\(upper) is out of range: section \(section) has \(count.counting("item"))"
        case .negativeCount(let operation, let count):
            "\(operation): cannot announce \(count) items"
        case .permutationCountMismatch(let operation, let permutationCount, let section, let count):
            "\(operation): a permutation of \(permutationCount.counting("item")) cannot reorder section \(section), which has \(count.counting("item"))"
        case .countMismatch(let section, let expected, let actual):
            "section \(section) of the provider holds \(actual) items but the announcements add up to \(expected); reloading"
        }
    }
}
