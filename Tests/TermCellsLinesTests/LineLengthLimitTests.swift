import Testing

@testable import TermCellsLines

/// A line longer than the splitter's limit keeps its first bytes and is counted (issue 18,
/// item 8): memory follows the limit, not the input, even with no newline at all.
@Suite struct LineLengthLimitTests {
    @Test func aLineWithoutNewlineNeverHoldsMoreThanTheLimit() {
        var splitter = LineSplitter(maximumLineLength: 1_000)
        let zeros = [UInt8](repeating: 0, count: 4_096)
        for _ in 0..<1_000 {
            #expect(splitter.split(zeros).isEmpty)
            #expect(splitter.pendingByteCount <= 1_001)
        }
        let last = splitter.finish()
        #expect(last.lineEnds == [1_000])
        #expect(last.bytes == [UInt8](repeating: 0, count: 1_000))
        #expect(last.truncatedLineCount == 1)
    }

    @Test func longLinesAreCutWhereverTheReadsEndAndShortOnesAreKeptWhole() {
        let long = [UInt8](repeating: 0x61, count: 25)
        let input = Array("short\r\n".utf8) + long + [0x0A] + Array("exactly10!\r\n".utf8) + long + [0x0D]
        for cut in 0...input.count {
            var splitter = LineSplitter(maximumLineLength: 10)
            let batches = [splitter.split(input[..<cut]), splitter.split(input[cut...]), splitter.finish()]
            let lines = batches.flatMap { batch in (0..<batch.count).map { Array(batch.line($0)) } }
            #expect(
                lines == [
                    Array("short".utf8), Array(long.prefix(10)), Array("exactly10!".utf8), Array(long.prefix(10)),
                ], "cut at \(cut)")
            #expect(batches.map(\.truncatedLineCount).reduce(0, +) == 2, "cut at \(cut)")
        }
    }

    @Test func theDefaultLimitIsOneMebibyteAndTheStoreCountsCutLines() {
        var splitter = LineSplitter()
        #expect(splitter.maximumLineLength == 1 << 20)
        var store = LineStore()
        let chunk = [UInt8](repeating: 0x78, count: 1 << 16)
        for _ in 0..<40 { store.append(splitter.split(chunk)) }
        store.append(splitter.split([0x0A] + Array("next".utf8) + [0x0A]))
        store.append(splitter.finish())
        #expect(store.count == 2)
        #expect(store.bytes(ofLine: 0).count == 1 << 20)
        #expect(store.string(at: 1) == "next")
        #expect(store.truncatedLineCount == 1)
    }

    @Test func aRowOfAHugeLineDecodesOnlyItsStart() {
        var store = LineStore()
        store.append(
            LineBatch(bytes: [UInt8](repeating: 0xFF, count: 100_000) + Array("ok".utf8), lineEnds: [100_000, 100_002]))
        let shown = store.string(at: 0, maximumBytes: 16)
        #expect(shown == String(repeating: "\u{FFFD}", count: 16) + "…")
        #expect(store.string(at: 1, maximumBytes: 16) == "ok")
    }
}
