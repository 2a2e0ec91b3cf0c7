import TermCellsTesting
import Testing

@testable import TermCells

/// Random edits, opens and closes, checked against a plain walk of the tree: the rows the
/// storage answers by its row counts are the rows a depth-first walk finds, and every update
/// it announced replays onto the previous rows to give the new ones.
@MainActor
@Suite struct OutlineRandomizedTests {
    /// The rows by walking: the header -1, node ids, -999 for a status row.
    private func walk(_ outline: OutlineStorage) -> [[Int]] {
        (0..<outline.numberOfSections).map { section in
            var rows: [Int] = []
            let root = outline.roots[section]
            if root.ownRows > 0 { rows.append(-1) }
            @MainActor func visit(_ node: OutlineNode) {
                rows.append(node.model as? Int ?? -1)
                guard node.isExpanded else { return }
                if node.loadState != .loaded {
                    rows.append(-999)
                    return
                }
                node.children.forEach(visit)
            }
            if root.isExpanded { root.children.forEach(visit) }
            return rows
        }
    }

    private func rows(_ outline: OutlineStorage) -> [[Int]] {
        (0..<outline.numberOfSections).map { section in
            (0..<outline.numberOfItems(inSection: section)).map { item in
                let model = outline.item(at: IndexPath(item: item, section: section))
                if let id = model as? Int { return id }
                if model is OutlineStatusRow { return -999 }
                return -1
            }
        }
    }

    private func allNodes(_ outline: OutlineStorage) -> [OutlineNode] {
        var nodes: [OutlineNode] = []
        @MainActor func visit(_ node: OutlineNode) {
            nodes.append(node)
            node.children.forEach(visit)
        }
        for root in outline.roots { root.children.forEach(visit) }
        return nodes
    }

    @Test(arguments: [1, 2, 3, 4])
    func rowsAndUpdatesAgreeWithAWalkOfTheTree(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let outline = OutlineStorage()
        let observer = StorageUpdatesObserver()
        outline.addObserver(observer)
        outline.appendSection(header: "A")
        outline.appendSection()
        var nextID = 0
        for step in 0..<600 {
            let before = rows(outline)
            observer.reset()
            let nodes = allNodes(outline)
            let pick = nodes.isEmpty ? nil : nodes[Int(random.next() % UInt64(nodes.count))]
            switch random.next() % 8 {
            case 0, 1:
                let parent = random.next() % 3 == 0 ? nil : pick.flatMap { $0.isExpandable ? $0 : nil }
                let section = Int(random.next() % 2)
                let count = parent?.children.count ?? outline.numberOfTopNodes(inSection: section)
                outline.insert(
                    nextID, isExpandable: random.next() % 2 == 0, under: parent, inSection: section,
                    at: Int(random.next() % UInt64(count + 1)))
                nextID += 1
            case 2, 3:
                pick.map(outline.toggle)
            case 4:
                if let pick, random.next() % 3 == 0 { outline.remove(pick) }
            case 5:
                if let pick, let target = nodes.randomElement(using: &random), target.isExpandable,
                    !sequence(first: target, next: \.container).contains(where: { $0 === pick })
                {
                    let count = target.children.count - (pick.container === target ? 1 : 0)
                    outline.move(pick, under: target, to: Int(random.next() % UInt64(count + 1)))
                }
            case 6:
                outline.toggleSection(Int(random.next() % 2))
            default:
                if outline.numberOfSections == 2, random.next() % 4 == 0 { outline.moveSection(from: 0, to: 1) }
            }
            let after = rows(outline)
            #expect(after == walk(outline), "step \(step)")
            var replayer = StorageUpdateReplayer(previous: before)
            for event in observer.events {
                if case .update(let update) = event {
                    replayer.apply(update)
                } else {
                    replayer = .init(previous: after)
                }
            }
            #expect(replayer.problems.isEmpty, "step \(step): \(replayer.problems)")
            #expect(replayer.matches(after), "step \(step)")
            if !replayer.problems.isEmpty || after != walk(outline) { return }
        }
    }
}
