/// Adding, removing and moving sections. A section keeps whether it is open, and its nodes
/// theirs, through every edit.
extension OutlineStorage {
    /// Adds a section at the end, open, with a header row for `header` (or none); returns
    /// its index.
    @discardableResult
    public func appendSection(header: Any? = nil) -> Int {
        insertSection(header: header, at: roots.count)
        return roots.count - 1
    }

    /// Inserts an open section at `index`, with a header row for `header` (or none).
    public func insertSection(header: Any? = nil, at index: Int) {
        guard (0...roots.count).contains(index) else {
            report(.sectionOutOfRange(operation: "insertSection", section: index, numberOfSections: roots.count))
            return
        }
        let root = OutlineNode(model: (), isExpandable: true)
        root.headerModel = unwrappedModel(header)
        root.ownRows = root.headerModel == nil ? 0 : 1
        root.isExpanded = true
        root.loadState = .loaded
        root.childRows = OffsetIndex()
        roots.insert(root, at: index)
        renumberSections(from: index)
        performUpdates {
            record(.insertSection(index))
            if root.rowCount > 0 { record(.insertItems(0..<root.rowCount, inSection: index)) }
        }
    }

    /// Removes the section at `index` with its nodes.
    public func deleteSection(_ index: Int) {
        guard checkSection(index, operation: "deleteSection") else { return }
        let root = roots.remove(at: index)
        root.sectionIndex = nil
        renumberSections(from: index)
        record(.deleteSection(index))
    }

    /// Moves the section at `source` to `destination` (its index after the move).
    public func moveSection(from source: Int, to destination: Int) {
        guard checkSection(source, operation: "moveSection"), checkSection(destination, operation: "moveSection"),
            source != destination
        else { return }
        let root = roots.remove(at: source)
        roots.insert(root, at: destination)
        renumberSections(from: min(source, destination))
        record(.moveSection(from: source, to: destination))
    }

    /// Replaces the header model of `section` (nil removes the header row).
    public func setHeader(_ header: Any?, forSection section: Int) {
        guard checkSection(section, operation: "setHeader") else { return }
        let root = roots[section]
        let header = unwrappedModel(header)
        let hadHeader = root.ownRows == 1
        root.headerModel = header
        root.ownRows = header == nil ? 0 : 1
        switch (hadHeader, header != nil) {
        case (true, true): record(.updateItem(IndexPath(item: 0, section: section)))
        case (true, false): record(.deleteItem(IndexPath(item: 0, section: section)))
        case (false, true): record(.insertItem(IndexPath(item: 0, section: section)))
        case (false, false): break
        }
    }

    /// Removes every section.
    public func removeAllSections() {
        for root in roots { root.sectionIndex = nil }
        roots.removeAll()
        reload()
    }

    private func renumberSections(from index: Int) {
        for section in index..<roots.count { roots[section].sectionIndex = section }
    }
}
