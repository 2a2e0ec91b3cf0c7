/// What a host shows, whatever its layout: counts, and a view for each element it puts on
/// screen — the terminal's `UICollectionViewDataSource`.
///
/// A manager is its host's data source (through an internal object, as DT's are); implement
/// this yourself only to drive a ``TableHost``, a ``GridHost`` or a ``LayoutHost`` without
/// mappings. Dequeue the views from `host`.
@MainActor
public protocol CollectionHostDataSource: AnyObject {
    func numberOfSections(in host: any CollectionHost) -> Int
    func host(_ host: any CollectionHost, numberOfItemsInSection section: Int) -> Int
    /// A configured view for the item.
    func host(_ host: any CollectionHost, cellForItemAt indexPath: IndexPath) -> ReusableView
    /// Supplementary kinds other than `.header` and `.footer` that sections may show; a flow
    /// layout places them below the header and above the items, full width, in this order.
    /// None by default.
    func supplementaryKinds(in host: any CollectionHost) -> [SupplementaryKind]
    /// Whether the section shows a view of `kind`; false by default.
    func host(_ host: any CollectionHost, hasSupplementaryOfKind kind: SupplementaryKind, inSection section: Int)
        -> Bool
    /// A configured view of `kind` for the section; nil by default.
    func host(_ host: any CollectionHost, supplementaryViewOfKind kind: SupplementaryKind, inSection section: Int)
        -> ReusableView?
    /// Answers a key pressed on the item under the cursor before the host's own key map (a
    /// manager asks its storage: an outline's rows open and close). Nil leaves the key to
    /// the host; ``RowKeyResponse/moveCursor(_:)`` moves the cursor there. Nil by default.
    func host(_ host: any CollectionHost, responseTo key: Key, at indexPath: IndexPath) -> RowKeyResponse?
}

extension CollectionHostDataSource {
    public func supplementaryKinds(in host: any CollectionHost) -> [SupplementaryKind] { [] }
    public func host(
        _ host: any CollectionHost, hasSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
    ) -> Bool { false }
    public func host(
        _ host: any CollectionHost, supplementaryViewOfKind kind: SupplementaryKind, inSection section: Int
    ) -> ReusableView? { nil }
    public func host(_ host: any CollectionHost, responseTo key: Key, at indexPath: IndexPath) -> RowKeyResponse? {
        nil
    }
}
