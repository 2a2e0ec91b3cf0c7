/// What a ``GridHost`` shows: counts, and a view for each element it puts on screen.
///
/// ``GridManager`` is the data source you normally use; implement this yourself only to
/// drive a host without mappings.
@MainActor
public protocol GridHostDataSource: AnyObject {
    func numberOfSections(in host: GridHost) -> Int
    func gridHost(_ host: GridHost, numberOfItemsInSection section: Int) -> Int
    /// A configured view for the item: dequeue it from `host`.
    func gridHost(_ host: GridHost, cellForItemAt indexPath: IndexPath) -> ReusableView
    /// Supplementary kinds other than `.header` and `.footer` that sections may show. The
    /// layout places them below the header and above the items, full width, in this order.
    func supplementaryKinds(in host: GridHost) -> [SupplementaryKind]
    /// Whether the section has a model for a view of `kind`.
    func gridHost(_ host: GridHost, hasSupplementaryOfKind kind: SupplementaryKind, inSection section: Int) -> Bool
    /// A configured supplementary view of `kind` for the section.
    func gridHost(_ host: GridHost, supplementaryViewOfKind kind: SupplementaryKind, inSection section: Int)
        -> ReusableView?
}

extension GridHostDataSource {
    public func supplementaryKinds(in host: GridHost) -> [SupplementaryKind] { [] }
}
