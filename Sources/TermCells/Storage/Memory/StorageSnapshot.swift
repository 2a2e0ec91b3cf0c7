/// A whole state of a ``MemoryStorage`` — sections and items, each with an identity — to be
/// applied as one minimal update: `NSDiffableDataSourceSnapshot`'s analog.
///
/// Build the state you want to show, then hand it to ``MemoryStorage/apply(_:)``. The storage
/// works out which sections and items were inserted, deleted, moved (within and across
/// sections) or changed, and delivers exactly that, so a host keeps its cursor, selection and
/// scroll position on the items that stayed:
///
/// ```swift
/// var snapshot = StorageSnapshot<ProcessState>()
/// snapshot.appendSections([.running, .sleeping])
/// snapshot.setHeaderModel("Running", forSection: .running)
/// snapshot.appendItems(running, toSection: .running)      // [ProcessRow], Identifiable
/// snapshot.appendItems(sleeping, toSection: .sleeping)
/// manager.memoryStorage.apply(snapshot)
/// ```
///
/// Items are identified by their type and `id` (two types may use the same id values); an item
/// whose id stayed but whose value is no longer `==` (or, for a class that is not `Equatable`,
/// is another instance) is updated in place. Mistakes — a section appended twice, items for a
/// section that was not appended, an item id repeated — keep the first occurrence and are
/// reported as ``MemoryStorageAnomaly`` values when the snapshot is applied.
public struct StorageSnapshot<SectionIdentifier: Hashable> {
    struct Section {
        var identifier: SectionIdentifier
        var items: [Any] = []
        var keys: [SnapshotItemKey] = []
        var supplementaries: [SupplementaryKind: Any] = [:]
    }

    var sections: [Section] = []
    var sectionIndex: [SectionIdentifier: Int] = [:]
    var itemKeys: Set<SnapshotItemKey> = []
    /// Problems found while building, reported when the snapshot is applied.
    var problems: [MemoryStorageAnomaly] = []

    /// Creates an empty snapshot.
    public init() {}

    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifier] { sections.map(\.identifier) }

    /// The number of items in all sections.
    public var numberOfItems: Int { itemKeys.count }

    /// The number of items in the section, or 0 when there is no such section.
    public func numberOfItems(inSection identifier: SectionIdentifier) -> Int {
        sectionIndex[identifier].map { sections[$0].items.count } ?? 0
    }

    /// The items of the section, in order, or an empty array when there is no such section.
    public func items(inSection identifier: SectionIdentifier) -> [Any] {
        sectionIndex[identifier].map { sections[$0].items } ?? []
    }

    /// Appends sections after those already in the snapshot. An identifier that is already
    /// there is skipped and reported.
    public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
        for identifier in identifiers {
            guard sectionIndex[identifier] == nil else {
                problems.append(
                    .duplicateSectionIdentifier(operation: "appendSections", identifier: String(describing: identifier))
                )
                continue
            }
            sectionIndex[identifier] = sections.count
            sections.append(Section(identifier: identifier))
        }
    }

    /// Appends items to the section `identifier`, or to the last section when it is `nil`.
    /// An item whose id is already in the snapshot is skipped (all of them are counted in one
    /// anomaly); items for a section that was not appended are skipped and reported.
    public mutating func appendItems<Item: Identifiable>(
        _ items: [Item], toSection identifier: SectionIdentifier? = nil
    ) {
        let operation = "appendItems"
        guard let section = identifier.map({ sectionIndex[$0] }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            problems.append(
                .unknownSectionIdentifier(
                    operation: operation,
                    identifier: identifier.map { String(describing: $0) } ?? "(none: append a section first)",
                    items: items.count))
            return
        }
        var duplicates = 0
        var firstDuplicate: String?
        sections[section].items.reserveCapacity(sections[section].items.count + items.count)
        for item in items {
            let key = SnapshotItemKey(item)
            guard itemKeys.insert(key).inserted else {
                duplicates += 1
                if firstDuplicate == nil { firstDuplicate = String(describing: item.id) }
                continue
            }
            sections[section].items.append(item)
            sections[section].keys.append(key)
        }
        if let firstDuplicate {
            problems.append(.duplicateItemIdentifiers(operation: operation, count: duplicates, first: firstDuplicate))
        }
    }

    /// Sets or, with `nil`, removes the section's supplementary model of `kind`.
    public mutating func setSupplementaryModel(
        _ model: Any?, ofKind kind: SupplementaryKind, forSection identifier: SectionIdentifier
    ) {
        guard let section = sectionIndex[identifier] else {
            problems.append(
                .unknownSectionIdentifier(
                    operation: "setSupplementaryModel", identifier: String(describing: identifier), items: 0))
            return
        }
        sections[section].supplementaries[kind] = unwrappedModel(model)
    }

    /// Sets or removes the section's header model.
    public mutating func setHeaderModel(_ model: Any?, forSection identifier: SectionIdentifier) {
        setSupplementaryModel(model, ofKind: .header, forSection: identifier)
    }

    /// Sets or removes the section's footer model.
    public mutating func setFooterModel(_ model: Any?, forSection identifier: SectionIdentifier) {
        setSupplementaryModel(model, ofKind: .footer, forSection: identifier)
    }
}

/// An item's identity in a snapshot: its type and its id, so that two model types with the
/// same id values stay apart.
struct SnapshotItemKey: Hashable {
    let type: ObjectIdentifier
    let id: AnyHashable

    init<Item: Identifiable>(_ item: Item) {
        type = ObjectIdentifier(Swift.type(of: item))
        id = AnyHashable(item.id)
    }

    /// The key of a stored model, or `nil` when its type is not `Identifiable`.
    static func of(_ model: Any) -> SnapshotItemKey? {
        guard let identifiable = model as? any Identifiable else { return nil }
        return SnapshotItemKey(identifiable)
    }
}
