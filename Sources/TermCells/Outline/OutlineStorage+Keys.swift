/// The keys of an outline's rows, answered before the host's own key map.
extension OutlineStorage {
    /// On a header or a node that opens: Enter and Space toggle it; Right opens it, or on an
    /// open one moves to its first row under it; Left closes it. Left on any other row moves
    /// to its parent (or its section's header). Other keys, and these keys elsewhere (Enter on
    /// a leaf selects it), are the host's.
    public func response(to key: Key, atRowAt indexPath: IndexPath) -> RowKeyResponse? {
        guard let target = locate(indexPath) else { return nil }
        let section = indexPath.section
        switch target {
        case .header(let root):
            switch key {
            case .enter, .character(" "):
                setExpanded(root, !root.isExpanded)
            case .right where !root.isExpanded:
                setExpanded(root, true)
            case .left where root.isExpanded:
                setExpanded(root, false)
            default:
                return nil
            }
            return .handled
        case .node(let node) where node.isExpandable:
            switch key {
            case .enter, .character(" "):
                toggle(node)
            case .right:
                if !node.isExpanded {
                    expand(node)
                } else if node.rowCount > 1 {
                    return .moveCursor(IndexPath(item: indexPath.item + 1, section: section))
                }
            case .left:
                if node.isExpanded {
                    collapse(node)
                } else {
                    return parentRow(of: node, section: section).map { .moveCursor($0) }
                }
            default:
                return nil
            }
            return .handled
        case .node(let node):
            guard key == .left else { return nil }
            return parentRow(of: node, section: section).map { .moveCursor($0) }
        case .status(let owner):
            guard key == .left else { return nil }
            if owner.container == nil {
                return owner.ownRows > 0 ? .moveCursor(IndexPath(item: 0, section: section)) : nil
            }
            return row(of: owner).map { .moveCursor(IndexPath(item: $0, section: section)) }
        }
    }

    /// The row of the node's parent, or of its section's header for a top node.
    private func parentRow(of node: OutlineNode, section: Int) -> IndexPath? {
        guard let container = node.container else { return nil }
        if container.container == nil {
            return container.ownRows > 0 ? IndexPath(item: 0, section: section) : nil
        }
        return row(of: container).map { IndexPath(item: $0, section: section) }
    }
}
