/// What a row of an outline shows.
enum OutlineRowTarget {
    /// A section's header (its root).
    case header(OutlineNode)
    /// A node.
    case node(OutlineNode)
    /// The loading or failure row of an open node whose children are not there.
    case status(of: OutlineNode)
}

/// Rows and nodes, both ways, through the row counts each node keeps of its children.
extension OutlineStorage {
    /// The node on the row at `indexPath`; nil for headers, status rows and rows that do not
    /// exist. O(depth × log n).
    public func node(at indexPath: IndexPath) -> OutlineNode? {
        if case .node(let node)? = locate(indexPath) { return node }
        return nil
    }

    /// The row of `node`, or nil when it is not shown (a closed parent or section above it,
    /// or a node no longer in the outline). O(depth × log n).
    public func indexPath(of node: OutlineNode) -> IndexPath? {
        guard let section = node.root?.sectionIndex, let row = row(of: node) else { return nil }
        return IndexPath(item: row, section: section)
    }

    /// Whether the section's items are shown (its header, if any, is always).
    public func isSectionExpanded(_ section: Int) -> Bool {
        roots.indices.contains(section) && roots[section].isExpanded
    }

    /// The number of nodes at the top of `section`.
    public func numberOfTopNodes(inSection section: Int) -> Int {
        roots.indices.contains(section) ? roots[section].children.count : 0
    }

    /// The nodes at the top of `section`.
    public func topNodes(inSection section: Int) -> [OutlineNode] {
        roots.indices.contains(section) ? roots[section].children : []
    }

    /// What the row at `indexPath` shows: a walk from the section's root down the open
    /// nodes, one `OffsetIndex` lookup per level.
    func locate(_ indexPath: IndexPath) -> OutlineRowTarget? {
        guard roots.indices.contains(indexPath.section) else { return nil }
        let root = roots[indexPath.section]
        var node = root
        var row = indexPath.item
        guard row >= 0, row < root.rowCount else { return nil }
        while true {
            if row < node.ownRows { return node === root ? .header(root) : .node(node) }
            row -= node.ownRows
            guard node.isExpanded else { return nil }
            guard node.loadState == .loaded else { return row == 0 ? .status(of: node) : nil }
            guard let childRows = node.childRows, let child = childRows.index(containing: row),
                node.children.indices.contains(child)
            else { return nil }
            row -= childRows.offset(of: child)
            node = node.children[child]
        }
    }

    /// The row of `node` in its section, or nil when a closed node or section hides it.
    func row(of node: OutlineNode) -> Int? {
        var row = 0
        var current = node
        while let container = current.container {
            guard container.isExpanded, let childRows = container.childRows else { return nil }
            row += container.ownRows + childRows.offset(of: current.indexInContainer)
            current = container
        }
        return current.sectionIndex == nil ? nil : row
    }

    /// The row where the content of `node` (its children, or its status row) starts, if the
    /// node is shown and open.
    func contentRow(of node: OutlineNode) -> Int? {
        guard node.isExpanded else { return nil }
        if node.container == nil { return node.sectionIndex == nil ? nil : node.ownRows }
        return row(of: node).map { $0 + node.ownRows }
    }

    /// The rows `node` takes changed by `delta`: every container up to the first closed one
    /// counts it. O(depth × log n).
    func rowCountDidChange(of node: OutlineNode, by delta: Int) {
        guard delta != 0 else { return }
        var child = node
        while let container = child.container {
            let index = child.indexInContainer
            if let extent = container.childRows?.extent(at: index) {
                container.childRows?.setExtent(extent + delta, at: index)
            }
            guard container.isExpanded else { return }
            child = container
        }
    }

    /// How the row at `indexPath` is drawn by an ``OutlineCell``: nodes of a section with a
    /// header one level under it.
    public func outlinePlacement(at indexPath: IndexPath) -> OutlineRowPlacement? {
        let headerLevel = roots.indices.contains(indexPath.section) ? roots[indexPath.section].ownRows : 0
        switch locate(indexPath) {
        case .header(let root):
            return OutlineRowPlacement(
                depth: 0, disclosure: root.isExpanded ? .expanded : .collapsed, isSectionHeader: true)
        case .node(let node):
            let disclosure: OutlineDisclosure =
                node.isExpandable ? (node.isExpanded ? .expanded : .collapsed) : .none
            return OutlineRowPlacement(depth: headerLevel + node.depth, disclosure: disclosure)
        case .status(let node):
            return OutlineRowPlacement(depth: headerLevel + (node.container == nil ? 0 : node.depth + 1))
        case nil:
            return nil
        }
    }
}
