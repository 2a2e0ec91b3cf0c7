/// What a key did on an outline's row, for the host that asked.
enum DisclosureKeyResponse: Equatable {
    /// The row opened or closed (the storage announced it).
    case toggled
    /// The cursor goes to this row (Left on a child: its parent; Right on an open node: its
    /// first child).
    case moveCursor(IndexPath)
}

/// A storage whose rows answer Enter, Space, Left and Right themselves.
@MainActor
protocol DisclosureKeyHandling: AnyObject {
    func disclosureResponse(to key: Key, at indexPath: IndexPath) -> DisclosureKeyResponse?
    /// Where the row sits, for an ``OutlineCell``.
    func placement(at indexPath: IndexPath) -> OutlineRowPlacement?
}
