/// Applying a whole new state at once: the diffable data source's way.
extension MemoryStorage {
    /// Makes the storage hold `snapshot`'s sections and items, and tells observers the
    /// smallest update that gets there: sections and items inserted, deleted, moved (items
    /// within and across sections) or updated, in one ``StorageUpdate``.
    ///
    /// Sections are matched by identifier with the sections of the previous snapshot applied
    /// (a section made otherwise — by ``setItems(_:)``, ``insertSection(_:atIndex:)``, … — has no
    /// identifier and is replaced). Items are matched by type and id; a kept item that is no
    /// longer `==` to its old value (another instance, for a class that is not `Equatable`) is
    /// updated, and so is a kept section whose supplementary models changed. Nothing is
    /// delivered when nothing changed. Problems found while building the snapshot are reported
    /// to ``anomalyHandler`` now.
    ///
    /// Costs O((n + m) log(n + m)) in the old and new item counts. See ``StorageSnapshot``.
    public func apply<SectionIdentifier: Hashable>(_ snapshot: StorageSnapshot<SectionIdentifier>) {
        for problem in snapshot.problems { report(problem) }
        let oldSections = sections
        let newSections = snapshot.sections.map { section in
            var model = SectionModel(items: section.items)
            model.supplementaries = section.supplementaries
            model.identifier = AnyHashable(section.identifier)
            return model
        }
        var diff = SnapshotDiff(
            old: oldSections.map { .init(identifier: $0.identifier, keys: $0.items.map(SnapshotItemKey.of)) },
            new: zip(snapshot.sections, newSections).map {
                .init(identifier: $1.identifier ?? AnyHashable($0.identifier), keys: $0.keys)
            }
        )
        diff.appendUpdates(
            itemChanged: { old, new in
                !ModelEquality.matches(
                    newSections[new.section].items[new.item], oldSections[old.section].items[old.item])
            },
            supplementariesChanged: { old, new in
                !Self.sameModels(oldSections[old].supplementaries, newSections[new].supplementaries)
            }
        )
        performUpdates {
            sections = newSections
            record(contentsOf: diff.changes)
        }
    }

    private static func sameModels(_ old: [SupplementaryKind: Any], _ new: [SupplementaryKind: Any]) -> Bool {
        old.count == new.count
            && old.allSatisfy { kind, model in new[kind].map { ModelEquality.matches($0, model) } ?? false }
    }
}
