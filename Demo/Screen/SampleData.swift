import TermCellsCurses

/// Fills the hosts of a screen file with sample data, using their prototypes: the first cell
/// prototype of each table, and its header and footer prototypes when it has them.
@MainActor
enum SampleData {
    /// A manager per table and grid host, with sample items; other kinds of host are left as they are.
    static func managers(for screen: LoadedScreen, items: Int) -> [AnyObject] {
        screen.hosts.compactMap { instance -> AnyObject? in
            if let host = instance.host as? TableHost {
                return manager(for: host, prototypes: instance.declaration.prototypes, items: items)
            }
            if let host = instance.host as? GridHost {
                return gridManager(for: host, prototypes: instance.declaration.prototypes, items: items)
            }
            return nil
        }
    }

    /// A grid of sample tiles drawn by the grid's cell prototype, sized as the prototype says.
    private static func gridManager(for host: GridHost, prototypes: [PrototypeDeclaration], items: Int) -> GridManager {
        let manager = GridManager(host: host)
        let cell = prototypes.first { $0.kind == .cell }
        if let cell,
            let size = host.reuseQueues.registration(kind: .cell, identifier: cell.identifier)?.makeView().preferredSize
        {
            host.metrics.itemSize = size
        }
        manager.register(GridCell.self, for: SampleItem.self) { mapping in
            if let cell {
                mapping.reuseIdentifier = cell.identifier
                mapping.cellRegisteredByStoryboard = true
            }
        } handler: { cell, item, _ in
            cell.text = item.title
            cell.fillOutlets(fromPropertiesOf: item)
        }
        manager.memoryStorage.setItems((0..<items).map { SampleItem(number: $0) })
        return manager
    }

    private static func manager(for host: TableHost, prototypes: [PrototypeDeclaration], items: Int) -> TableManager {
        let manager = TableManager(host: host)
        let cell = prototypes.first { $0.kind == .cell }
        manager.register(TableCell.self, for: SampleItem.self) { mapping in
            if let cell {
                mapping.reuseIdentifier = cell.identifier
                mapping.cellRegisteredByStoryboard = true
            }
        } handler: { cell, item, _ in
            cell.text = item.title
            cell.detailText = item.detail
            cell.fillOutlets(fromPropertiesOf: item)
        }
        let header = prototypes.first { $0.kind == .header }
        let footer = prototypes.first { $0.kind == .footer }
        for (prototype, kind) in [(header, ViewKind.header), (footer, ViewKind.footer)] {
            guard let prototype, case .supplementary(let supplementaryKind) = kind else { continue }
            manager.registerSupplementary(SupplementaryView.self, for: String.self, ofKind: supplementaryKind) {
                mapping in
                mapping.reuseIdentifier = prototype.identifier
                mapping.supplementaryRegisteredByStoryboard = true
            } handler: { view, title, _ in
                view.text = title
                view.outlets["title"] = title
            }
        }
        let sections = header == nil && footer == nil ? 1 : 3
        var all: [[Any]] = []
        var next = 0
        for section in 0..<sections {
            let count = items / sections + (section < items % sections ? 1 : 0)
            all.append((next..<next + count).map { SampleItem(number: $0) as Any })
            next += count
        }
        manager.memoryStorage.setItemsForAllSections(all)
        if header != nil { manager.memoryStorage.setSectionHeaderModels((0..<sections).map { "Section \($0)" }) }
        if footer != nil { manager.memoryStorage.setSectionFooterModels(all.map { "\($0.count) items" }) }
        return manager
    }
}
