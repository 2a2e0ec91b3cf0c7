/// The model of the row an open node shows while its children load, or when loading them
/// failed. Register a cell for it (``OutlineStatusCell`` does) as for any model.
public enum OutlineStatusRow: Hashable, Sendable {
    /// The children are being loaded.
    case loading
    /// Loading the children failed, for this reason.
    case failed(String)
}
