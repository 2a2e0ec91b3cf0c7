/// The storage behind `OffsetIndex`: an implicit treap whose nodes are runs of equal extents.
///
/// Why a treap of runs:
/// - Runs make "a million rows of the estimated height" one node, and a later change to one row
///   splits its run into at most three, so memory follows the number of distinct stretches,
///   not the number of rows.
/// - Each node keeps its subtree's row count and extent sum, so a position (row or offset) is
///   found by one walk from the root: O(log r) for r runs.
/// - Split and merge make every edit (insert a run, remove a range, move) the same few steps,
///   with expected depth O(log r) from random priorities. Priorities come from a SplitMix64
///   stream seeded with a constant, so the tree shape — and any bug — is reproducible.
///
/// Nodes live in one array and refer to each other by index: the struct is a plain value,
/// copy-on-write comes from `Array`, and no reference counting happens on the hot paths.
/// Index 0 is a null sentinel whose count and sum are zero, so no walk needs a branch for it.
///
/// Callers validate input: the tree assumes positions are in range, extents are non-negative
/// and the total extent fits in `Int`; it only `assert`s these.
struct ExtentRunTree: Sendable {
    struct Node: Sendable {
        var left = 0
        var right = 0
        var priority: UInt64 = 0
        /// Rows in this run; never zero for a live node.
        var runLength = 0
        /// The extent shared by every row of the run.
        var extent = 0
        var subtreeCount = 0
        var subtreeExtent = 0
    }

    static let null = 0

    private(set) var nodes: [Node] = [Node()]
    private(set) var root = ExtentRunTree.null
    /// Freed nodes, linked through `left`.
    private var freeHead = ExtentRunTree.null
    private var freeCount = 0
    private var priorities = SplitMix64(seed: 0x5EED_CE11_0FF5_E7A1)

    init() {}

    /// One run of `count` rows; O(1).
    init(count: Int, extent: Int) {
        if count > 0 { root = allocate(runLength: count, extent: extent) }
    }

    var count: Int { nodes[root].subtreeCount }
    var totalExtent: Int { nodes[root].subtreeExtent }
    /// Runs currently stored: the memory the index really uses.
    var liveNodeCount: Int { nodes.count - 1 - freeCount }

    // MARK: Queries — iterative walks, no allocation

    /// The run containing `row`; `row` must be in `0..<count`.
    func node(containing row: Int) -> Int {
        var t = root
        var row = row
        while t != ExtentRunTree.null {
            let left = nodes[t].left
            let leftCount = nodes[left].subtreeCount
            if row < leftCount {
                t = left
                continue
            }
            row -= leftCount
            if row < nodes[t].runLength { return t }
            row -= nodes[t].runLength
            t = nodes[t].right
        }
        assert(false, "row out of range")
        return ExtentRunTree.null
    }

    /// Sum of the extents of rows `0..<row`; `row` must be in `0...count`.
    func offset(of row: Int) -> Int {
        var t = root
        var row = row
        var offset = 0
        while t != ExtentRunTree.null {
            let left = nodes[t].left
            let leftCount = nodes[left].subtreeCount
            if row < leftCount {
                t = left
                continue
            }
            row -= leftCount
            offset += nodes[left].subtreeExtent
            let run = nodes[t].runLength
            if row < run { return offset + row * nodes[t].extent }
            row -= run
            offset += run * nodes[t].extent
            t = nodes[t].right
        }
        return offset
    }

    /// The row whose span contains `offset`; `offset` must be in `0..<totalExtent`.
    /// Zero-extent rows span nothing, so the walk passes over them by construction.
    func row(containing offset: Int) -> Int {
        var t = root
        var offset = offset
        var row = 0
        while t != ExtentRunTree.null {
            let left = nodes[t].left
            if offset < nodes[left].subtreeExtent {
                t = left
                continue
            }
            offset -= nodes[left].subtreeExtent
            row += nodes[left].subtreeCount
            let extent = nodes[t].extent
            let runExtent = nodes[t].runLength * extent
            if offset < runExtent { return row + offset / extent }
            offset -= runExtent
            row += nodes[t].runLength
            t = nodes[t].right
        }
        assert(false, "offset out of range")
        return row
    }

    /// Calls `body` for each row of `rows` (which must lie in `0...count`) with its offset and
    /// extent. Visits O(log r) nodes plus those in the range; subtrees outside are skipped whole.
    func forEachRow(in rows: Range<Int>, _ body: (Int, Int, Int) throws -> Void) rethrows {
        guard !rows.isEmpty else { return }
        try visit(root, firstRow: 0, firstOffset: 0, rows: rows, body)
    }

