/// Inserting, deleting and moving whole sections.
extension MemoryStorage {
    /// Inserts `section` at `index` (at most the number of sections).
    ///
    /// Reported as an inserted empty section followed by one inserted item per item it holds,
    /// which keeps replaying an update exact.
    public func insertSection(_ section: SectionModel, atIndex index: Int) {
        guard (0...sections.count).contains(index) else {
            report(.sectionOutOfRange(operation: "insertSection", section: index, numberOfSections: sections.count))
            return
        }
        performUpdates {
            sections.insert(section, at: index)
            record(.insertSection(index))
            record(contentsOf: section.items.indices.lazy.map { .insertItem(IndexPath(item: $0, section: index)) })
        }
    }

    /// Deletes the sections at `indexes` (each counted before any deletion, duplicates ignored);
    /// nothing is deleted if any index is out of range. Reported from the last section to the first.
    public func deleteSections(_ indexes: some Sequence<Int>) {
        let unique = Set(indexes)
        if let invalid = unique.sorted().first(where: { !sections.indices.contains($0) }) {
            report(.sectionOutOfRange(operation: "deleteSections", section: invalid, numberOfSections: sections.count))
            return
        }
        performUpdates {
            for index in unique.sorted(by: >) {
                sections.remove(at: index)
                record(.deleteSection(index))
            }
        }
    }

    /// Moves the section at `source` so that it ends up at `destination`, counted after it left.
    public func moveSection(_ source: Int, toSection destination: Int) {
        for index in [source, destination] where !sections.indices.contains(index) {
            report(.sectionOutOfRange(operation: "moveSection", section: index, numberOfSections: sections.count))
            return
        }
        guard source != destination else { return }
        performUpdates {
            let section = sections.remove(at: source)
            sections.insert(section, at: destination)
            record(.moveSection(from: source, to: destination))
        }
    }
}
