import Foundation
import Testing

@testable import CSVTable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input and pipes are indexed as they are read: rows are there before the input
/// ends, rows read before the buffer grows stay readable, and the end publishes the last
/// row (with or without its line feed).
@Suite struct CSVStreamingTests {
    /// A pipe: its read end and its write end.
    private func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw CocoaError(.fileReadUnknown) }
        return (ends[0], ends[1])
    }

    private func send(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let got = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if got <= 0 { return }
            written += got
        }
    }

    @Test func rowsAreThereBeforeTheInputEnds() async throws {
        let (readEnd, writeEnd) = try makePipe()
        let document = CSVDocument.reading(readEnd)
        send("n,square\n1,1\n2,4\n3,", to: writeEnd)
        #expect(await eventually { document.rowCount == 2 })
        #expect(!document.isIndexed)
        #expect(document.titles == ["n", "square"])
        #expect(document.fields(ofRow: 1) == ["2", "4"])
        // The third row is open: not a row yet.
        #expect(document.fields(ofRow: 2) == nil)
        send("9\n4,16", to: writeEnd)
        close(writeEnd)
        #expect(await eventually { document.isIndexed })
        #expect(document.rowCount == 4)
        #expect(document.fields(ofRow: 2) == ["3", "9"])
        #expect(document.fields(ofRow: 3) == ["4", "16"])
    }

    /// The end of the input: the last progress call is over once the document says it is
    /// indexed (the two are one event).
    @Test func noProgressCallIsUnderWayOnceTheInputIsIndexed() async throws {
        let (readEnd, writeEnd) = try makePipe()
        let calls = ProgressCalls()
        let document = CSVDocument.reading(readEnd) { calls.make() }
        send("n,square\n1,1\n2,4\n", to: writeEnd)
        close(writeEnd)
        #expect(await eventually { document.isIndexed })
        #expect(calls.underWay == 0)
        #expect(calls.finished >= 1)
        #expect(document.rowCount == 2)
    }

    @Test func rowsReadEarlyStayReadableAsMoreComes() async throws {
        let (readEnd, writeEnd) = try makePipe()
        let progress = Counter()
        let document = CSVDocument.reading(readEnd) { progress.add() }
        send("n,word\n0,first\n", to: writeEnd)
        #expect(await eventually { document.rowCount == 1 })
        #expect(document.fields(ofRow: 0) == ["0", "first"])
        // About 1.7 MiB more, read and published while it comes.
        let rows = 100_000
        Thread.detachNewThread { [self] in
            var text = ""
            for number in 1..<rows { text += "\(number),word\(number)\n" }
            send(text, to: writeEnd)
            close(writeEnd)
        }
        #expect(await eventually { document.isIndexed })
        #expect(document.rowCount == rows)
        #expect(document.fields(ofRow: 0) == ["0", "first"])
        #expect(document.fields(ofRow: 76_543) == ["76543", "word76543"])
        #expect(document.fields(ofRow: rows - 1) == ["\(rows - 1)", "word\(rows - 1)"])
        // The first rows, batches as they came, and the end (made before `isIndexed` holds).
        #expect(progress.value >= 3)
        // Sorting works on the whole input.
        let sorted = document.sorted((0..<rows).map { Int32($0) }, byColumn: 0, direction: .descending)
        #expect(sorted?.first == Int32(rows - 1))
    }

    @Test func bytesPublishedBeforeTheBufferOutgrowsItsBlockStayAsTheyWere() throws {
        let (readEnd, writeEnd) = try makePipe()
        defer { close(readEnd) }
        let text = (0..<2_000).map { "\($0),row\($0)\n" }.joined()
        send(text, to: writeEnd)
        close(writeEnd)
        // A block of 4 KiB: the 25 KiB of input outgrow it three times.
        var input = CSVStreamBuffer(capacity: 4_096)
        let readSome = input.read(from: readEnd) == .more
        #expect(readSome)
        let first = input.bytes
        let firstText = Array(first.buffer)
        while input.read(from: readEnd) == .more {}
        #expect(input.count == text.utf8.count)
        #expect(Array(input.bytes.buffer) == Array(text.utf8))
        // The first prefix still reads what it read, from the block it keeps.
        #expect(Array(first.buffer) == firstText)
        #expect(firstText == Array(text.utf8.prefix(firstText.count)))
    }

    @Test func aByteOrderMarkAndAShortOrEmptyInputAreRead() async throws {
        for (text, titles, count) in [
            ("\u{FEFF}a,b\r\n1,2", ["a", "b"], 1), ("h", ["h"], 0), ("", [], 0),
        ] {
            let (readEnd, writeEnd) = try makePipe()
            let document = CSVDocument.reading(readEnd)
            send(text, to: writeEnd)
            close(writeEnd)
            #expect(await eventually { document.isIndexed })
            #expect(document.titles == titles, "\(text)")
            #expect(document.rowCount == count, "\(text)")
        }
    }
}
