/// Row extents (heights, in terminal rows) with their running offsets, so a host can answer
/// "where does row i start" and "which row is at y" without walking every row.
///
/// Layout needs both directions on every scroll and every draw, and a change to one row's
/// height must not cost a rebuild; with a million rows a prefix-sum array would make each edit
/// O(n). The index stores runs of equal extents in a balanced tree (see `ExtentRunTree`):
///
/// | operation                                   | cost                      |
/// |---------------------------------------------|---------------------------|
/// | `init(count:extent:)`, `count`, `totalExtent` | O(1)                    |
/// | `extent(at:)`, `offset(of:)`, `index(containing:)` | O(log r)           |
/// | `setExtent`, `insert(count:extent:at:)`, `remove(at:)`, `move` | O(log r) expected |
/// | `insert(_:at:)` of k extents                | O(k + k′ log r) for k′ runs |
/// | `removeSubrange`                            | O(log r + runs removed)   |
/// | `forEachRow(in:)` over k rows               | O(log r + k)              |
///
/// where r is the number of runs — 1 for a fresh index, at most about three per row edited
/// since, never more than the row count. Memory is O(r): setting 10,000 scattered rows of a
/// million-row index stores about 20,000 runs.
///
/// Input comes from user data (storage changes, `heightForCell`), so nothing here traps:
/// a mutator given an index out of range, a negative extent or count, or an edit that would
/// overflow `totalExtent` changes nothing and returns `false`; queries clamp (see each one).
@_spi(Benchmarks) public struct OffsetIndex: Sendable {
    private var tree: ExtentRunTree

    /// An index with no rows.
    public init() {
        tree = ExtentRunTree()
    }

    /// `count` rows of the same `extent`, in O(1): a table of a million rows with an estimated
    /// height is ready at once, and rows get their real extent as they are measured.
    ///
    /// An initialiser cannot report failure, so input is clamped instead: a negative count or
    /// extent counts as zero, and an extent whose total would overflow `Int` is lowered to the
    /// largest that fits.
    public init(count: Int, extent: Int) {
        let count = max(0, count)
        var extent = max(0, extent)
        if count > 0, extent.multipliedReportingOverflow(by: count).overflow {
            extent = Int.max / count
        }
        tree = ExtentRunTree(count: count, extent: extent)
    }

    /// The number of rows.
    public var count: Int { tree.count }

    /// Whether there are no rows.
    public var isEmpty: Bool { tree.count == 0 }

    /// The sum of all extents: the content height a scroll view needs.
    public var totalExtent: Int { tree.totalExtent }

    /// The extent of the row at `index`, or 0 when `index` is out of range — a row that does
    /// not exist occupies no space.
    public func extent(at index: Int) -> Int {
        guard index >= 0, index < count else { return 0 }
        return tree.nodes[tree.node(containing: index)].extent
    }

