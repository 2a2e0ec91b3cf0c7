/// Telling a ``ProviderStorage`` what changed in its source.
///
/// Call these on the main actor right after changing the source. Each one checks its indexes
/// against the counts observers know, and a call that does not fit changes nothing and reports
/// a ``ProviderStorageAnomaly`` (the count check afterwards then turns the update into a
/// reload, so nothing the source holds is lost). Item changes use the sequential indexes of
/// ``StorageChange``.
extension ProviderStorage {
    /// `count` items were added at the end of `section`.
    ///
    /// Reported as inserts at the old end, ascending; more than ``reloadThreshold`` as a reload.
    public func didAppend(count: Int, toSection section: Int = 0) {
        guard let known = knownCount(ofSection: section, operation: "didAppend") else { return }
        didInsert(count: count, at: known, inSection: section, operation: "didAppend")
    }

    /// `count` items were inserted side by side starting at `index` of `section`.
    public func didInsert(count: Int, at index: Int, inSection section: Int = 0) {
        didInsert(count: count, at: index, inSection: section, operation: "didInsert")
    }

    private func didInsert(count: Int, at index: Int, inSection section: Int, operation: String) {
        guard let known = knownCount(ofSection: section, operation: operation) else { return }
        guard count >= 0 else {
            report(.negativeCount(operation: operation, count: count))
            return
        }
        guard (0...known).contains(index) else {
            report(.indexOutOfRange(operation: operation, index: index, section: section, itemsInSection: known))
            return
        }
        guard count > 0 else { return }
        record(section: section, newCount: known + count, itemChanges: count) {
            (index..<index + count).map { .insertItem(IndexPath(item: $0, section: section)) }
        }
    }

    /// The items that were at the indexes in `range` of `section` were removed.
    ///
    /// Reported from the last index to the first, so each index is also the removed item's old
    /// index; more than ``reloadThreshold`` as a reload.
    public func didRemove(_ range: Range<Int>, inSection section: Int = 0) {
        guard let known = knownCount(of: range, inSection: section, operation: "didRemove") else { return }
        guard !range.isEmpty else { return }
        record(section: section, newCount: known - range.count, itemChanges: range.count) {
            range.reversed().map { .deleteItem(IndexPath(item: $0, section: section)) }
        }
    }

    /// The item at `index` of `section` changed in place.
    public func didUpdate(at index: Int, inSection section: Int = 0) {
        didUpdate(index..<index + 1, inSection: section)
    }

    /// The items at the indexes in `range` of `section` changed in place.
    public func didUpdate(_ range: Range<Int>, inSection section: Int = 0) {
        guard let known = knownCount(of: range, inSection: section, operation: "didUpdate") else { return }
        guard !range.isEmpty else { return }
        record(section: section, newCount: known, itemChanges: range.count) {
            range.map { .updateItem(IndexPath(item: $0, section: section)) }
        }
    }

    /// The item at `source` of `section` moved to `destination`, counted after it left
    /// (as `Array.remove(at:)` then `insert(_:at:)`).
    public func didMove(from source: Int, to destination: Int, inSection section: Int = 0) {
        guard let known = knownCount(ofSection: section, operation: "didMove") else { return }
        for index in [source, destination] where !(0..<known).contains(index) {
            report(.indexOutOfRange(operation: "didMove", index: index, section: section, itemsInSection: known))
            return
        }
        guard source != destination else { return }
        record(section: section, newCount: known, itemChanges: 1) {
            [
                .moveItem(
                    from: IndexPath(item: source, section: section), to: IndexPath(item: destination, section: section))
            ]
        }
    }

    /// The supplementary models (header, footer, …) of `section` changed.
    public func didChangeSupplementaries(inSection section: Int = 0) {
        guard let known = knownCount(ofSection: section, operation: "didChangeSupplementaries") else { return }
        record(section: section, newCount: known, itemChanges: 1) {
            [.updateSupplementaries(inSection: section)]
        }
    }

    /// The known count of `section` when `range` lies inside it; nil, with the anomaly
    /// reported, when the section is unknown or the range reaches outside it.
    private func knownCount(of range: Range<Int>, inSection section: Int, operation: String) -> Int? {
        guard let known = knownCount(ofSection: section, operation: operation) else { return nil }
        guard range.lowerBound >= 0, range.upperBound <= known else {
            report(
                .rangeOutOfBounds(
                    operation: operation, lowerBound: range.lowerBound, upperBound: range.upperBound,
                    section: section, itemsInSection: known))
            return nil
        }
        return known
    }
}
