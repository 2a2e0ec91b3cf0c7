import Foundation
import Testing

@testable import CSVTable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Input that once broke the reader: huge fields and lines (decoded only as far as a screen
/// shows), endless streams (kept up to a limit, which is said), files of /proc and /sys (read
/// as `cat` reads them) and a file that shrinks under the table (its gone rows say so).
@Suite struct CSVHostileInputTests {
    private func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("csvtable-\(UUID().uuidString).csv")
        try Data(bytes).write(to: url)
        return url
    }

    private let cutField = String(repeating: "x", count: CSVLineLimits.fieldBytes) + CSVLineLimits.cutMark

    @Test func aHugeTitleIsCutToWhatAScreenCanShow() {
        let title = String(repeating: "x", count: 100_000)
        let csv = CSVDocument.indexed(Array("\(title),b\n1,2\n".utf8))
        #expect(!csv.hasCutLines)
        #expect(csv.titles == [cutField, "b"])
        #expect(csv.hasCutLines)
        #expect(csv.fields(ofRow: 0) == ["1", "2"])
    }

    @Test func aHugeQuotedFieldIsCutAndTheFieldsAfterItStay() {
        let field = "\"" + String(repeating: "x", count: 100_000) + "\"\"\""
        let csv = CSVDocument.indexed(Array("a,b,c\n1,\(field),3\n".utf8))
        #expect(csv.fields(ofRow: 0) == ["1", cutField, "3"])
        #expect(csv.hasCutLines)
    }

    @Test func aLineLongerThanTheLineLimitShowsItsStartMarkedCut() throws {
        // Fields of 100 bytes, 20,000 of them: 2 MB, twice the line limit.
        let field = String(repeating: "y", count: 99)
        let line = Array(repeating: field, count: 20_000).joined(separator: ",")
        let csv = CSVDocument.indexed(Array("t\n\(line)\n".utf8))
        let fields = try #require(csv.fields(ofRow: 0))
        #expect(fields.count == CSVLineLimits.fields)
        #expect(fields.allSatisfy { $0 == field })
        #expect(csv.columnCount == CSVLineLimits.fields)
        #expect(csv.hasCutLines)
    }

    @Test func sortKeysKeepAtMostTheBytesAFieldShows() throws {
        let long = String(repeating: "z", count: 1 << 20)
        let csv = CSVDocument.indexed(Array("t\n\(long)b\n\(long)a\nshort\n".utf8))
        let keys = try #require(csv.sortKeys(column: 0))
        #expect(keys.textBytes.count == 2 * CSVLineLimits.fieldBytes + 5)
        // What is shown decides the order: equal shown keys keep the file's order.
        #expect(csv.sorted([0, 1, 2], byColumn: 0, direction: .ascending) == [2, 0, 1])
    }

    @Test func aStreamStopsAtItsLimitAndSaysSo() async throws {
        let zero = open("/dev/zero", O_RDONLY)
        try #require(zero >= 0)
        let csv = CSVDocument.reading(zero, limit: 1 << 20)
        #expect(await eventually { csv.isIndexed })
        #expect(csv.shortfall == .streamLimit(bytes: 1 << 20))
        #expect(csv.shortfall?.message == "stopped at the 1 MiB limit")
        // One line of a MiB of NULs: its start, cut.
        #expect(csv.titles == [String(repeating: "\0", count: CSVLineLimits.fieldBytes) + CSVLineLimits.cutMark])
        #expect(csv.rowCount == 0)
    }

    @Test func aStreamThatEndsAtItsLimitIsWhole() async throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let text = Array("a,b\n1,2\n".utf8)
        _ = text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        let csv = CSVDocument.reading(ends[0], limit: text.count)
        #expect(await eventually { csv.isIndexed })
        #expect(csv.shortfall == nil)
        #expect(csv.fields(ofRow: 0) == ["1", "2"])
    }

    /// /proc files say their size is 0 until read.
    @Test func aProcFileIsReadAsAStream() async throws {
        let expected = try String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)
        let csv = try CSVDocument.open(.file("/proc/self/mountinfo"))
        #expect(await eventually { csv.isIndexed })
        #expect(csv.rowCount > 0)
        #expect(csv.shortfall == nil)
        let firstLine = try #require(expected.split(separator: "\n").first)
        #expect(csv.titles.joined(separator: ",") == String(firstLine))
    }

    /// /sys files cannot be mapped (ENODEV).
    @Test func aSysFileIsReadAsAStream() async throws {
        let path = "/sys/devices/system/cpu/online"
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        let csv = try CSVDocument.open(.file(path))
        #expect(await eventually { csv.isIndexed })
        #expect(csv.titles.joined(separator: ",") == expected.trimmingCharacters(in: .newlines))
    }

    @Test func aFileThatShrinksWhileShownSaysItsRowsAreGone() async throws {
        var text = "n,word\n"
        for number in 0..<50_000 { text += "\(number),word\(number)\n" }
        let url = try temporaryFile(Array(text.utf8))
        let csv = try CSVDocument.open(.file(url.path))
        #expect(await eventually { csv.isIndexed })
        #expect(csv.fields(ofRow: 49_999) == ["49999", "word49999"])
        try #require(truncate(url.path, 100) == 0)
        // Past the end now: the page is gone, reading it would raise SIGBUS.
        #expect(csv.fields(ofRow: 49_999) == [CSVDocument.goneRowText])
        #expect(csv.fields(ofRow: 1) == ["1", "word1"])
        #expect(csv.shortfall == .fileShrank(toBytes: 100))
        #expect(csv.sorted((0..<50_000).map { Int32($0) }, byColumn: 1, direction: .ascending)?.count == 50_000)
    }

    @Test func aFileThatShrinksWhileIndexedIsIndexedToItsNewEnd() async throws {
        var text = "n,word\n"
        for number in 0..<2_000_000 { text += "\(number),w\n" }
        let url = try temporaryFile(Array(text.utf8))
        let csv = try CSVDocument.open(.file(url.path))
        try #require(truncate(url.path, 4_096) == 0)
        csv.firstScreenShown()
        #expect(await eventually { csv.isIndexed })
        #expect(csv.shortfall == .fileShrank(toBytes: 4_096))
        #expect(csv.fields(ofRow: csv.rowCount - 1) == [CSVDocument.goneRowText])
    }
}
