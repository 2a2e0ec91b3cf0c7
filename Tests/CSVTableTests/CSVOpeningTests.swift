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

    /// `text` opened as a file, with `onProgress`, once it says it is indexed (or 60 s passed: CI runs this under a sanitizer at high load).
    private func indexedFile(_ text: String, onProgress: @escaping @Sendable () -> Void) async throws -> CSVDocument {
        let file = try temporaryDirectory().appendingPathComponent("rows.csv")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let csv = try CSVDocument.open(.file(file.path), onProgress: onProgress)
        let deadline = Date().addingTimeInterval(60)
        while !csv.isIndexed && Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
        return csv
    }

    @Test func aFileIsIndexedInTheBackgroundAndReportsProgress() async throws {
        var text = "n,square\n"
        for number in 0..<200_000 { text += "\(number),\(number * number)\n" }
        let progress = Counter()
        let csv = try await indexedFile(text) { progress.add() }
        #expect(csv.isIndexed)
        #expect(csv.rowCount == 200_000)
        #expect(csv.titles == ["n", "square"])
        #expect(csv.value(row: 199_999, column: 1) == "\(199_999 * 199_999)")
        // A first small batch, the 64K batches, and the end: all made by the time the document
        // says it is indexed.
        #expect(progress.value >= 3)
    }

    /// The end's progress call and the completion are one event: a slow last call is over by
    /// the time the document says it is indexed.
    @Test func noProgressCallIsUnderWayOnceTheFileIsIndexed() async throws {
        let calls = ProgressCalls()
        let csv = try await indexedFile("a,b\n1,2\n3,4\n") { calls.make() }
        #expect(csv.isIndexed)
        #expect(calls.underWay == 0)
        #expect(calls.finished >= 1)
        #expect(csv.rowCount == 2)
    }

    @Test func theMinusArgumentIsStandardInput() {
        #expect(CSVSource(argument: "-") == .standardInput)
        #expect(CSVSource(argument: "./-") == .file("./-"))
    }
}

/// Progress calls that take 30 ms each: how many are under way, how many are over.
final class ProgressCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var started = 0
    private var ended = 0
    func make() {
        lock.withLock { started += 1 }
        Thread.sleep(forTimeInterval: 0.03)
        lock.withLock { ended += 1 }
    }
    var underWay: Int { lock.withLock { started - ended } }
    var finished: Int { lock.withLock { ended } }
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
