/// A ``MemoryStorage`` operation that could not be carried out; the storage was left unchanged.
///
/// DTModelStorage's `MemoryStorageAnomaly`. `operation` is the name of the method that was
/// called (`"insertItem"`, `"moveSection"`, …) so the log line points at the call site.
public enum MemoryStorageAnomaly: Anomaly {
    /// The index path's section exists, but its item index is past the end (or negative).
    case itemIndexOutOfRange(operation: String, indexPath: IndexPath, itemsInSection: Int)
    /// The index path names a section that does not exist and may not be created here.
    case sectionOfIndexPathOutOfRange(operation: String, indexPath: IndexPath, numberOfSections: Int)
    /// The section index is past the end (or negative).
    case sectionOutOfRange(operation: String, section: Int, numberOfSections: Int)
    /// No item in the storage matches the one given; `item` is its description.
    case itemNotFound(operation: String, item: String)
    /// The item's type is neither `Equatable` nor a class, so it cannot be looked up.
    case itemNotSearchable(operation: String, item: String, type: String)
    /// The numbers of items and of index paths given differ.
    case countMismatch(operation: String, items: Int, indexPaths: Int)
    /// A permutation does not cover the items of the section it was to reorder.
    case permutationCountMismatch(operation: String, permutationCount: Int, section: Int, itemsInSection: Int)
    /// A snapshot named a section twice; the first was kept.
    case duplicateSectionIdentifier(operation: String, identifier: String)
    /// A snapshot was given items, or a supplementary model, for a section it does not have;
    /// they were left out.
    case unknownSectionIdentifier(operation: String, identifier: String, items: Int)
    /// A snapshot was given items whose ids it already had; the first occurrence was kept.
    case duplicateItemIdentifiers(operation: String, count: Int, first: String)

    public var description: String {
        switch self {
        case .itemIndexOutOfRange(let operation, let indexPath, let count):
            "\(operation): index path \(indexPath) is out of range: section \(indexPath.section) has \(count.counting("item"))"
        case .sectionOfIndexPathOutOfRange(let operation, let indexPath, let count):
            "\(operation): index path \(indexPath) is out of range: the storage has \(count.counting("section"))"
        case .sectionOutOfRange(let operation, let section, let count):
            "\(operation): section \(section) is out of range: the storage has \(count.counting("section"))"
        case .itemNotFound(let operation, let item):
            "\(operation): item \(item) is not in the storage"
        case .itemNotSearchable(let operation, let item, let type):
            "\(operation): item \(item) cannot be looked up: \(type) is neither Equatable nor a class"
        case .countMismatch(let operation, let items, let indexPaths):
            "\(operation): \(items.counting("item")) but \(indexPaths.counting("index path"))"
        case .permutationCountMismatch(let operation, let permutationCount, let section, let count):
            "\(operation): a permutation of \(permutationCount.counting("item")) cannot reorder section \(section), which has \(count.counting("item"))"
        case .duplicateSectionIdentifier(let operation, let identifier):
            "\(operation): section \(identifier) is already in the snapshot; kept the first"
        case .unknownSectionIdentifier(let operation, let identifier, let items):
            "\(operation): the snapshot has no section \(identifier)\(items > 0 ? "; \(items.counting("item")) left out" : "")"
        case .duplicateItemIdentifiers(let operation, let count, let first):
            "\(operation): \(count.itemsRepeatingIDs) (first: \(first)); kept the first occurrence, dropped the rest"
        }
    }
}
