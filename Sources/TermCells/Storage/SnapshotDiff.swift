/// The sequential ``StorageChange`` list that turns sections of identified items into others,
/// with items moving within and across sections: the diff behind ``MemoryStorage/apply(_:)``.
///
/// Sections are matched by identifier and items by ``SnapshotItemKey``. The changes come in
/// this order, each counted after the one before it (see ``StorageChange``):
/// 1. deleted sections, last first; then moves arranging the kept sections in their new order
///    (only those outside a longest run that kept its order move), so they stand at `0..<k`;
/// 2. deleted items of the kept sections, last first (an item whose new section is a new one
///    counts as deleted here and inserted with its section);
/// 3. item moves, within a section or into another kept one, straight to the slot after the
///    item that precedes them in the new order — again only the items outside the longest run
///    of each section that kept its order;
/// 4. inserted sections with their items, and inserted items, in ascending final order;
/// 5. updates of items whose value changed, and of sections whose supplementary models changed.
///
/// Costs O((n + m) log(n + m)) over all items: current indexes during the moves come from one
/// Fenwick tree per section over every slot an item ever occupies (as ``IdentifierDiff`` does
/// for one section).
struct SnapshotDiff {
    struct OldSection {
        var identifier: AnyHashable?
        var keys: [SnapshotItemKey?]
    }

    struct NewSection {
        var identifier: AnyHashable
        var keys: [SnapshotItemKey]
    }

    /// Where a new item came from, in the storage as it was: nil for an inserted item.
    private(set) var sources: [[IndexPath?]] = []
    /// The old section each new section was, or nil for an inserted section.
    private(set) var sectionSources: [Int?] = []
    private(set) var changes: [StorageChange] = []