    /// Whether the rows of `range` (within `0..<count`) lie in one stored run, so all have one
    /// extent. O(log r). False can still mean one extent (two runs not fused): walk them then.
    func isOneRun(_ range: Range<Int>) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= count, !range.isEmpty else { return range.isEmpty }
        return tree.node(containing: range.lowerBound) == tree.node(containing: range.upperBound - 1)
    }

    /// Where the row at `index` starts: the sum of the extents before it.
    ///
    /// `offset(of: count)` is `totalExtent`, the end of the last row. An index below zero is
    /// treated as 0 and one above `count` as `count`, so the answer is always a valid offset.
    public func offset(of index: Int) -> Int {
        if index <= 0 { return 0 }
        if index >= count { return totalExtent }
        return tree.offset(of: index)
    }

    /// The row whose span `offset(of: i) ..< offset(of: i) + extent(at: i)` contains `offset`:
    /// the row drawn at that line. Zero-extent rows span nothing and are never returned; nil
    /// when `offset` is negative or at or past `totalExtent`.
    public func index(containing offset: Int) -> Int? {
        guard offset >= 0, offset < totalExtent else { return nil }
        return tree.row(containing: offset)
    }

    /// The rows a viewport showing `offsets` must draw: from the first to the last non-empty
    /// row that intersects it (zero-extent rows between them included). When no row intersects,
    /// an empty range at the position where the next row would be.
    public func indices(intersecting offsets: Range<Int>) -> Range<Int> {
        let lower = max(0, offsets.lowerBound)
        guard let first = index(containing: lower) else {
            let position = offsets.upperBound <= 0 ? 0 : count
            return position..<position
        }
        let upper = min(totalExtent, offsets.upperBound)
        guard lower < upper, let last = index(containing: upper - 1) else { return first..<first }
        return first..<(last + 1)
    }

    /// Calls `body` with each row of `indices`, its offset and its extent, in order — the
    /// visible window's rows without a lookup per row. Indices outside `0..<count` are skipped.
    public func forEachRow(
        in indices: Range<Int>, _ body: (_ index: Int, _ offset: Int, _ extent: Int) throws -> Void
    ) rethrows {
        let clamped = indices.clamped(to: 0..<count)
        try tree.forEachRow(in: clamped, body)
    }

    // MARK: Editing

    /// Gives the row at `index` a new extent, as when a cell is measured or resized.
    /// - Returns: `false`, changing nothing, if `index` is out of range, `extent` is negative or
    ///   the total would overflow.
    @discardableResult
    public mutating func setExtent(_ extent: Int, at index: Int) -> Bool {
        guard index >= 0, index < count, extent >= 0 else { return false }
        let old = self.extent(at: index)
        if old == extent { return true }
        guard !(totalExtent - old).addingReportingOverflow(extent).overflow else { return false }
        tree.setExtent(extent, at: index)
        return true
    }

    /// Inserts `count` rows of the same extent before `index` (`index == self.count` appends),
    /// as when a batch of items arrives before it is measured. One run, whatever `count` is.
    /// - Returns: `false`, changing nothing, for an index outside `0...self.count`, a negative
    ///   count or extent, or a total that would overflow.
    @discardableResult
    public mutating func insert(count: Int, extent: Int, at index: Int) -> Bool {
        guard index >= 0, index <= self.count, count >= 0, extent >= 0,
            !self.count.addingReportingOverflow(count).overflow
        else { return false }
        let (added, overflow) = count.multipliedReportingOverflow(by: extent)
        guard !overflow, !totalExtent.addingReportingOverflow(added).overflow else { return false }
        tree.insert(runLength: count, extent: extent, at: index)
        return true
    }

    /// Inserts `extents` before `index`, in order. Equal neighbours are stored as one run.
    /// - Returns: `false`, changing nothing, for an index outside `0...count`, any negative
    ///   extent, or a total that would overflow.
    @discardableResult
    public mutating func insert(_ extents: some Collection<Int>, at index: Int) -> Bool {
        guard index >= 0, index <= count,
            !count.addingReportingOverflow(extents.count).overflow
        else { return false }
        var runs: [(length: Int, extent: Int)] = []
        var total = totalExtent
        for extent in extents {
            guard extent >= 0 else { return false }
            let (sum, overflow) = total.addingReportingOverflow(extent)
            guard !overflow else { return false }
            total = sum
            if let last = runs.last, last.extent == extent {
                runs[runs.count - 1].length += 1
            } else {
                runs.append((1, extent))
            }
        }
        tree.insert(runs: runs, at: index)
        return true
    }

    /// Appends `count` rows of the same extent; see `insert(count:extent:at:)`.
    @discardableResult
    public mutating func append(count: Int, extent: Int) -> Bool {
        insert(count: count, extent: extent, at: self.count)
    }

    /// Removes the row at `index`.
    /// - Returns: `false`, changing nothing, if `index` is out of range.
    @discardableResult
    public mutating func remove(at index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        tree.removeSubrange(index..<(index + 1))
        return true
    }

    /// Removes the rows in `range`.
    /// - Returns: `false`, changing nothing, unless `range` lies within `0...count`.
    ///   An empty range inside those bounds succeeds and changes nothing.
    @discardableResult
    public mutating func removeSubrange(_ range: Range<Int>) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= count else { return false }
        tree.removeSubrange(range)
        return true
    }

    /// Moves a row with `UITableView.moveRow(at:to:)` semantics: the row is removed from
    /// `source`, then inserted so that it ends up at `destination` in the result.
    /// - Returns: `false`, changing nothing, unless both indices are in `0..<count`.
    @discardableResult
    public mutating func move(from source: Int, to destination: Int) -> Bool {
        guard source >= 0, source < count, destination >= 0, destination < count else { return false }
        if source != destination { tree.move(from: source, to: destination) }
        return true
    }

    /// Removes every row and frees the storage.
    public mutating func removeAll() {
        tree.removeAll()
    }

    /// Replaces every row with `count` rows of one extent, as on a full reload; O(1) plus freeing.
    /// - Returns: `false`, changing nothing, for a negative count or extent or an overflowing total.
    @discardableResult
    public mutating func replaceAll(count: Int, extent: Int) -> Bool {
        guard count >= 0, extent >= 0, !count.multipliedReportingOverflow(by: extent).overflow else {
            return false
        }
        tree = ExtentRunTree(count: count, extent: extent)
        return true
    }

    // MARK: Internals for tests

    /// Runs stored; what memory use follows.
    var storedRunCount: Int { tree.liveNodeCount }

    /// The first broken internal invariant, or nil.
    func invariantViolation() -> String? { tree.invariantViolation() }
}

extension OffsetIndex: Equatable {
    /// Equal when the extents are equal row by row, whatever edits produced them; O(r).
    public static func == (lhs: OffsetIndex, rhs: OffsetIndex) -> Bool {
        guard lhs.count == rhs.count, lhs.totalExtent == rhs.totalExtent else { return false }
        let left = lhs.tree.runs()
        let right = rhs.tree.runs()
        return left.count == right.count
            && zip(left, right).allSatisfy { $0.length == $1.length && $0.extent == $1.extent }
    }
}

extension OffsetIndex: CustomStringConvertible {
    public var description: String {
        "OffsetIndex(count: \(count), totalExtent: \(totalExtent), runs: \(storedRunCount))"
    }
}
