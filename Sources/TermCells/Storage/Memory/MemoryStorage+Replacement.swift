/// Changing items in place and moving them.
extension MemoryStorage {
    /// Puts `newItem` where `oldItem` is and reports that item as updated.
    public func replaceItem(_ oldItem: Any, with newItem: Any) {
        guard let indexPath = locate(oldItem, operation: "replaceItem") else { return }
        performUpdates {
            sections[indexPath.section].items[indexPath.item] = newItem
            record(.updateItem(indexPath))
        }
    }

    /// Puts `newItem` at `indexPath` and reports that item as updated.
    public func replaceItem(at indexPath: IndexPath, with newItem: Any) {
        guard hasItem(at: indexPath, operation: "replaceItem") else { return }
        performUpdates {
            sections[indexPath.section].items[indexPath.item] = newItem
            record(.updateItem(indexPath))
        }
    }

    /// Reports `item` as updated so its cell is configured again.
    ///
    /// The stored model is replaced by `item`, so a value type that is equal by identity but
    /// changed in content (`==` comparing ids) shows its new content.
    public func reloadItem(_ item: Any) {
        guard let indexPath = locate(item, operation: "reloadItem") else { return }
        performUpdates {
            sections[indexPath.section].items[indexPath.item] = item
            record(.updateItem(indexPath))
        }
    }

    /// Moves the item at `source` so that it ends up at `destination`.
    ///
    /// `destination` is counted after the item left `source`, as when reordering a list; both
    /// sections must exist. Moving an item onto its own index path reports nothing.
    public func moveItem(at source: IndexPath, to destination: IndexPath) {
        let operation = "moveItem"
        guard hasItem(at: source, operation: operation) else { return }
        guard sections.indices.contains(destination.section) else {
            report(
                .sectionOfIndexPathOutOfRange(
                    operation: operation, indexPath: destination, numberOfSections: sections.count))
            return
        }
        let destinationCount = sections[destination.section].items.count
        let lastDestination = source.section == destination.section ? destinationCount - 1 : destinationCount
        guard (0...lastDestination).contains(destination.item) else {
            report(.itemIndexOutOfRange(operation: operation, indexPath: destination, itemsInSection: destinationCount))
            return
        }
        guard source != destination else { return }
        performUpdates {
            let item = sections[source.section].items.remove(at: source.item)
            sections[destination.section].items.insert(item, at: destination.item)
            record(.moveItem(from: source, to: destination))
        }
    }

    /// Whether an item is at `indexPath`; when not, reports why for `operation`.
    private func hasItem(at indexPath: IndexPath, operation: String) -> Bool {
        guard sections.indices.contains(indexPath.section) else {
            report(
                .sectionOfIndexPathOutOfRange(
                    operation: operation, indexPath: indexPath, numberOfSections: sections.count))
            return false
        }
        let count = sections[indexPath.section].items.count
        guard (0..<count).contains(indexPath.item) else {
            report(.itemIndexOutOfRange(operation: operation, indexPath: indexPath, itemsInSection: count))
            return false
        }
        return true
    }
}
