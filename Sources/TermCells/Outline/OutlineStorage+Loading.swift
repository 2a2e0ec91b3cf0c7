/// Children loaded when a node first opens, by ``OutlineStorage/childLoader``.
extension OutlineStorage {
    /// Starts loading the children of `node` without opening it — from a mapping's `prefetch`
    /// event, say, so that a folder about to scroll into view opens at once. Does nothing for
    /// a leaf, or a node whose children are loaded or loading.
    public func loadChildren(of node: OutlineNode) {
        guard check(node, operation: "loadChildren"), node.isExpandable else { return }
        switch node.loadState {
        case .notLoaded, .failed:
            let wasFailed = node.loadState != .notLoaded
            startLoading(node)
            // An open failed node shows its status row already; it now says "loading".
            if wasFailed, node.isExpanded, let start = contentRow(of: node), let section = node.root?.sectionIndex {
                record(.updateItem(IndexPath(item: start, section: section)))
            }
        case .loading, .loaded:
            break
        }
    }

    /// Marks `node` as loading and runs the loader off the main actor; the result is applied
    /// on the main actor by ``finishLoading(_:generation:result:)``. Without a loader, the
    /// node has no children. Call before opening the node, so that it opens on its status row.
    func startLoading(_ node: OutlineNode) {
        guard let loader = childLoader else {
            if !node.isExpanded {
                node.loadState = .loaded
                node.childRows = node.childRows ?? OffsetIndex()
            }
            return
        }
        let oldRows = node.rowCount
        node.loadState = .loading
        node.loadGeneration += 1
        rowCountDidChange(of: node, by: node.rowCount - oldRows)
        let generation = node.loadGeneration
        let model = node.model
        loadsInFlight += 1
        Task { [weak self, weak node] in
            let result = await Task.detached { () -> Result<[OutlineChild], any Error> in
                do { return .success(try await loader(model)) } catch { return .failure(error) }
            }.value
            guard let self else { return }
            self.loadsInFlight -= 1
            guard let node else { return }
            self.finishLoading(node, generation: generation, result: result)
        }
    }

    /// Applies a load's result, unless the node left the outline or another load started.
    /// The status row becomes the children (one ranged insert) or the failure message.
    func finishLoading(_ node: OutlineNode, generation: Int, result: Result<[OutlineChild], any Error>) {
        guard node.loadGeneration == generation, node.loadState == .loading, node.root != nil else { return }
        switch result {
        case .success(let children):
            performUpdates {
                let start = contentRow(of: node)
                let section = node.root?.sectionIndex
                if let start, let section { record(.deleteItems(start..<start + 1, inSection: section)) }
                let oldRows = node.rowCount
                node.loadState = .loaded
                attachChildren(children, to: node)
                rowCountDidChange(of: node, by: node.rowCount - oldRows)
                if let start, let section, !children.isEmpty {
                    record(.insertItems(start..<start + children.count, inSection: section))
                }
            }
        case .failure(let error):
            node.loadState = .failed(Self.message(for: error))
            if let start = contentRow(of: node), let section = node.root?.sectionIndex {
                record(.updateItem(IndexPath(item: start, section: section)))
            }
        }
    }

    /// Replaces the children of `node` with new leaves and closed nodes, one row each: O(k)
    /// for k children, their row counts one run of ones.
    func attachChildren(_ children: [OutlineChild], to node: OutlineNode) {
        for child in node.children { child.container = nil }
        node.children = children.enumerated().map { index, child in
            let made = OutlineNode(model: child.model, isExpandable: child.isExpandable)
            made.container = node
            made.indexInContainer = index
            return made
        }
        node.childRows = OffsetIndex(count: children.count, extent: 1)
    }

    /// The one line a failure row shows.
    static func message(for error: any Error) -> String {
        let text = String(describing: error)
        return text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
    }
}

extension OutlineStorage: PendingWorkReporting {
    /// The loads whose loader has not answered yet.
    package var pendingWork: [String] {
        switch loadsInFlight {
        case 0: []
        case 1: ["1 outline load (a childLoader call that has not returned)"]
        default: ["\(loadsInFlight) outline loads (childLoader calls that have not returned)"]
        }
    }
}