    private func visit(
        _ t: Int, firstRow: Int, firstOffset: Int, rows: Range<Int>, _ body: (Int, Int, Int) throws -> Void
    ) rethrows {
        guard t != ExtentRunTree.null else { return }
        let node = nodes[t]
        let runStart = firstRow + nodes[node.left].subtreeCount
        let runOffset = firstOffset + nodes[node.left].subtreeExtent
        if rows.lowerBound < runStart {
            try visit(node.left, firstRow: firstRow, firstOffset: firstOffset, rows: rows, body)
        }
        let runEnd = runStart + node.runLength
        let lower = max(rows.lowerBound, runStart)
        let upper = min(rows.upperBound, runEnd)
        if lower < upper {
            var offset = runOffset + (lower - runStart) * node.extent
            for row in lower..<upper {
                try body(row, offset, node.extent)
                offset += node.extent
            }
        }
        if rows.upperBound > runEnd {
            try visit(
                node.right, firstRow: runEnd, firstOffset: runOffset + node.runLength * node.extent,
                rows: rows, body)
        }
    }

    /// Runs in order, as (length, extent); O(r). For equality and tests, not for drawing.
    func runs() -> [(length: Int, extent: Int)] {
        var result: [(length: Int, extent: Int)] = []
        result.reserveCapacity(liveNodeCount)
        var stack: [Int] = []
        var t = root
        while t != ExtentRunTree.null || !stack.isEmpty {
            while t != ExtentRunTree.null {
                stack.append(t)
                t = nodes[t].left
            }
            guard let top = stack.popLast() else { break }
            result.append((nodes[top].runLength, nodes[top].extent))
            t = nodes[top].right
        }
        return result
    }

    // MARK: Edits — the public mutators are compositions of these

    /// Replaces the one row at `row` (in `0..<count`) with `extent`.
    mutating func setExtent(_ extent: Int, at row: Int) {
        let (before, rest) = split(root, at: row)
        let (single, after) = split(rest, at: 1)
        nodes[single].extent = extent
        update(single)
        root = join(join(before, single), after)
    }

    /// Inserts `length` rows of `extent` before `row` (in `0...count`).
    mutating func insert(runLength length: Int, extent: Int, at row: Int) {
        guard length > 0 else { return }
        insert(tree: allocate(runLength: length, extent: extent), at: row)
    }

    /// Inserts runs (already coalesced, none empty) before `row`.
    mutating func insert(runs: [(length: Int, extent: Int)], at row: Int) {
        var built = ExtentRunTree.null
        for run in runs {
            built = merge(built, allocate(runLength: run.length, extent: run.extent))
        }
        insert(tree: built, at: row)
    }

    /// Removes rows `range` (within `0...count`).
    mutating func removeSubrange(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let (before, rest) = split(root, at: range.lowerBound)
        let (removed, after) = split(rest, at: range.count)
        release(removed)
        root = join(before, after)
        compactIfSparse()
    }

    /// Removes the row at `source` and inserts it at `destination` of the shortened sequence.
    mutating func move(from source: Int, to destination: Int) {
        let (before, rest) = split(root, at: source)
        let (single, after) = split(rest, at: 1)
        root = join(before, after)
        insert(tree: single, at: destination)
    }

    mutating func removeAll() {
        self = ExtentRunTree()
    }

    // MARK: Tree mechanics

    private mutating func insert(tree: Int, at row: Int) {
        let (before, after) = split(root, at: row)
        root = join(join(before, tree), after)
    }

    /// Deterministic for a given sequence of edits.
    private mutating func nextPriority() -> UInt64 { priorities.next() }

    private mutating func allocate(runLength: Int, extent: Int) -> Int {
        let node = Node(
            priority: nextPriority(), runLength: runLength, extent: extent,
            subtreeCount: runLength, subtreeExtent: runLength * extent)
        guard freeHead != ExtentRunTree.null else {
            nodes.append(node)
            return nodes.count - 1
        }
        let t = freeHead
        freeHead = nodes[t].left
        freeCount -= 1
        nodes[t] = node
        return t
    }

    /// Returns every node of the tree rooted at `t` to the free list.
    private mutating func release(_ t: Int) {
        guard t != ExtentRunTree.null else { return }
        release(nodes[t].left)
        release(nodes[t].right)
        nodes[t] = Node(left: freeHead)
        freeHead = t
        freeCount += 1
    }

    /// After large removals the array is mostly holes; copy the live nodes into a fresh one so
    /// memory follows what is stored. Amortised O(1) per freed node.
    private mutating func compactIfSparse() {
        guard freeCount > 1024, freeCount > liveNodeCount else { return }
        var fresh: [Node] = [Node()]
        fresh.reserveCapacity(liveNodeCount + 1)
        let newRoot = copy(root, into: &fresh)
        nodes = fresh
        root = newRoot
        freeHead = ExtentRunTree.null
        freeCount = 0
    }

