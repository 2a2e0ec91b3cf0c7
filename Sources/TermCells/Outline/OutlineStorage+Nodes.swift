/// Adding, removing, moving and changing nodes. Each edit is announced as the rows it adds or
/// removes where they are shown (nothing, under a closed node), and every node keeps whether
/// it is open. Cost: O(depth × log n) for the rows, plus O(siblings) to keep sibling indexes.
extension OutlineStorage {
    /// Inserts a node for `model` among the children of `parent` (nil: the top of `section`),
    /// at `index` (nil: at the end). Returns the node, or nil (with an anomaly) when `parent`
    /// is not in the outline or `index` is out of range.
    @discardableResult
    public func insert(
        _ model: any Sendable, isExpandable: Bool = false, under parent: OutlineNode? = nil, inSection section: Int = 0,
        at index: Int? = nil
    ) -> OutlineNode? {
        guard let container = container(for: parent, section: section, operation: "insert") else { return nil }
        let index = index ?? container.children.count
        guard (0...container.children.count).contains(index) else {
            report(.indexOutOfRange(operation: "insert", index: index, count: container.children.count))
            return nil
        }
        let node = OutlineNode(model: model, isExpandable: isExpandable)
        attach(node, to: container, at: index)
        return node
    }

    /// Appends nodes to the children of `parent` (nil: the top of `section`), as one update.
    @discardableResult
    public func append(
        contentsOf children: [OutlineChild], under parent: OutlineNode? = nil, inSection section: Int = 0
    ) -> [OutlineNode] {
        guard let container = container(for: parent, section: section, operation: "append") else { return [] }
        return performUpdates {
            children.map { child in
                let node = OutlineNode(model: child.model, isExpandable: child.isExpandable)
                attach(node, to: container, at: container.children.count)
                return node
            }
        }
    }

    /// Removes `node` with its descendants.
    public func remove(_ node: OutlineNode) {
        guard check(node, operation: "remove") else { return }
        detach(node)
    }

    /// Moves `node` (with its descendants, each keeping whether it is open) among the
    /// children of `parent` (nil: the top of `section`), to `index` counted without it.
    public func move(_ node: OutlineNode, under parent: OutlineNode? = nil, inSection section: Int = 0, to index: Int) {
        guard check(node, operation: "move"),
            let container = container(for: parent, section: section, operation: "move")
        else { return }
        var ancestor: OutlineNode? = container
        while let current = ancestor {
            if current === node {
                report(.moveIntoOwnSubtree)
                return
            }
            ancestor = current.container
        }
        let count = container.children.count - (node.container === container ? 1 : 0)
        guard (0...count).contains(index) else {
            report(.indexOutOfRange(operation: "move", index: index, count: count))
            return
        }
        performUpdates {
            let from = indexPath(of: node)
            if from != nil, node.rowCount == 1 {
                // One row: announced as a move, so the cursor and the view stay with it.
                detach(node, announcing: false)
                attach(node, to: container, at: index, announcing: false)
                let to = indexPath(of: node)
                if let from, let to {
                    record(.moveItem(from: from, to: to))
                } else if let from {
                    record(.deleteItem(from))
                }
            } else {
                detach(node)
                attach(node, to: container, at: index)
            }
        }
    }

    /// Gives `node` a new model and reloads its row.
    public func replaceModel(of node: OutlineNode, with model: any Sendable) {
        guard check(node, operation: "replaceModel") else { return }
        node.model = model
        if let indexPath = indexPath(of: node) { record(.updateItem(indexPath)) }
    }

    // MARK: Helpers

    /// The node whose children a call edits: `parent`, or the root of `section`.
    private func container(for parent: OutlineNode?, section: Int, operation: String) -> OutlineNode? {
        if let parent {
            guard check(parent, operation: operation) else { return nil }
            if parent.loadState == .notLoaded {
                // Children given by hand: the node has them, nothing is left to load.
                parent.loadState = .loaded
            }
            if parent.childRows == nil { parent.childRows = OffsetIndex() }
            return parent
        }
        guard checkSection(section, operation: operation) else { return nil }
        return roots[section]
    }

    /// Puts `node` among the children of `container` and announces its rows where shown.
    func attach(_ node: OutlineNode, to container: OutlineNode, at index: Int, announcing: Bool = true) {
        node.container = container
        container.children.insert(node, at: index)
        for position in index..<container.children.count { container.children[position].indexInContainer = position }
        let rows = node.rowCount
        container.childRows?.insert(count: 1, extent: rows, at: index)
        rowCountDidChange(of: container, by: container.isExpanded && container.loadState == .loaded ? rows : 0)
        guard announcing, let start = row(of: node), let section = node.root?.sectionIndex else { return }
        record(.insertItems(start..<start + rows, inSection: section))
    }

    /// Takes `node` out of its container and announces the rows that went.
    func detach(_ node: OutlineNode, announcing: Bool = true) {
        guard let container = node.container else { return }
        let start = row(of: node)
        let section = node.root?.sectionIndex
        let rows = node.rowCount
        let index = node.indexInContainer
        container.children.remove(at: index)
        for position in index..<container.children.count { container.children[position].indexInContainer = position }
        container.childRows?.remove(at: index)
        node.container = nil
        rowCountDidChange(of: container, by: container.isExpanded && container.loadState == .loaded ? -rows : 0)
        guard announcing, let start, let section else { return }
        record(.deleteItems(start..<start + rows, inSection: section))
    }
}
