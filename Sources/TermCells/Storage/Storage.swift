/// What a manager needs from a storage: the shape of the data, the models, and change notices.
///
/// DTModelStorage's `Storage` protocol; ``MemoryStorage`` is the everyday implementation, and any
/// type that can answer these questions (a database cursor, a computed list) can feed a host.
@MainActor
public protocol Storage: AnyObject {
    /// The number of sections.
    var numberOfSections: Int { get }

    /// The number of items in `section`; 0 for a section that does not exist.
    func numberOfItems(inSection section: Int) -> Int

    /// The model at `indexPath`, or `nil` when there is none (asking is never an error).
    func item(at indexPath: IndexPath) -> Any?

    /// The supplementary model of `kind` for `section`, or `nil` when there is none.
    func supplementaryModel(ofKind kind: SupplementaryKind, forSectionAt section: Int) -> Any?

    /// Starts telling `observer` about changes; the storage holds it weakly.
    func addObserver(_ observer: any StorageObserver)

    /// Stops telling `observer` about changes.
    func removeObserver(_ observer: any StorageObserver)

    /// Answers a key pressed on the row at `indexPath` before the host's own key map: an
    /// ``OutlineStorage``'s rows open and close with Enter, Space, Left and Right. Nil leaves
    /// the key to the host. By default, nil.
    func response(to key: Key, atRowAt indexPath: IndexPath) -> RowKeyResponse?

    /// Where the row at `indexPath` sits in a tree (its depth and disclosure mark), for an
    /// ``OutlineCell`` dequeued for it. By default, nil (the cell draws no mark).
    func outlinePlacement(at indexPath: IndexPath) -> OutlineRowPlacement?
}

extension Storage {
    public func response(to key: Key, atRowAt indexPath: IndexPath) -> RowKeyResponse? { nil }
    public func outlinePlacement(at indexPath: IndexPath) -> OutlineRowPlacement? { nil }

    /// The header model for `section`, as DTModelStorage's `headerModel(forSection:)`.
    public func headerModel(forSection section: Int) -> Any? {
        supplementaryModel(ofKind: .header, forSectionAt: section)
    }

    /// The footer model for `section`, as DTModelStorage's `footerModel(forSection:)`.
    public func footerModel(forSection section: Int) -> Any? {
        supplementaryModel(ofKind: .footer, forSectionAt: section)
    }
}
