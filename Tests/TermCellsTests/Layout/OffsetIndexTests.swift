import Testing

@_spi(Benchmarks) @testable import TermCells

/// Every extent, in order, read through the public iteration.
func allExtents(_ index: OffsetIndex) -> [Int] {
    var result: [Int] = []
    index.forEachRow(in: 0..<index.count) { _, _, extent in result.append(extent) }
    return result
}

func makeIndex(_ extents: [Int]) -> OffsetIndex {
    var index = OffsetIndex()
    index.insert(extents, at: 0)
    return index
}

@Suite struct OffsetIndexQueryTests {
    @Test func emptyIndexAnswersWithoutRows() {
        let index = OffsetIndex()
        #expect(index.count == 0 && index.isEmpty)
        #expect(index.totalExtent == 0)
        #expect(index.offset(of: 0) == 0)
        #expect(index.extent(at: 0) == 0)
        #expect(index.index(containing: 0) == nil)
        #expect(index.indices(intersecting: 0..<10) == 0..<0)
    }

    @Test func singleRowSpansItsExtent() {
        let index = OffsetIndex(count: 1, extent: 3)
        #expect(index.count == 1 && index.totalExtent == 3)
        #expect(index.offset(of: 0) == 0 && index.offset(of: 1) == 3)
        #expect((0..<3).map { index.index(containing: $0) } == [0, 0, 0])
        #expect(index.index(containing: 3) == nil)
        #expect(index.index(containing: -1) == nil)
    }

    @Test func offsetAtARowStartBelongsToThatRow() {
        let index = makeIndex([1, 2, 3])
        #expect((0...3).map { index.offset(of: $0) } == [0, 1, 3, 6])
        #expect((0..<6).map { index.index(containing: $0) } == [0, 1, 1, 2, 2, 2])
        #expect(index.index(containing: 5) == 2, "last line of the last row")
        #expect(index.index(containing: 6) == nil, "end of the last row is outside")
    }

    @Test func zeroExtentRowsAreNeverContaining() {
        let index = makeIndex([0, 2, 0, 0, 3, 0])
        #expect((0...6).map { index.offset(of: $0) } == [0, 0, 2, 2, 2, 5, 5])
        #expect((0..<5).map { index.index(containing: $0) } == [1, 1, 4, 4, 4])
        #expect(index.index(containing: 5) == nil)
        #expect(index.extent(at: 0) == 0 && index.extent(at: 5) == 0)
    }

    @Test func allZeroExtentsContainNothing() {
        let index = OffsetIndex(count: 3, extent: 0)
        #expect(index.count == 3 && index.totalExtent == 0)
        #expect(index.index(containing: 0) == nil)
        #expect(index.offset(of: 3) == 0)
    }

    @Test func visibleWindowSpansFirstToLastNonEmptyRow() {
        let index = makeIndex([2, 0, 3, 1, 0, 4])  // offsets 0, 2, 2, 5, 6, 6; total 10
        #expect(index.indices(intersecting: 0..<2) == 0..<1)
        #expect(index.indices(intersecting: 1..<3) == 0..<3, "zero row between visible rows included")
        #expect(index.indices(intersecting: 5..<7) == 3..<6)
        #expect(index.indices(intersecting: 9..<100) == 5..<6)
        #expect(index.indices(intersecting: 10..<20) == 6..<6)
        #expect(index.indices(intersecting: -5..<0) == 0..<0)
        #expect(index.indices(intersecting: -5..<1) == 0..<1)
        #expect(index.indices(intersecting: 3..<3) == 2..<2)
    }

    @Test func forEachRowReportsOffsetsAndClampsTheRange() {
        let index = makeIndex([2, 0, 3, 1])
        var seen: [[Int]] = []
        index.forEachRow(in: 1..<3) { row, offset, extent in seen.append([row, offset, extent]) }
        #expect(seen == [[1, 2, 0], [2, 2, 3]])
        seen = []
        index.forEachRow(in: -3..<99) { row, offset, extent in seen.append([row, offset, extent]) }
        #expect(seen == [[0, 0, 2], [1, 2, 0], [2, 2, 3], [3, 5, 1]])
    }

    @Test func millionRowsOfOneExtentAreOneRun() {
        let index = OffsetIndex(count: 1_000_000, extent: 2)
        #expect(index.storedRunCount == 1)
        #expect(index.totalExtent == 2_000_000)
        #expect(index.offset(of: 765_432) == 1_530_864)
        #expect(index.index(containing: 1_530_865) == 765_432)
    }
}

@Suite struct OffsetIndexEditingTests {
    @Test func settingARowSplitsItsRunAndSettingItBackCoalesces() {
        var index = OffsetIndex(count: 10, extent: 1)
        #expect(index.setExtent(4, at: 5) == true)
        #expect(index.storedRunCount == 3)
        #expect(allExtents(index) == [1, 1, 1, 1, 1, 4, 1, 1, 1, 1])
        #expect(index.offset(of: 6) == 9)
        #expect(index.setExtent(1, at: 5) == true)
        #expect(index.storedRunCount == 1)
        #expect(index.invariantViolation() == nil)
    }

    @Test func insertingACollectionStoresRunsAndMergesWithNeighbours() {
        var index = OffsetIndex(count: 2, extent: 2)
        #expect(index.insert([2, 2, 3, 3, 3], at: 1) == true)
        #expect(allExtents(index) == [2, 2, 2, 3, 3, 3, 2])
        #expect(index.storedRunCount == 3)
        #expect(index.insert([Int](), at: 0) == true)
        #expect(index.count == 7)
    }

