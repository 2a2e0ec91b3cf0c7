import Foundation
import Testing

@testable import CSVTable

/// Opening sources: files indexed in the background, bad paths refused at once.
@Suite struct CSVOpeningTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("csvtable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aMissingFileIsRefusedWithItsPath() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("nothing.csv").path
        #expect(throws: CSVOpenError.missing(path: path)) { try CSVDocument.open(.file(path)) }
        #expect(CSVOpenError.missing(path: path).message == "\(path): no such file")
    }

    @Test func aDirectoryIsRefused() throws {
        let directory = try temporaryDirectory()
        #expect(throws: CSVOpenError.directory(path: directory.path)) { try CSVDocument.open(.file(directory.path)) }
        #expect(
            CSVOpenError.directory(path: "/tmp").message == "/tmp is a directory, not a CSV file")
    }

    @Test func aPathWithAnEscapeIsShownWithAPlaceholder() {
        #expect(CSVOpenError.missing(path: "a\u{1B}]0;x").message == "a^[]0;x: no such file")
    }

    @Test func aFileIsIndexedInTheBackgroundAndReportsProgress() async throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("rows.csv")
        var text = "n,square\n"
        for number in 0..<200_000 { text += "\(number),\(number * number)\n" }
        try text.write(to: file, atomically: true, encoding: .utf8)
        let progress = Counter()
        let csv = try CSVDocument.open(.file(file.path)) { progress.add() }
        let deadline = Date().addingTimeInterval(60)
        while !csv.isIndexed && Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(csv.isIndexed)
        #expect(csv.rowCount == 200_000)
        #expect(csv.titles == ["n", "square"])
        #expect(csv.value(row: 199_999, column: 1) == "\(199_999 * 199_999)")
        // A first small batch, the 64K batches, and the end (reported just after the index is
        // marked complete, so it is waited for).
        while progress.value < 3 && Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(progress.value >= 3)
    }

    @Test func theMinusArgumentIsStandardInput() {
        #expect(CSVSource(argument: "-") == .standardInput)
        #expect(CSVSource(argument: "./-") == .file("./-"))
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
