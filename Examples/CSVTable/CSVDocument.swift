import Foundation
import TermCells

/// A CSV file as a table: the header line's titles and every row, indexed in the background
/// into byte offsets of one buffer and parsed only when a row is shown or sorted.
///
/// Create it with ``open(_:onProgress:)``: the source is checked at once (a missing file or a
/// directory throws), then read and indexed on a thread of its own while the caller draws
/// whatever rows are ready — standard input too, as its rows arrive. `onProgress` runs on
/// that thread each time more rows are ready and once at the end; the end's call and the
/// index's completion are one event (``isIndexed`` is true only once it returned), so it
/// must not wait for another thread that asks ``isIndexed``.
public final class CSVDocument: @unchecked Sendable {
    let index = CSVRowIndex()
    /// Held while the index is marked complete and the last progress call runs; ``isIndexed``
    /// takes it. Recursive, so a progress call may ask the document (on the indexing thread).
    let completion = NSRecursiveLock()
    private let keyCache = NSLock()
    /// What the document has to say about what it shows, under `noticesLock`.
    private var notices = Notices()
    private let noticesLock = NSLock()
    private struct Notices {
        var cutLines = false
        var shortfall: CSVShortfall?
    }
    private var cachedKeys: [Int: CSVSortKeys] = [:]
    /// The header's fields, parsed once the header line is indexed.
    private var cachedTitles: [String]?
    /// Signalled by ``firstScreenShown()``; the indexer waits for it after its first batch.
    private let firstScreen = DispatchSemaphore(value: 0)
    /// The longest the indexer waits for the first screen.
    public static let firstScreenWait = DispatchTimeInterval.milliseconds(60)
    private var firstScreenSignalled = false

    private init() {}

    /// Opens `source` and starts indexing it.
    public static func open(
        _ source: CSVSource, onProgress: @escaping @Sendable () -> Void = {}
    ) throws(CSVOpenError) -> CSVDocument {
        switch try source.open() {
        case .mapped(let bytes):
            let document = CSVDocument()
            Thread.detachNewThread { document.index(mapped: bytes, waitsForFirstScreen: true, onProgress: onProgress) }
            return document
        case .stream(let descriptor):
            return reading(descriptor, onProgress: onProgress)
        }
    }

    /// A document read from `descriptor` (a pipe) on a thread of its own, its rows shown as
    /// they arrive, keeping at most `limit` bytes; the descriptor is closed at its end (unless
    /// it is standard input).
    static func reading(
        _ descriptor: Int32, limit: Int = CSVStreamLimit.bytes, onProgress: @escaping @Sendable () -> Void = {}
    ) -> CSVDocument {
        let document = CSVDocument()
        Thread.detachNewThread {
            document.index(stream: descriptor, limit: limit, onProgress: onProgress)
            if descriptor != 0 { close(descriptor) }
        }
        return document
    }

    /// Tells the indexer that the first rows are on screen, so it goes on at full speed. Until
    /// then (at most ``firstScreenWait``) it pauses after its first batch: on a machine with
    /// few free cores, a thread scanning the file beside the main thread would hold back the
    /// first screen, and the rest of the file can wait a frame. Call it from any thread, any
    /// number of times.
    public func firstScreenShown() {
        keyCache.lock()
        let first = !firstScreenSignalled
        firstScreenSignalled = true
        keyCache.unlock()
        if first { firstScreen.signal() }
    }

    /// The indexer's pause after its first batch (see ``firstScreenShown()``).
    func waitForFirstScreen() {
        _ = firstScreen.wait(timeout: .now() + Self.firstScreenWait)
    }

    /// A document over `bytes`, indexed before it returns (for tests and small inputs).
    public static func indexed(_ bytes: [UInt8]) -> CSVDocument {
        let document = CSVDocument()
        document.index(mapped: CSVBytes(bytes), waitsForFirstScreen: false, onProgress: {})
        return document
    }

    // MARK: Reading

    /// Whether every row is indexed, and every progress call made (the last one returned).
    public var isIndexed: Bool {
        completion.lock()
        defer { completion.unlock() }
        return index.read { $0.isComplete }
    }

    /// The data rows indexed so far (the header line not counted).
    public var rowCount: Int { index.read { max(0, Self.completeLines($0) - 1) } }

    /// The lines whose end is known: all of them once indexing is done; before, all but the
    /// last one found, which may still be growing.
    private static func completeLines(_ state: CSVRowIndex.Snapshot) -> Int {
        state.isComplete ? state.starts.count : max(0, state.starts.count - 1)
    }

    /// The number of columns: the header's, or more when a row has more fields (the extra
    /// ones have no title).
    public var columnCount: Int { min(CSVLineLimits.fields, max(titles.count, index.read { $0.widestRow })) }

