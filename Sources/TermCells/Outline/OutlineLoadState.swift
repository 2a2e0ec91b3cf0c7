/// Where an ``OutlineNode``'s children are.
public enum OutlineLoadState: Hashable, Sendable {
    /// Nobody asked for them yet: they are loaded when the node first opens.
    case notLoaded
    /// The storage's ``OutlineStorage/childLoader`` is reading them; the open node shows an
    /// ``OutlineStatusRow/loading`` row meanwhile.
    case loading
    /// They are the node's ``OutlineNode/children``.
    case loaded
    /// The loader threw; the open node shows an ``OutlineStatusRow/failed(_:)`` row with this
    /// message. Opening the node again retries.
    case failed(String)
}
