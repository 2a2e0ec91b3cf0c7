@testable import TermCells

/// ``MemoryStorage`` calls as the oracle models them: each returns the anomalies the storage
/// must report and changes the oracle's sections only when the call is valid.
extension FuzzOracle {
    mutating func apply(_ operation: FuzzStorageOperation) -> [MemoryStorageAnomaly] {
        switch operation {
        case .setItems(let items, let section):
            guard section >= 0 else {
                return [.sectionOutOfRange(operation: "setItems", section: section, numberOfSections: sections.count)]
            }
            createSections(through: section)
            sections[section].items = items
        case .addItem(let item, let section):
            return add([item], to: section, operation: "addItem")
        case .addItems(let items, let section):
            return add(items, to: section, operation: "addItems")
        case .insertItem(let item, let indexPath):
            if let anomaly = insertionAnomaly(
                at: indexPath, sectionCount: sections.count, itemCount: itemCount(inSection: indexPath.section),
                operation: "insertItem")
            {
                return [anomaly]
            }
            createSections(through: indexPath.section)
            sections[indexPath.section].items.insert(item, at: indexPath.item)
        case .insertItems(let items, let indexPaths):
            return insert(items, at: indexPaths)
        case .removeItem(let item):
            switch locate([item], operation: "removeItem") {
            case .failed(let anomaly): return [anomaly]
            case .found(let found): remove(found)
            }
        case .removeItems(let items):
            switch locate(items, operation: "removeItems") {
            case .failed(let anomaly): return [anomaly]
            case .found(let found): remove(found)
            }
        case .removeItemsAt(let indexPaths):
            for indexPath in indexPaths {
                guard sections.indices.contains(indexPath.section) else {
                    return [
                        .sectionOfIndexPathOutOfRange(
                            operation: "removeItems", indexPath: indexPath, numberOfSections: sections.count)
                    ]
                }
                let count = sections[indexPath.section].items.count
                guard (0..<count).contains(indexPath.item) else {
                    return [.itemIndexOutOfRange(operation: "removeItems", indexPath: indexPath, itemsInSection: count)]
                }
            }
            remove(Set(indexPaths))
        case .removeItemsFromSection(let section):
            guard sections.indices.contains(section) else {
                return [
                    .sectionOutOfRange(operation: "removeItems", section: section, numberOfSections: sections.count)
                ]
            }
            sections[section].items.removeAll()
        case .replaceItem(let old, let new):
            switch locate([old], operation: "replaceItem") {
            case .failed(let anomaly): return [anomaly]
            case .found(let found):
                for indexPath in found { sections[indexPath.section].items[indexPath.item] = new }
            }
        case .reloadItem(let item):
            switch locate([item], operation: "reloadItem") {
            case .failed(let anomaly): return [anomaly]
            case .found(let found):
                for indexPath in found { sections[indexPath.section].items[indexPath.item] = item }
            }
        case .moveItem(let source, let destination):
            return move(from: source, to: destination)
        case .insertSection(let items, let header, let footer, let index):
            guard (0...sections.count).contains(index) else {
                return [
                    .sectionOutOfRange(operation: "insertSection", section: index, numberOfSections: sections.count)
                ]
            }
            var section = Section(items: items)
            section.setSupplementary(header, .header)
            section.setSupplementary(footer, .footer)
            sections.insert(section, at: index)
        case .deleteSections(let indexes):
            let unique = Set(indexes).sorted()
            if let invalid = unique.first(where: { !sections.indices.contains($0) }) {
                return [
                    .sectionOutOfRange(operation: "deleteSections", section: invalid, numberOfSections: sections.count)
                ]
            }
            for index in unique.reversed() { sections.remove(at: index) }
        case .moveSection(let source, let destination):
            for index in [source, destination] where !sections.indices.contains(index) {
                return [.sectionOutOfRange(operation: "moveSection", section: index, numberOfSections: sections.count)]
            }
            let section = sections.remove(at: source)
            sections.insert(section, at: destination)
        case .setSupplementaries(let models, let kind):
            createSections(through: models.count - 1)
            for index in sections.indices {
                sections[index].setSupplementary(index < models.count ? models[index] : nil, kind)
            }
        case .setSupplementary(let model, let kind, let section):
            guard section >= 0 else {
                return [
                    .sectionOutOfRange(
                        operation: "setSupplementaryModel", section: section, numberOfSections: sections.count)
                ]
            }
            createSections(through: section)
            sections[section].setSupplementary(model, kind)
        case .removeAllItems:
            for index in sections.indices { sections[index].items.removeAll() }
        }
        return []
    }

