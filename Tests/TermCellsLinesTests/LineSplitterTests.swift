import TermCellsTesting
import Testing

@testable import TermCellsLines

/// Lines cut from reads of any size: the same lines whatever the read boundaries.
@Suite struct LineSplitterTests {
    private func lines(_ batches: [LineBatch]) -> [[UInt8]] {
        batches.flatMap { batch in (0..<batch.count).map { Array(batch.line($0)) } }
    }

    private func split(_ input: [UInt8], at cuts: [Int]) -> [[UInt8]] {
        var splitter = LineSplitter()
        var batches: [LineBatch] = []
        var start = 0
        for cut in cuts + [input.count] {
            batches.append(splitter.split(input[start..<cut]))
            start = cut
        }
        batches.append(splitter.finish())
        return lines(batches)
    }

    /// `--read0`: NUL ends a line; newlines and a `\r` before the NUL are ordinary bytes.
    @Test func aNULTerminatorCutsAtNULOnly() {
        var splitter = LineSplitter(terminator: 0)
        let input = Array("a b\nc\r\0second\0".utf8) + Array("third".utf8)
        let batches = [splitter.split(input[0..<5]), splitter.split(input[5...]), splitter.finish()]
        #expect(lines(batches) == [Array("a b\nc\r".utf8), Array("second".utf8), Array("third".utf8)])
    }

    @Test func linesEndAtNewlinesAndALastLineWithoutOneCounts() {
        #expect(
            split(Array("a\nbb\n\nccc".utf8), at: []) == [Array("a".utf8), Array("bb".utf8), [], Array("ccc".utf8)])
        #expect(split(Array("a\n".utf8), at: []) == [Array("a".utf8)])
        #expect(split([], at: []) == [])
        #expect(split(Array("\n".utf8), at: []) == [[]])
    }

    @Test func aCarriageReturnBeforeTheNewlineIsDropped() {
        #expect(
            split(Array("a\r\nb\r\n\r\nc\r".utf8), at: []) == [Array("a".utf8), Array("b".utf8), [], Array("c".utf8)])
        // Only one, and only at the end of a line.
        #expect(split(Array("a\r\r\nb\rc\n".utf8), at: []) == [Array("a\r".utf8), Array("b\rc".utf8)])
    }

    @Test func aCRLFSplitBetweenReadsIsStillOneTerminator() {
        #expect(split(Array("ab\r\ncd\r\n".utf8), at: [3]) == [Array("ab".utf8), Array("cd".utf8)])
    }

    @Test func aCharacterSplitAcrossReadsStaysWhole() {
        let input = Array("añ€😀\n😀x".utf8)
        for cut in 1..<input.count {
            let result = split(input, at: [cut])
            #expect(result.map { String(decoding: $0, as: UTF8.self) } == ["añ€😀", "😀x"], "cut at \(cut)")
        }
    }

    @Test func everyWayOfCuttingTheInputGivesTheSameLines() {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("ab\r\n\n€".utf8)
        for _ in 0..<300 {
            let input = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? 0
            }
            let whole = split(input, at: [])
            let cuts = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                Int.random(in: 0...input.count, using: &generator)
            }.sorted()
            #expect(split(input, at: cuts) == whole, "\(input) cut at \(cuts)")
        }
    }

    @Test func invalidBytesAreKeptAsTheyCame() {
        #expect(split([0x61, 0xFF, 0xC3, 0x0A, 0x80], at: [2]) == [[0x61, 0xFF, 0xC3], [0x80]])
    }

    /// Each line's recorded start is where it began in the stream, and its bytes are the
    /// stream's from there (CRLF, a cut line, a last line without a newline), however the
    /// stream is cut into reads.
    @Test func recordedLineStartsAreWhereTheLinesBeganInTheStream() {
        let stream = Array("ab\r\n\nlong line here\ncd\r\nlast".utf8)
        let expectedStarts = [0, 4, 5, 20, 24]
        for cut in 1...stream.count {
            var splitter = LineSplitter(maximumLineLength: 6)
            splitter.recordsLineStarts = true
            var lines: [[UInt8]] = []
            var starts: [Int] = []
            var offset = 0
            while offset < stream.count {
                let batch = splitter.split(stream[offset..<min(offset + cut, stream.count)])
                lines += (0..<batch.count).map { Array(batch.line($0)) }
                starts += batch.lineStarts
                offset += cut
            }
            let last = splitter.finish()
            lines += (0..<last.count).map { Array(last.line($0)) }
            starts += last.lineStarts
            #expect(starts == expectedStarts, "reads of \(cut)")
            for (line, start) in zip(lines, starts) {
                #expect(Array(stream[start..<(start + line.count)]) == line, "reads of \(cut)")
            }
        }
    }
}
