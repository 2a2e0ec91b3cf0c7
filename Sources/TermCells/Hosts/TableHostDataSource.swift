/// What a ``TableHost`` shows: counts, and a view for each row it puts on screen.
///
/// ``TableManager`` is the data source you normally use; implement this yourself only to
/// drive a host without mappings.
@MainActor
public protocol TableHostDataSource: AnyObject {
    func numberOfSections(in host: TableHost) -> Int
    func tableHost(_ host: TableHost, numberOfItemsInSection section: Int) -> Int
    /// A configured view for the item: dequeue it from `host`.
    func tableHost(_ host: TableHost, cellForItemAt indexPath: IndexPath) -> ReusableView
    /// Whether the section has a model for a view of `kind` (header or footer).
    func tableHost(_ host: TableHost, hasSupplementaryOfKind kind: SupplementaryKind, inSection section: Int) -> Bool
    /// A configured header or footer view for the section.
    func tableHost(_ host: TableHost, supplementaryViewOfKind kind: SupplementaryKind, inSection section: Int)
        -> ReusableView?
}