    private mutating func createSections(through section: Int) {
        while sections.count <= section { sections.append(Section()) }
    }

    private mutating func add(_ items: [FuzzItem], to section: Int, operation: String) -> [MemoryStorageAnomaly] {
        guard section >= 0 else {
            return [.sectionOutOfRange(operation: operation, section: section, numberOfSections: sections.count)]
        }
        createSections(through: section)
        sections[section].items.append(contentsOf: items)
        return []
    }

    /// `insertItems(_:to:)`: every step is checked against the counts the steps before it
    /// leave, and nothing is inserted unless all are valid.
    private mutating func insert(_ items: [FuzzItem], at indexPaths: [IndexPath]) -> [MemoryStorageAnomaly] {
        guard items.count == indexPaths.count else {
            return [.countMismatch(operation: "insertItems", items: items.count, indexPaths: indexPaths.count)]
        }
        var sectionCount = sections.count
        var itemCounts: [Int: Int] = [:]
        for indexPath in indexPaths {
            let existing = itemCounts[indexPath.section] ?? itemCount(inSection: indexPath.section)
            if let anomaly = insertionAnomaly(
                at: indexPath, sectionCount: sectionCount, itemCount: existing, operation: "insertItems")
            {
                return [anomaly]
            }
            sectionCount = max(sectionCount, indexPath.section + 1)
            itemCounts[indexPath.section] = existing + 1
        }
        for (item, indexPath) in zip(items, indexPaths) {
            createSections(through: indexPath.section)
            sections[indexPath.section].items.insert(item, at: indexPath.item)
        }
        return []
    }

    private func insertionAnomaly(at indexPath: IndexPath, sectionCount: Int, itemCount: Int, operation: String)
        -> MemoryStorageAnomaly?
    {
        guard indexPath.section >= 0 else {
            return .sectionOfIndexPathOutOfRange(
                operation: operation, indexPath: indexPath, numberOfSections: sectionCount)
        }
        guard (0...itemCount).contains(indexPath.item) else {
            return .itemIndexOutOfRange(operation: operation, indexPath: indexPath, itemsInSection: itemCount)
        }
        return nil
    }

    private mutating func move(from source: IndexPath, to destination: IndexPath) -> [MemoryStorageAnomaly] {
        let operation = "moveItem"
        guard sections.indices.contains(source.section) else {
            return [
                .sectionOfIndexPathOutOfRange(operation: operation, indexPath: source, numberOfSections: sections.count)
            ]
        }
        let sourceCount = sections[source.section].items.count
        guard (0..<sourceCount).contains(source.item) else {
            return [.itemIndexOutOfRange(operation: operation, indexPath: source, itemsInSection: sourceCount)]
        }
        guard sections.indices.contains(destination.section) else {
            return [
                .sectionOfIndexPathOutOfRange(
                    operation: operation, indexPath: destination, numberOfSections: sections.count)
            ]
        }
        let destinationCount = sections[destination.section].items.count
        let last = source.section == destination.section ? destinationCount - 1 : destinationCount
        guard (0...last).contains(destination.item) else {
            return [
                .itemIndexOutOfRange(operation: operation, indexPath: destination, itemsInSection: destinationCount)
            ]
        }
        guard source != destination else { return [] }
        let item = sections[source.section].items.remove(at: source.item)
        sections[destination.section].items.insert(item, at: destination.item)
        return []
    }

    /// Finds one stored item for each of `items` (an item listed twice takes two), as the
    /// storage's search does: the first match in order not taken yet.
    private func locate(_ items: [FuzzItem], operation: String) -> Located {
        var found = Set<IndexPath>()
        for item in items {
            guard item.isSearchable else {
                return .failed(
                    .itemNotSearchable(operation: operation, item: item.storedDescription, type: "FuzzOpaque"))
            }
            guard
                let indexPath = allIndexPaths.first(where: {
                    !found.contains($0) && item.searchMatches(sections[$0.section].items[$0.item])
                })
            else {
                return .failed(.itemNotFound(operation: operation, item: item.storedDescription))
            }
            found.insert(indexPath)
        }
        return .found(found)
    }

    private mutating func remove(_ indexPaths: Set<IndexPath>) {
        for indexPath in indexPaths.sorted(by: >) {
            sections[indexPath.section].items.remove(at: indexPath.item)
        }
    }
}

/// The outcome of looking items up in the oracle's storage.
private enum Located {
    case found(Set<IndexPath>)
    case failed(MemoryStorageAnomaly)
}
