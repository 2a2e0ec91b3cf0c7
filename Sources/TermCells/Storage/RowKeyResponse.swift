/// What a storage did with a key pressed on one of its rows (see
/// ``Storage/response(to:atRowAt:)``).
public enum RowKeyResponse: Equatable, Sendable {
    /// The storage used the key (an outline's row opened or closed, and the storage
    /// announced it); the host does nothing more.
    case handled
    /// The cursor goes to this row (Left on an outline's child: its parent; Right on an open
    /// node: its first child).
    case moveCursor(IndexPath)
}
