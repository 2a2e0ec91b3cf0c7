/// One section of a ``ProviderStorage``: closures that answer how many items there are and
/// what each one is, so the items never have to exist all at once.
///
/// The closures run on the main actor whenever a host needs them — for the rows on screen,
/// not for every row — so `count` should be cheap (O(1)) and `item` should cost about one
/// row's worth of work (a seek in a file, a cursor step, a cache lookup).
public struct ProviderSection {
    /// The number of items the source holds now.
    public var count: @MainActor () -> Int
    /// The item at an index below `count`, or `nil` when the source cannot produce it (the host
    /// then shows a placeholder).
    public var item: @MainActor (Int) -> Any?
    /// Closures producing supplementary models by kind (header, footer, any other kind).
    public var supplementaries: [SupplementaryKind: @MainActor () -> Any?]
    /// Puts the source's items in a new order: the item `item` answers for index `i`
    /// afterwards is the one it answered for `permutation.oldIndex(ofNewIndex: i)` before.
    /// Set it to let a ``ColumnTableManager`` sort the section (the storage announces the
    /// reorder); nil: the section keeps the source's order.
    public var reorder: (@MainActor (_ permutation: ItemPermutation) -> Void)?

    /// Creates a section from a count and an item closure, with optional header and footer
    /// model closures.
    public init<Item>(
        count: @escaping @MainActor () -> Int,
        item: @escaping @MainActor (Int) -> Item?,
        headerModel: (@MainActor () -> Any?)? = nil,
        footerModel: (@MainActor () -> Any?)? = nil
    ) {
        self.count = count
        self.item = { index in item(index).flatMap { unwrappedModel($0) } }
        supplementaries = [:]
        if let headerModel { supplementaries[.header] = headerModel }
        if let footerModel { supplementaries[.footer] = footerModel }
    }
}
