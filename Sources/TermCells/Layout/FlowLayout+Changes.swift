/// Replaying storage changes onto a flow layout without laying it out again.
extension FlowLayout {
    /// Replays one item change: the section's item count changes and only its band of rows
    /// is rewritten (one or two runs for fixed-size items). Returns false for a change the
    /// layout cannot replay alone (a section inserted, deleted or moved): the host then lays
    /// out again from its data source.
    ///
    /// Cost: O(log r + sections) for fixed-size sections. A section sized per item that an
    /// insert, delete or update touches goes back to its estimate and is measured again
    /// when it next comes near the screen (O(its items), once).
    mutating func apply(_ change: StorageChange) -> Bool {
        switch change {
        case .insertItem(let indexPath):
            return setItemCount(ofSection: indexPath.section, by: 1)
        case .deleteItem(let indexPath):
            return contains(indexPath) && setItemCount(ofSection: indexPath.section, by: -1)
        case .moveItem(let from, let to):
            guard contains(from) else { return false }
            if from.section == to.section {
                if sizesItemsIndividually(section: from.section) { return setItemCount(ofSection: from.section, by: 0) }
                return to.item >= 0 && to.item < itemCount(inSection: to.section)
            }
            return setItemCount(ofSection: from.section, by: -1) && setItemCount(ofSection: to.section, by: 1)
        case .updateItem(let indexPath):
            // The item's size may have changed with its model.
            return remeasure(section: indexPath.section)
        case .updateSection(let section):
            // So may the size of every item of the section.
            return remeasure(section: section)
        case .insertItems(let range, let section):
            return setItemCount(ofSection: section, by: range.count)
        case .deleteItems(let range, let section):
            return range.lowerBound >= 0 && range.upperBound <= itemCount(inSection: section)
                && setItemCount(ofSection: section, by: -range.count)
        case .reorderItems(let permutation, let section):
            // Fixed-size items sit in the same places whatever their order; items sized one
            // by one go back to their estimate and are measured again near the screen.
            guard permutation.count == itemCount(inSection: section) else { return false }
            return remeasure(section: section)
        case .updateSupplementaries:
            return true
        case .insertSection, .deleteSection, .moveSection:
            return false
        }
    }

    /// Whether section `index` shows the supplementary views the client says it has.
    func showsSupplementaries(ofSection index: Int, leading: [SupplementaryKind], footer: Bool) -> Bool {
        guard index >= 0, index < sections.count else { return false }
        return sections[index].leadingKinds == leading && sections[index].hasFooter == footer
    }

    /// Sends a section sized per item back to its estimate, to be measured again near the
    /// screen; a section of fixed-size items stays as it is.
    private mutating func remeasure(section: Int) -> Bool {
        sizesItemsIndividually(section: section) ? setItemCount(ofSection: section, by: 0) : true
    }

    /// Gives section `index` `delta` more (or fewer) items and rewrites its inset and row
    /// bands; a section sized per item goes back to its estimate.
    private mutating func setItemCount(ofSection index: Int, by delta: Int) -> Bool {
        guard index >= 0, index < sections.count, sections[index].itemCount + delta >= 0 else { return false }
        var section = sections[index]
        let columns: Int
        switch section.rows {
        case .uniform(let count): columns = count
        case .estimated(let count): columns = count
        case .measured:
            columns = Self.columns(width: width, metrics: section.metrics)
            section.rows = .estimated(columns: columns)
        }
        let oldBands = section.topInsetBand..<(section.bottomInsetBand + 1)
        section.itemCount += delta
        section.rowCount = (section.itemCount + columns - 1) / columns
        heights.removeSubrange(oldBands)
        let metrics = section.metrics
        let height = metrics.clampedItemSize.height
        var at = oldBands.lowerBound
        heights.insert(count: 1, extent: section.itemCount > 0 ? metrics.clampedInsets.top : 0, at: at)
        at += 1
        if section.rowCount > 0 {
            heights.insert(count: section.rowCount - 1, extent: height + metrics.clampedLineSpacing, at: at)
            heights.insert(count: 1, extent: height, at: at + section.rowCount - 1)
            at += section.rowCount
        }
        heights.insert(count: 1, extent: section.itemCount > 0 ? metrics.clampedInsets.bottom : 0, at: at)
        let bandDelta = (section.rowCount + 2) - oldBands.count
        sections[index] = section
        if bandDelta != 0 {
            for later in (index + 1)..<sections.count { sections[later].start += bandDelta }
        }
        return true
    }
}