    init(old: [OldSection], new: [NewSection]) {
        // 1. Sections.
        var newSectionIndex: [AnyHashable: Int] = [:]
        newSectionIndex.reserveCapacity(new.count)
        for (index, section) in new.enumerated() { newSectionIndex[section.identifier] = index }
        var oldTarget = [Int](repeating: -1, count: old.count)
        sectionSources = Array(repeating: nil, count: new.count)
        for (index, section) in old.enumerated() {
            guard let identifier = section.identifier, let target = newSectionIndex[identifier],
                  sectionSources[target] == nil else { continue }
            oldTarget[index] = target
            sectionSources[target] = index
        }
        for index in stride(from: old.count - 1, through: 0, by: -1) where oldTarget[index] < 0 {
            changes.append(.deleteSection(index))
        }
        // Ranks of the kept sections in old order, listed in new order.
        var rankOfOld = [Int](repeating: -1, count: old.count)
        var keptCount = 0
        for index in old.indices where oldTarget[index] >= 0 {
            rankOfOld[index] = keptCount
            keptCount += 1
        }
        let keptInNewOrder = sectionSources.compactMap { $0.map { rankOfOld[$0] } }
        for move in IdentifierDiff.movePairs(arranging: keptInNewOrder) {
            changes.append(.moveSection(from: move.from, to: move.to))
        }
        // `position[n]`: the kept section's index now (its rank in new order), by new index.
        var position = [Int](repeating: -1, count: new.count)
        var keptOrder: [Int] = []   // new indexes of the kept sections, in order
        for (index, source) in sectionSources.enumerated() where source != nil {
            position[index] = keptOrder.count
            keptOrder.append(index)
        }

        // 2. Where every old item of a kept section goes.
        var location: [SnapshotItemKey: (section: Int, item: Int)] = [:]   // position, old item index
        for newIndex in keptOrder {
            guard let source = sectionSources[newIndex] else { continue }
            for (item, key) in old[source].keys.enumerated() {
                guard let key, location[key] == nil else { continue }
                location[key] = (position[newIndex], item)
            }
        }
        // used[p][i]: the old item i of kept section p lives on in a kept section.
        var used = keptOrder.map { [Bool](repeating: false, count: old[sectionSources[$0] ?? 0].keys.count) }
        sources = new.map { [IndexPath?](repeating: nil, count: $0.keys.count) }
        for newIndex in keptOrder {
            for (item, key) in new[newIndex].keys.enumerated() {
                guard let from = location[key] else { continue }
                used[from.section][from.item] = true
                if let oldSection = sectionSources[keptOrder[from.section]] {
                    sources[newIndex][item] = IndexPath(item: from.item, section: oldSection)
                }
            }
        }
        // Deletes, and each surviving item's rank among its section's survivors.
        var rank = used.map { [Int](repeating: -1, count: $0.count) }
        var survivors = [Int](repeating: 0, count: keptOrder.count)
        for section in used.indices {
            for item in stride(from: used[section].count - 1, through: 0, by: -1) where !used[section][item] {
                changes.append(.deleteItem(IndexPath(item: item, section: section)))
            }
            for item in used[section].indices where used[section][item] {
                rank[section][item] = survivors[section]
                survivors[section] += 1
            }
        }

        // 3. Moves. For each kept section: its target run of surviving items, as (section, rank).
        var targets: [[(section: Int, rank: Int)]] = []
        var anchors: [[Bool]] = []
        for newIndex in keptOrder {
            var run: [(section: Int, rank: Int)] = []
            for key in new[newIndex].keys {
                if let from = location[key] { run.append((from.section, rank[from.section][from.item])) }
            }
            // Anchors: a longest increasing run among the items that were already here.
            let here = position[newIndex]
            let ranksHere = run.filter { $0.section == here }.map(\.rank)
            let stays = IdentifierDiff.longestIncreasingSubsequenceMembers(ranksHere)
            var isAnchor = [Bool](repeating: false, count: run.count)
            var next = 0
            for (slot, entry) in run.enumerated() where entry.section == here {
                isAnchor[slot] = stays[next]
                next += 1
            }
            targets.append(run)
            anchors.append(isAnchor)
        }
        // Slot lines: every survivor's old slot in order; after each anchor, new slots for the
        // moved items that follow it in the target run.
        var oldSlot = survivors.map { [Int](repeating: 0, count: $0) }
        var newSlot = targets.map { [Int](repeating: -1, count: $0.count) }
        var slotCount = [Int](repeating: 0, count: keptOrder.count)
        var targetOfAnchorRank = survivors.map { [Int](repeating: -1, count: $0) }
        for section in targets.indices {
            for (slot, entry) in targets[section].enumerated() where anchors[section][slot] {
                targetOfAnchorRank[section][entry.rank] = slot
            }
            var next = 0
            func placeRun(after slot: Int) {
                var following = slot + 1
                while following < targets[section].count, !anchors[section][following] {
                    newSlot[section][following] = next
                    next += 1
                    following += 1
                }
            }
            placeRun(after: -1)
            for itemRank in 0..<survivors[section] {
                oldSlot[section][itemRank] = next
                next += 1
                let slot = targetOfAnchorRank[section][itemRank]
                if slot >= 0 { placeRun(after: slot) }
            }
            slotCount[section] = next
        }
        var filled = slotCount.map { FenwickTree(count: $0) }
        for section in oldSlot.indices {
            for slot in oldSlot[section] { filled[section].add(1, at: slot) }
        }
        for section in targets.indices {
            for (slot, entry) in targets[section].enumerated() where !anchors[section][slot] {
                let source = oldSlot[entry.section][entry.rank]
                let from = filled[entry.section].sum(before: source)
                filled[entry.section].add(-1, at: source)
                let to = filled[section].sum(before: newSlot[section][slot])
                filled[section].add(1, at: newSlot[section][slot])
                changes.append(.moveItem(from: IndexPath(item: from, section: entry.section), to: IndexPath(item: to, section: section)))
            }
        }

        // 4. Inserts, in ascending final order: every section before one is in place by then.
        for (index, section) in new.enumerated() {
            if sectionSources[index] == nil {
                changes.append(.insertSection(index))
                for item in section.keys.indices { changes.append(.insertItem(IndexPath(item: item, section: index))) }
            } else {
                for item in section.keys.indices where sources[index][item] == nil {
                    changes.append(.insertItem(IndexPath(item: item, section: index)))
                }
            }
        }
    }

    /// Appends step 5: updates of the items and sections `changed` says changed (given the
    /// old and new index paths, or old and new section indexes).
    mutating func appendUpdates(
        itemChanged: (_ old: IndexPath, _ new: IndexPath) -> Bool,
        supplementariesChanged: (_ old: Int, _ new: Int) -> Bool
    ) {
        for (section, items) in sources.enumerated() {
            for (item, source) in items.enumerated() {
                guard let source else { continue }
                let path = IndexPath(item: item, section: section)
                if itemChanged(source, path) { changes.append(.updateItem(path)) }
            }
        }
        for (section, source) in sectionSources.enumerated() {
            if let source, supplementariesChanged(source, section) { changes.append(.updateSupplementaries(inSection: section)) }
        }
    }
}
