/// One node of an ``OutlineStorage``: a model, its place in the tree and whether it is open.
///
/// Nodes are handles you get back from the storage (``OutlineStorage/insert(_:isExpandable:under:inSection:at:)``,
/// ``OutlineStorage/node(at:)``) and give back to it to open, close, move or remove them.
/// Their properties are read-only; change them through the storage, so that its observers
/// hear about it.
@MainActor
public final class OutlineNode {
    /// The node's model, the value its cell is dequeued for.
    public internal(set) var model: any Sendable
    /// Whether the node can have children (a directory, a group), so it shows a disclosure
    /// mark and opens; a leaf never does.
    public internal(set) var isExpandable: Bool
    /// Whether the node is open. A node can be open under a closed parent: it shows its
    /// children again when the parent opens.
    public internal(set) var isExpanded = false
    /// Where the node's children are: not asked for yet, being loaded, loaded, or failed.
    public internal(set) var loadState = OutlineLoadState.notLoaded
    /// The node's children in order (empty until they are loaded).
    public internal(set) var children: [OutlineNode] = []

    /// The node (or section root) holding this one; nil once it is removed.
    weak var container: OutlineNode?
    /// The node's index in `container.children`.
    var indexInContainer = 0
    /// Rows of each child (its own row and its open descendants), so a row is found in
    /// O(depth × log runs) and opening a node costs O(depth × log runs), whatever its size.
    /// Nil until the node has children (most nodes are leaves and pay nothing for it).
    var childRows: OffsetIndex?
    /// A section root's index in its storage; nil for other nodes and for removed sections.
    var sectionIndex: Int?
    /// A section root's header model, shown as the section's first row; nil for none.
    var headerModel: Any?
    /// Rows the node itself takes: 1, or for a section root 1 with a header and 0 without.
    var ownRows = 1
    /// Counts loads started, so a load that finishes after another started is dropped.
    var loadGeneration = 0

    init(model: any Sendable, isExpandable: Bool) {
        self.model = model
        self.isExpandable = isExpandable
    }

    /// The node's parent, or nil for a node at the top of its section.
    public var parent: OutlineNode? {
        guard let container, container.container != nil else { return nil }
        return container
    }

    /// How deep the node is: 0 at the top of its section. O(depth).
    public var depth: Int {
        var depth = 0
        var node = container
        while let current = node, current.container != nil {
            depth += 1
            node = current.container
        }
        return depth
    }

    /// Rows the node's children take while it is open (a loading or failed node shows one
    /// status row).
    var contentRows: Int {
        switch loadState {
        case .loaded: childRows?.totalExtent ?? 0
        case .loading, .failed: 1
        case .notLoaded: 0
        }
    }

    /// Rows the node takes in its container: its own and, open, its children's.
    var rowCount: Int { ownRows + (isExpanded ? contentRows : 0) }

    /// The section root at the top of the node's tree, if it is still in a storage. O(depth).
    var root: OutlineNode? {
        var node = self
        while let container = node.container { node = container }
        return node.sectionIndex == nil ? nil : node
    }
}
