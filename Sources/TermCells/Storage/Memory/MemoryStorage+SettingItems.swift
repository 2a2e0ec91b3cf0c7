/// Replacing whole sections of items at once.
///
/// As in DTModelStorage these are not described item by item: observers get one
/// `storageNeedsReloading()`, which costs a host one re-read instead of a long list of changes.
extension MemoryStorage {
    /// Replaces the items of section 0, creating it if needed.
    public func setItems(_ items: [Any]) {
        setItems(items, forSection: 0)
    }

    /// Replaces the items of `section`, creating it and any sections before it if needed;
    /// supplementary models stay.
    public func setItems(_ items: [Any], forSection section: Int) {
        guard section >= 0 else {
            report(.sectionOutOfRange(operation: "setItems", section: section, numberOfSections: sections.count))
            return
        }
        performUpdates {
            createSections(through: section)
            sections[section].items = items
            recordNeedsReloading()
        }
    }

    /// Replaces the items of every section: afterwards there are exactly `itemsBySection.count`
    /// sections. Sections that remain keep their supplementary models.
    public func setItemsForAllSections(_ itemsBySection: [[Any]]) {
        performUpdates {
            if sections.count > itemsBySection.count {
                sections.removeLast(sections.count - itemsBySection.count)
            }
            createSections(through: itemsBySection.count - 1)
            for (index, items) in itemsBySection.enumerated() {
                sections[index].items = items
            }
            recordNeedsReloading()
        }
    }

    /// Replaces the section at `index` (items and supplementary models), creating sections
    /// up to it if needed.
    public func setSection(_ section: SectionModel, forSection index: Int) {
        guard index >= 0 else {
            report(.sectionOutOfRange(operation: "setSection", section: index, numberOfSections: sections.count))
            return
        }
        performUpdates {
            createSections(through: index)
            sections[index] = section
            recordNeedsReloading()
        }
    }

    /// Removes every item from every section; sections and their supplementary models stay.
    public func removeAllItems() {
        performUpdates {
            for index in sections.indices {
                sections[index].items.removeAll()
            }
            recordNeedsReloading()
        }
    }
}
