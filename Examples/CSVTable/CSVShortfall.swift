/// Why the rows a ``CSVDocument`` shows are not its whole source: reading stopped before the
/// end, or the file changed under the table. The status line says it, and the demo's exit
/// status is 1.
public enum CSVShortfall: Equatable, Sendable {
    /// A stream (standard input, a pipe, a device) reached ``CSVStreamLimit/bytes``: what
    /// came after was not read.
    case streamLimit(bytes: Int)
    /// The memory for more of a stream could not be had (an address-space limit, say).
    case outOfMemory(afterBytes: Int)
    /// Reading failed.
    case readError(afterBytes: Int, reason: String)
    /// The mapped file became shorter than it was when opened; rows past its end are gone.
    case fileShrank(toBytes: Int)

    /// What happened, in a few words for the status line.
    public var message: String {
        switch self {
        case .streamLimit(let bytes): return "stopped at the \(Self.size(bytes)) limit"
        case .outOfMemory(let bytes): return "out of memory: stopped after \(Self.size(bytes))"
        case .readError(let bytes, let reason): return "read failed after \(Self.size(bytes)): \(reason)"
        case .fileShrank(let bytes): return "the file shrank to \(Self.size(bytes)): rows past it are gone"
        }
    }

    /// Whether the file shrank (the one shortfall that can be found again, smaller).
    var isShrinking: Bool {
        if case .fileShrank = self { return true }
        return false
    }

    /// `bytes` in whole GiB, whole MiB (rounded down) or bytes.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 30 && bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        if bytes >= 1 << 20 { return "\(bytes >> 20) MiB" }
        return "\(bytes) bytes"
    }
}
