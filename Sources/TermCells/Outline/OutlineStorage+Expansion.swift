/// Opening and closing nodes and sections. Each is one ``StorageUpdate``: the row's own update
/// (its mark) and one ranged insert or delete of the rows under it, O(depth × log n) however
/// many they are.
extension OutlineStorage {
    /// Opens `node`, loading its children first if it has none yet. Does nothing for a leaf
    /// or an open node.
    public func expand(_ node: OutlineNode) {
        guard check(node, operation: "expand"), node.isExpandable, !node.isExpanded else { return }
        performUpdates {
            if case .notLoaded = node.loadState {
                startLoading(node)
            } else if case .failed = node.loadState {
                startLoading(node)
            }
            setExpanded(node, true)
        }
    }

    /// Closes `node`; its children keep whether they are open.
    public func collapse(_ node: OutlineNode) {
        guard check(node, operation: "collapse"), node.isExpanded else { return }
        setExpanded(node, false)
    }

    /// Opens `node` if it is closed, closes it if it is open.
    public func toggle(_ node: OutlineNode) {
        guard check(node, operation: "toggle") else { return }
        if node.isExpanded { collapse(node) } else { expand(node) }
    }

    /// Shows or hides the items of `section`; its header, if any, stays.
    public func setSectionExpanded(_ expanded: Bool, section: Int) {
        guard checkSection(section, operation: "setSectionExpanded") else { return }
        setExpanded(roots[section], expanded)
    }

    /// Shows the items of `section` if hidden, hides them if shown.
    public func toggleSection(_ section: Int) {
        guard checkSection(section, operation: "toggleSection") else { return }
        setExpanded(roots[section], !roots[section].isExpanded)
    }

    /// Opens or closes a node or section root and announces the rows that appear or go.
    func setExpanded(_ node: OutlineNode, _ expanded: Bool) {
        guard node.isExpanded != expanded else { return }
        let contentBefore = contentRow(of: node)
        let ownRow = node.container == nil ? (node.ownRows > 0 ? 0 : nil) : row(of: node)
        let section = node.root?.sectionIndex
        node.isExpanded = expanded
        let rows = node.contentRows
        rowCountDidChange(of: node, by: expanded ? rows : -rows)
        guard let section else { return }
        performUpdates {
            if expanded, let start = contentRow(of: node), rows > 0 {
                record(.insertItems(start..<start + rows, inSection: section))
            } else if !expanded, let start = contentBefore, rows > 0 {
                record(.deleteItems(start..<start + rows, inSection: section))
            }
            // The row's mark changed; its index is the same before and after.
            if let ownRow, ownRow >= 0, node.container == nil || row(of: node) != nil {
                record(.updateItem(IndexPath(item: ownRow, section: section)))
            }
        }
    }

    func check(_ node: OutlineNode, operation: String) -> Bool {
        guard let root = node.root, let section = root.sectionIndex, roots.indices.contains(section),
            roots[section] === root, node !== root
        else {
            report(.nodeNotInStorage(operation: operation))
            return false
        }
        return true
    }

    func checkSection(_ section: Int, operation: String) -> Bool {
        guard roots.indices.contains(section) else {
            report(.sectionOutOfRange(operation: operation, section: section, numberOfSections: roots.count))
            return false
        }
        return true
    }
}
