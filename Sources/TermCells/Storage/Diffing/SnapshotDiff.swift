/// The sequential ``StorageChange`` list that turns sections of identified items into others,
/// with items moving within and across sections: the diff behind ``MemoryStorage/apply(_:)``.
///
/// Sections are matched by identifier and items by ``SnapshotItemKey``. The changes come in
/// this order, each counted after the one before it (see ``StorageChange``):
/// 1. deleted items of the sections that stay, last first (an item whose new section is a new
///    one counts as deleted, and is inserted with its section);
/// 2. item moves, within a section or from any old section into one that stays, straight to
///    the slot after the item that precedes them in the new order — only the items outside the
///    longest run of each section that kept its order move. Items leave a section that is going
///    away before it goes, so a cursor on one follows it;
/// 3. deleted sections, last first; then moves arranging the remaining sections in their new
///    order (again only those outside a longest run that kept its order);
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

    /// Where each new item was in the storage as it was: nil for an inserted item.
    private(set) var sources: [[IndexPath?]] = []
    /// The old section each new section was, or nil for an inserted section.
    private(set) var sectionSources: [Int?] = []
    private(set) var changes: [StorageChange] = []

    init(old: [OldSection], new: [NewSection]) {
        // Sections: which old one each new one is.
        var newSectionIndex: [AnyHashable: Int] = [:]
        newSectionIndex.reserveCapacity(new.count)
        for (index, section) in new.enumerated() { newSectionIndex[section.identifier] = index }
        var oldTarget = [Int](repeating: -1, count: old.count)
        sectionSources = Array(repeating: nil, count: new.count)
        for (index, section) in old.enumerated() {
            guard let identifier = section.identifier, let target = newSectionIndex[identifier],
                sectionSources[target] == nil
            else { continue }
            oldTarget[index] = target
            sectionSources[target] = index
        }

        // Items: where each new item of a staying section was (the first occurrence of its key).
        var location: [SnapshotItemKey: IndexPath] = [:]
        for (section, oldSection) in old.enumerated() {
            for (item, key) in oldSection.keys.enumerated() {
                guard let key, location[key] == nil else { continue }
                location[key] = IndexPath(item: item, section: section)
            }
        }
        var used = old.map { [Bool](repeating: false, count: $0.keys.count) }
        sources = new.map { [IndexPath?](repeating: nil, count: $0.keys.count) }
        for (index, section) in new.enumerated() where sectionSources[index] != nil {
            for (item, key) in section.keys.enumerated() {
                guard let from = location[key] else { continue }
                used[from.section][from.item] = true
                sources[index][item] = from
            }
        }

        // 1. Deletes in the staying sections. `rank` counts the items still there: the
        // survivors of a staying section, every item of a section going away.
        var rank = used.map { [Int](repeating: -1, count: $0.count) }
        var present = [Int](repeating: 0, count: old.count)
        for section in old.indices {
            let stays = oldTarget[section] >= 0
            if stays {
                for item in stride(from: used[section].count - 1, through: 0, by: -1) where !used[section][item] {
                    changes.append(.deleteItem(IndexPath(item: item, section: section)))
                }
            }
            for item in used[section].indices where used[section][item] || !stays {
                rank[section][item] = present[section]
                present[section] += 1
            }
        }

        // 2. Moves. Each staying section's target run of surviving items, as (old section, rank),
        // and its anchors: a longest increasing run among the items that were already there.
        var targets = [[(section: Int, rank: Int)]](repeating: [], count: old.count)
        var anchors = [[Bool]](repeating: [], count: old.count)
        for (index, source) in sectionSources.enumerated() {
            guard let home = source else { continue }
            let run = sources[index].compactMap { $0.map { (section: $0.section, rank: rank[$0.section][$0.item]) } }
            let stays = IdentifierDiff.longestIncreasingSubsequenceMembers(
                run.filter { $0.section == home }.map(\.rank))
            var isAnchor = [Bool](repeating: false, count: run.count)
            var next = 0
            for (slot, entry) in run.enumerated() where entry.section == home {
                isAnchor[slot] = stays[next]
                next += 1
            }
            targets[home] = run
            anchors[home] = isAnchor
        }
        // Slot lines: every present item's old slot in order; after each anchor, new slots for
        // the moved items that follow it in the target run.
        var oldSlot = present.map { [Int](repeating: 0, count: $0) }
        var newSlot = targets.map { [Int](repeating: -1, count: $0.count) }
        var filled: [FenwickTree] = []
        for section in old.indices {
            var targetOfAnchorRank = [Int](repeating: -1, count: present[section])
            for (slot, entry) in targets[section].enumerated() where anchors[section][slot] {
                targetOfAnchorRank[entry.rank] = slot
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
            for itemRank in 0..<present[section] {
                oldSlot[section][itemRank] = next
                next += 1
                let slot = targetOfAnchorRank[itemRank]
                if slot >= 0 { placeRun(after: slot) }
            }
            var tree = FenwickTree(count: next)
            for slot in oldSlot[section] { tree.add(1, at: slot) }
            filled.append(tree)
        }
        for source in sectionSources {
            guard let home = source else { continue }
            for (slot, entry) in targets[home].enumerated() where !anchors[home][slot] {
                let origin = oldSlot[entry.section][entry.rank]
                let from = filled[entry.section].sum(before: origin)
                filled[entry.section].add(-1, at: origin)
                let to = filled[home].sum(before: newSlot[home][slot])
                filled[home].add(1, at: newSlot[home][slot])
                changes.append(
                    .moveItem(
                        from: IndexPath(item: from, section: entry.section), to: IndexPath(item: to, section: home)))
            }
        }

        // 3. Sections going away, then the staying ones arranged in their new order.
        for index in stride(from: old.count - 1, through: 0, by: -1) where oldTarget[index] < 0 {
            changes.append(.deleteSection(index))
        }
        var rankOfOld = [Int](repeating: -1, count: old.count)
        var staying = 0
        for index in old.indices where oldTarget[index] >= 0 {
            rankOfOld[index] = staying
            staying += 1
        }
        for move in IdentifierDiff.movePairs(arranging: sectionSources.compactMap { $0.map { rankOfOld[$0] } }) {
            changes.append(.moveSection(from: move.from, to: move.to))
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
            if let source, supplementariesChanged(source, section) {
                changes.append(.updateSupplementaries(inSection: section))
            }
        }
    }
}
