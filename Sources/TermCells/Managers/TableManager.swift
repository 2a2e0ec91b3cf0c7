/// Connects a ``TableHost`` to a storage through mappings — DTTableViewManager for the terminal.
///
/// ```swift
/// let manager = TableManager(host: TableHost())
/// manager.register(PostCell.self) { mapping in
///     mapping.didSelect { cell, post, indexPath in print(post.title) }
/// }
/// manager.registerHeader(SectionHeader.self)
/// manager.memoryStorage.setSectionHeaderModels(["Today", "Earlier"])
/// manager.memoryStorage.setItems(posts, forSection: 0)
/// ```
@MainActor
public final class TableManager: LayoutManager<ListLayout> {
    private let tableHost: TableHost
    public override var host: TableHost { tableHost }

    /// Creates a manager for `host`, with a new ``MemoryStorage``.
    public init(host: TableHost = TableHost()) {
        tableHost = host
        super.init(host: host)
    }
}