    private func copy(_ t: Int, into fresh: inout [Node]) -> Int {
        guard t != ExtentRunTree.null else { return ExtentRunTree.null }
        var node = nodes[t]
        node.left = copy(node.left, into: &fresh)
        node.right = copy(node.right, into: &fresh)
        fresh.append(node)
        return fresh.count - 1
    }

    private mutating func update(_ t: Int) {
        let left = nodes[t].left
        let right = nodes[t].right
        nodes[t].subtreeCount = nodes[left].subtreeCount + nodes[t].runLength + nodes[right].subtreeCount
        nodes[t].subtreeExtent =
            nodes[left].subtreeExtent + nodes[t].runLength * nodes[t].extent + nodes[right].subtreeExtent
    }

    /// Concatenates two trees, keeping the heap order of priorities.
    private mutating func merge(_ a: Int, _ b: Int) -> Int {
        if a == ExtentRunTree.null { return b }
        if b == ExtentRunTree.null { return a }
        if nodes[a].priority >= nodes[b].priority {
            let right = merge(nodes[a].right, b)
            nodes[a].right = right
            update(a)
            return a
        }
        let left = merge(a, nodes[b].left)
        nodes[b].left = left
        update(b)
        return b
    }

    /// Concatenates two trees, fusing the last run of `a` with the first of `b` when their
    /// extents match: every seam an edit creates passes through here, so runs stay maximal.
    private mutating func join(_ a: Int, _ b: Int) -> Int {
        if a == ExtentRunTree.null { return b }
        if b == ExtentRunTree.null { return a }
        let first = firstNode(of: b)
        guard nodes[lastNode(of: a)].extent == nodes[first].extent else { return merge(a, b) }
        let length = nodes[first].runLength
        let (head, rest) = splitAtRunBoundary(b, at: length)
        assert(head == first && nodes[head].left == ExtentRunTree.null && nodes[head].right == ExtentRunTree.null)
        release(head)
        growLastRun(of: a, by: length)
        return merge(a, rest)
    }

    private func firstNode(of t: Int) -> Int {
        var t = t
        while nodes[t].left != ExtentRunTree.null { t = nodes[t].left }
        return t
    }

    private func lastNode(of t: Int) -> Int {
        var t = t
        while nodes[t].right != ExtentRunTree.null { t = nodes[t].right }
        return t
    }

    private mutating func growLastRun(of t: Int, by length: Int) {
        let right = nodes[t].right
        if right == ExtentRunTree.null {
            nodes[t].runLength += length
        } else {
            growLastRun(of: right, by: length)
        }
        update(t)
    }

    /// Splits the standalone tree `t` into its first `row` rows and the rest. When `row` falls
    /// inside a run, the run is cut in two first; the new piece gets a fresh priority and is
    /// merged in, so cutting the same run again and again cannot degrade the tree into a list.
    private mutating func split(_ t: Int, at row: Int) -> (Int, Int) {
        guard let cut = shortenRun(t, at: row) else { return splitAtRunBoundary(t, at: row) }
        let (before, after) = splitAtRunBoundary(t, at: row)
        return (before, merge(allocate(runLength: cut.length, extent: cut.extent), after))
    }

    /// If `row` is strictly inside a run, shortens that run to end at `row` and returns what
    /// was cut off; otherwise changes nothing.
    private mutating func shortenRun(_ t: Int, at row: Int) -> (length: Int, extent: Int)? {
        guard t != ExtentRunTree.null else { return nil }
        let leftCount = nodes[nodes[t].left].subtreeCount
        let run = nodes[t].runLength
        let cut: (length: Int, extent: Int)?
        if row < leftCount {
            cut = shortenRun(nodes[t].left, at: row)
        } else if row == leftCount {
            return nil
        } else if row < leftCount + run {
            let kept = row - leftCount
            nodes[t].runLength = kept
            cut = (run - kept, nodes[t].extent)
        } else {
            cut = shortenRun(nodes[t].right, at: row - leftCount - run)
        }
        if cut != nil { update(t) }
        return cut
    }

    /// Splits where `row` is known to fall on a run boundary.
    private mutating func splitAtRunBoundary(_ t: Int, at row: Int) -> (Int, Int) {
        guard t != ExtentRunTree.null else { return (ExtentRunTree.null, ExtentRunTree.null) }
        let leftCount = nodes[nodes[t].left].subtreeCount
        if row <= leftCount {
            let (before, after) = splitAtRunBoundary(nodes[t].left, at: row)
            nodes[t].left = after
            update(t)
            return (before, t)
        }
        assert(row >= leftCount + nodes[t].runLength, "split inside a run")
        let (before, after) = splitAtRunBoundary(nodes[t].right, at: row - leftCount - nodes[t].runLength)
        nodes[t].right = before
        update(t)
        return (t, after)
    }
}
