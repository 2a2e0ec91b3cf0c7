import TermCells

/// Why a CSV source could not be opened: said in one line, and the demo exits 2 with it.
public enum CSVOpenError: Error, Equatable, Sendable {
    /// Nothing exists at the path.
    case missing(path: String)
    /// The path is a directory.
    case directory(path: String)
    /// The file exists but cannot be read (permissions, an I/O error).
    case unreadable(path: String, reason: String)

    /// The one-line message, with the path sanitised for the terminal.
    public var message: String {
        switch self {
        case .missing(let path): return "\(Self.quoted(path)): no such file"
        case .directory(let path): return "\(Self.quoted(path)) is a directory, not a CSV file"
        case .unreadable(let path, let reason): return "\(Self.quoted(path)): cannot read it: \(reason)"
        }
    }

    private static func quoted(_ path: String) -> String { path.sanitizedForTerminal() }
}
