import Testing

@testable import TermCellsLines

/// The compact store: bytes and offsets, decoded only on demand.
@Suite struct LineStoreTests {
    private func store(_ text: String, capacity: Int = LineStore.maximumLineCount) -> LineStore {
        var splitter = LineSplitter()
        var store = LineStore(capacity: capacity)
        store.append(splitter.split(Array(text.utf8)))
        store.append(splitter.finish())
        return store
    }

    @Test func linesAreReadBackAsBytesAndStrings() {
        let lines = store("alpha\nbeta\n\ngamma")
        #expect(lines.count == 4)
        #expect(lines.string(at: 0) == "alpha")
        #expect(lines.string(at: 2) == "")
        #expect(lines.string(at: 3) == "gamma")
        #expect(Array(lines.bytes(ofLine: 1)) == Array("beta".utf8))
        #expect(lines.string(at: 4) == "")
        #expect(lines.string(at: -1) == "")
    }

    @Test func batchesAppendInOrder() {
        var lines = LineStore()
        var splitter = LineSplitter()
        lines.append(splitter.split(Array("one\ntw".utf8)))
        lines.append(splitter.split(Array("o\nthree\n".utf8)))
        #expect((0..<lines.count).map(lines.string(at:)) == ["one", "two", "three"])
    }

    @Test func invalidUTF8IsShownAsReplacementCharacters() {
        var lines = LineStore()
        lines.append(LineBatch(bytes: [0x61, 0xFF, 0x62], lineEnds: [3]))
        #expect(lines.string(at: 0) == "a\u{FFFD}b")
        #expect(Array(lines.bytes(ofLine: 0)) == [0x61, 0xFF, 0x62])
    }

    @Test func asciiLinesAreMarked() {
        let lines = store((0..<130).map { $0 % 3 == 0 ? "é\($0)" : "e\($0)" }.joined(separator: "\n"))
        for line in 0..<130 {
            #expect(lines.isASCII(line: line) == (line % 3 != 0), "line \(line)")
        }
    }

    @Test func linesPastTheCapacityAreDroppedAndCounted() {
        let lines = store("a\nb\nc\nd\n", capacity: 3)
        #expect(lines.count == 3)
        #expect(lines.droppedLineCount == 1)
        #expect(lines.string(at: 2) == "c")
    }
}