    @Test func insertingARunAppendsAtTheEnd() {
        var index = makeIndex([1, 2])
        #expect(index.insert(count: 3, extent: 5, at: 2) == true)
        #expect(index.append(count: 1, extent: 0) == true)
        #expect(allExtents(index) == [1, 2, 5, 5, 5, 0])
        #expect(index.insert(count: 0, extent: 9, at: 1) == true, "an empty run is a valid no-op")
        #expect(index.count == 6)
    }

    @Test func moveFollowsUIKitSemantics() {
        var index = makeIndex([1, 2, 3, 4, 5])
        #expect(index.move(from: 0, to: 4) == true)
        #expect(allExtents(index) == [2, 3, 4, 5, 1])
        #expect(index.move(from: 4, to: 0) == true)
        #expect(allExtents(index) == [1, 2, 3, 4, 5])
        #expect(index.move(from: 1, to: 3) == true)
        #expect(allExtents(index) == [1, 3, 4, 2, 5])
        #expect(index.move(from: 2, to: 2) == true)
        #expect(allExtents(index) == [1, 3, 4, 2, 5])
    }

    @Test func removingRowsAndRanges() {
        var index = makeIndex([1, 2, 3, 4, 5])
        #expect(index.remove(at: 0) == true)
        #expect(index.removeSubrange(1..<3) == true)
        #expect(allExtents(index) == [2, 5])
        #expect(index.removeSubrange(2..<2) == true)
        #expect(index.removeSubrange(0..<2) == true)
        #expect(index.isEmpty && index.totalExtent == 0)
    }

    @Test func removeAllAndReplaceAllStartOver() {
        var index = makeIndex([1, 2, 3])
        index.removeAll()
        #expect(index == OffsetIndex())
        #expect(index.replaceAll(count: 4, extent: 2) == true)
        #expect(index == OffsetIndex(count: 4, extent: 2))
        #expect(index.storedRunCount == 1)
    }

    @Test func copiesAreIndependent() {
        let original = makeIndex([1, 2, 3])
        var copy = original
        copy.setExtent(9, at: 0)
        copy.remove(at: 2)
        #expect(allExtents(original) == [1, 2, 3])
        #expect(allExtents(copy) == [9, 2])
    }

    @Test func equalityIsByExtentsNotByHistory() {
        var built = OffsetIndex(count: 3, extent: 1)
        built.setExtent(2, at: 1)
        built.setExtent(1, at: 1)
        #expect(built == makeIndex([1, 1, 1]))
        #expect(built != makeIndex([1, 1]))
        #expect(built != makeIndex([1, 2, 0]))
    }
}

@Suite struct OffsetIndexOutOfRangeTests {
    @Test func queriesClampOrAnswerNil() {
        let index = makeIndex([1, 2, 3])
        #expect(index.extent(at: -1) == 0 && index.extent(at: 3) == 0 && index.extent(at: .max) == 0)
        #expect(index.offset(of: -7) == 0 && index.offset(of: 4) == 6 && index.offset(of: .min) == 0)
        #expect(index.index(containing: .min) == nil && index.index(containing: .max) == nil)
        #expect(index.indices(intersecting: .min ..< .max) == 0..<3)
    }

    @Test func mutatorsRejectBadIndicesAndChangeNothing() {
        var index = makeIndex([1, 2, 3])
        let before = index
        #expect(index.setExtent(5, at: 3) == false)
        #expect(index.setExtent(5, at: -1) == false)
        #expect(index.insert(count: 1, extent: 1, at: 4) == false)
        #expect(index.insert(count: 1, extent: 1, at: -1) == false)
        #expect(index.insert([1], at: 4) == false)
        #expect(index.remove(at: 3) == false)
        #expect(index.remove(at: -1) == false)
        #expect(index.removeSubrange(2..<4) == false)
        #expect(index.removeSubrange(-1..<1) == false)
        #expect(index.move(from: 3, to: 0) == false)
        #expect(index.move(from: 0, to: 3) == false)
        #expect(index.move(from: -1, to: 0) == false)
        #expect(index == before)
    }

    @Test func mutatorsRejectNegativeValues() {
        var index = makeIndex([1, 2, 3])
        let before = index
        #expect(index.setExtent(-1, at: 0) == false)
        #expect(index.insert(count: -1, extent: 1, at: 0) == false)
        #expect(index.insert(count: 1, extent: -1, at: 0) == false)
        #expect(index.insert([1, -1, 1], at: 0) == false)
        #expect(index.replaceAll(count: -1, extent: 1) == false)
        #expect(index.replaceAll(count: 1, extent: -1) == false)
        #expect(index == before)
    }

    @Test func mutatorsRejectTotalsThatOverflow() {
        var index = OffsetIndex(count: 2, extent: Int.max / 4)
        let before = index
        #expect(index.insert(count: 3, extent: Int.max / 4, at: 0) == false)
        #expect(index.insert(count: 2, extent: Int.max, at: 0) == false)
        #expect(index.insert([Int.max / 4, Int.max / 4, Int.max / 4], at: 1) == false)
        #expect(index.setExtent(Int.max, at: 0) == false)
        #expect(index.replaceAll(count: 3, extent: Int.max / 2) == false)
        #expect(index.insert(count: Int.max, extent: 0, at: 0) == false, "row count would overflow")
        #expect(index == before)
        #expect(index.setExtent(Int.max / 2, at: 0) == true, "a total that still fits is fine")
    }

    @Test func initialiserClampsWhatItCannotReject() {
        #expect(OffsetIndex(count: -5, extent: 3) == OffsetIndex())
        #expect(OffsetIndex(count: 2, extent: -3) == OffsetIndex(count: 2, extent: 0))
        let huge = OffsetIndex(count: 4, extent: Int.max)
        #expect(huge.extent(at: 0) == Int.max / 4)
        #expect(huge.totalExtent == (Int.max / 4) * 4)
    }
}
