/// A model for a new node of an ``OutlineStorage``, with whether it can have children: what
/// a ``OutlineStorage/childLoader`` returns and ``OutlineStorage/append(contentsOf:under:inSection:)`` takes.
public struct OutlineChild: Sendable {
    /// The node's model.
    public var model: any Sendable
    /// Whether the node can open (a directory, not a file).
    public var isExpandable: Bool

    /// A child with `model`, a leaf unless `isExpandable`.
    public init(_ model: any Sendable, isExpandable: Bool = false) {
        self.model = model
        self.isExpandable = isExpandable
    }
}
