/// Sorts a column table's rows by its columns' sort keys (``TableColumn/sortKey``), for
/// ``ColumnTableManager``: the keys are read on the main actor, the positions sorted there
/// for a small storage and in a task off it for a large one (the header says "sorting…"
/// meanwhile), and each section's new order reaches the storage as one reorder, so the
/// cursor stays on its row. A newer sort replaces one under way; a change of the storage
/// that can break the order (rows inserted, updated, replaced: a filter) has the rows
/// sorted again before the next frame.
@MainActor
final class ColumnSorter {
    private let manager: LayoutManager<ColumnLayout>
    private let columnModel: TableColumnModel
    /// Storages with more items than this are sorted off the main actor: below it the sort
    /// takes less than a frame, and the screen never shows a "sorting…" that flickers.
    var backgroundThreshold = 20_000
    /// Whether sorts wait (``ColumnTableManager/defersSorting``).
    var defers = false {
        didSet {
            guard oldValue, !defers else { return }
            if let pending = columnModel.pendingSorts { sort(by: pending) } else { sortAgainIfNeeded() }
        }
    }
    /// The sort running off the main actor.
    private var task: Task<Void, Never>?
    /// Counts the sorts started: a finished one that is not the latest is dropped.
    private var ticket = 0
    /// Counts the storage's changes the sorter did not make: a sort that finishes after one
    /// sorted positions of rows that may no longer be there, and is dropped.
    private var storageChanges = 0
    /// Whether the sorter is reordering the storage (its own update is no change to follow).
    private var applying = false
    /// Whether the storage changed in a way that can break the order since the last sort.
    private var needsSortAgain = false

    init(manager: LayoutManager<ColumnLayout>, columnModel: TableColumnModel) {
        self.manager = manager
        self.columnModel = columnModel
    }

    /// Sorts the rows by `sorts` (the first deciding): now for a small storage, off the main
    /// actor for a large one, later when sorts wait. Empty: the rows keep their order and
    /// the header its titles alone.
    func sort(by sorts: [ColumnSortIndicator]) {
        ticket &+= 1
        task?.cancel()
        task = nil
        needsSortAgain = false
        guard !sorts.isEmpty else {
            columnModel.sortState = ColumnSortState()
            return
        }
        columnModel.pendingSorts = sorts
        if !defers { start(sorts) }
    }

    /// Follows a change of the storage (nil: a reload or another storage), told after the
    /// host followed it.
    func storageDidChange(_ update: StorageUpdate?) {
        guard !applying else { return }
        storageChanges &+= 1
        guard !columnModel.sortState.shown.isEmpty else { return }
        if let update, !update.canBreakOrder { return }
        needsSortAgain = true
    }

    /// Sorts again when the storage changed in a way that can break the order: before a
    /// frame, so that a filter applied after a sort keeps its order.
    func sortAgainIfNeeded() {
        guard needsSortAgain, !defers else { return }
        sort(by: columnModel.sortState.shown)
    }

    /// One section's sort: the passes of its keys, the last key's first (each pass is
    /// stable, so the first key decides and each next one orders what it leaves equal).
    private struct SectionSort: Sendable {
        let section: Int
        let count: Int
        let passes: [(sort: ColumnSortKey.Sort, ascending: Bool)]

        /// The section's new order; nil when a key could not sort it.
        func run() -> ItemPermutation? {
            guard count <= Int(Int32.max) else { return nil }
            var positions = [Int32](unsafeUninitializedCapacity: count) { positions, initialized in
                for index in 0..<count { positions[index] = Int32(truncatingIfNeeded: index) }
                initialized = count
            }
            for pass in passes {
                if Task.isCancelled { return nil }
                guard let sorted = pass.sort(positions, pass.ascending), sorted.count == count else { return nil }
                positions = sorted
            }
            return ItemPermutation(oldIndexes: positions)
        }
    }

    private func start(_ sorts: [ColumnSortIndicator]) {
        let storage = manager.storage
        let keys = sorts.reversed().compactMap { indicator -> (ColumnSortKey, Bool)? in
            guard columnModel.columns.indices.contains(indicator.column),
                let key = columnModel.columns[indicator.column].sortKey
            else { return nil }
            return (key, indicator.ascending)
        }
        var plans: [SectionSort] = []
        for section in 0..<storage.numberOfSections {
            let count = storage.numberOfItems(inSection: section)
            guard count > 1 else { continue }
            guard let reorderable = storage as? any ReorderableStorage, reorderable.canReorderItems(inSection: section)
            else {
                // No mark over rows that are not in its order.
                manager.anomalyHandler.reportAnomaly(
                    .storageCannotReorder(storageType: String(describing: type(of: storage)), section: section))
                columnModel.pendingSorts = nil
                return
            }
            let passes = keys.compactMap { key, ascending in
                key.sort(ofSection: section, in: storage).map { (sort: $0, ascending: ascending) }
            }
            plans.append(SectionSort(section: section, count: count, passes: passes))
        }
        let started = (ticket: ticket, storageChanges: storageChanges)
        guard plans.reduce(0, { $0 + $1.count }) > backgroundThreshold else {
            finish(plans.map { ($0.section, $0.run()) }, sorts: sorts, started: started)
            return
        }
        task = Task.detached(priority: .userInitiated) { [weak self] in
            var orders: [(Int, ItemPermutation?)] = []
            for plan in plans {
                guard !Task.isCancelled else { return }
                orders.append((plan.section, plan.run()))
            }
            await self?.finish(orders, sorts: sorts, started: started)
        }
    }

    /// Applies the sections' new orders as one update, unless a newer sort replaced this one
    /// or the storage changed since it started (then the rows are sorted again).
    private func finish(
        _ orders: [(Int, ItemPermutation?)], sorts: [ColumnSortIndicator],
        started: (ticket: Int, storageChanges: Int)
    ) {
        guard started.ticket == ticket else { return }
        task = nil
        guard started.storageChanges == storageChanges else {
            needsSortAgain = true
            manager.needsDisplay()
            return
        }
        defer { manager.needsDisplay() }
        guard orders.allSatisfy({ $0.1 != nil }), let storage = manager.storage as? any ReorderableStorage else {
            columnModel.pendingSorts = nil
            return
        }
        applying = true
        storage.batch.perform {
            for case (let section, let order?) in orders { storage.reorderItems(inSection: section, order) }
        }
        applying = false
        columnModel.sortState = ColumnSortState(applied: sorts)
    }
}

extension StorageUpdate {
    /// Whether rows may now be out of a sort's order: some were inserted, updated, moved or
    /// replaced. Deleting rows, or moving whole sections, keeps each section's order.
    fileprivate var canBreakOrder: Bool {
        changes.contains { change in
            switch change {
            case .deleteItem, .deleteItems, .deleteSection, .moveSection, .updateSupplementaries: false
            case .insertItem, .insertItems, .updateItem, .moveItem, .insertSection, .updateSection, .reorderItems: true
            }
        }
    }
}