    /// The titles of the header line (empty before the first batch).
    public var titles: [String] {
        keyCache.lock()
        if let cachedTitles {
            keyCache.unlock()
            return cachedTitles
        }
        keyCache.unlock()
        guard let titles = fields(ofLine: 0) else { return [] }
        keyCache.lock()
        cachedTitles = titles
        keyCache.unlock()
        return titles
    }

    /// The fields of data row `row` (0-based), fewer than ``columnCount`` for a short row;
    /// nil when the row is not indexed (yet).
    public func fields(ofRow row: Int) -> [String]? {
        guard row >= 0 else { return nil }
        return fields(ofLine: row + 1)
    }

    /// The value of `column` in data row `row`: empty for a missing field.
    public func value(row: Int, column: Int) -> String {
        guard let fields = fields(ofRow: row), fields.indices.contains(column) else { return "" }
        return fields[column]
    }

    /// What a row past the end of a file that shrank shows, in its first column.
    public static let goneRowText = "(gone: the file shrank)"

    private func fields(ofLine line: Int) -> [String]? {
        var wasCut = false
        var isGone = false
        let fields = withLineBytes(line) { bytes in
            isGone = bytes == nil
            return bytes.map { CSVRecord.fields(of: $0, wasCut: &wasCut) } ?? [Self.goneRowText]
        }
        if wasCut { withNotices { $0.cutLines = true } }
        if isGone { noticeShrinking() }
        return fields
    }

    /// Records that the file shrank (its size now), unless reading stopped for another reason.
    func noticeShrinking() {
        let size = index.read { $0.bytes?.currentSize } ?? 0
        withNotices { notices in
            if notices.shortfall == nil || notices.shortfall?.isShrinking == true {
                notices.shortfall = .fileShrank(toBytes: size)
            }
        }
    }

    /// Whether a line shown so far was longer than ``CSVLineLimits`` and was cut.
    public var hasCutLines: Bool { withNotices { $0.cutLines } }

    /// Why the rows are not the whole source, when they are not: set before the index is
    /// marked complete, so whoever sees ``isIndexed`` sees it too.
    public var shortfall: CSVShortfall? { withNotices { $0.shortfall } }

    func record(_ shortfall: CSVShortfall) {
        withNotices { $0.shortfall = shortfall }
    }

    /// Runs `body` with the notices while holding their lock (rows are parsed on the main
    /// actor and on the sort's and the indexer's threads).
    private func withNotices<Result>(_ body: (inout Notices) -> Result) -> Result {
        noticesLock.lock()
        defer { noticesLock.unlock() }
        return body(&notices)
    }

    /// Runs `body` with the bytes of line `line` (0 is the header), its line ending included,
    /// or with nil when the line lies past the end of a file that shrank; nil when the line's
    /// end is not known yet. The bytes stay valid during `body` only: a stream's buffer may be
    /// replaced by a larger one meanwhile.
    func withLineBytes<T>(_ line: Int, _ body: (UnsafeBufferPointer<UInt8>?) -> T) -> T? {
        let found = index.read { state -> (CSVBytes, Range<Int>)? in
            guard let bytes = state.bytes, line >= 0, line < Self.completeLines(state) else { return nil }
            let start = state.starts[line]
            let end = line + 1 < state.starts.count ? state.starts[line + 1] : bytes.count
            return (bytes, start..<end)
        }
        guard let (bytes, range) = found else { return nil }
        if bytes.isMapped {
            MappedFileFaults.install()
            if range.upperBound > bytes.currentSize { return body(nil) }
        }
        return withExtendedLifetime(bytes) { body(UnsafeBufferPointer(rebasing: bytes.buffer[range])) }
    }

    /// Runs `body` with the buffer and every row start, once indexing is complete.
    func withCompleteIndex<T>(_ body: (UnsafeBufferPointer<UInt8>, [Int]) -> T) -> T? {
        let snapshot = index.read { $0.isComplete ? ($0.bytes, $0.starts) : nil }
        guard let (bytes, starts) = snapshot, let bytes else { return nil }
        if bytes.isMapped { MappedFileFaults.install() }
        return withExtendedLifetime(bytes) { body(bytes.buffer, starts) }
    }

    /// The sort keys of `column`, extracted on first use and kept.
    func sortKeys(column: Int) -> CSVSortKeys? {
        keyCache.lock()
        if let keys = cachedKeys[column] {
            keyCache.unlock()
            return keys
        }
        keyCache.unlock()
        guard let keys = withCompleteIndex({ CSVSortKeys(buffer: $0, starts: $1, column: column) }) else {
            return nil
        }
        keyCache.lock()
        cachedKeys[column] = keys
        keyCache.unlock()
        return keys
    }
}
