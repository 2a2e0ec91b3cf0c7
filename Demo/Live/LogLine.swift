import TermCellsCurses

/// One line of the live demo's log. Identified by its sequence number, so filters, moves and
/// deletes are diffed by identity.
struct LogLine: Identifiable, Equatable, Sendable {
    enum Level: String, Sendable, CaseIterable {
        case debug = "DEBUG"
        case info = "INFO"
        case warning = "WARN"
        case error = "ERROR"

        var style: Style {
            switch self {
            case .debug: return Style(attributes: .dim)
            case .info: return Style(foreground: .green)
            case .warning: return Style(foreground: .yellow, attributes: .bold)
            case .error: return Style(foreground: .red, attributes: .bold)
            }
        }
    }

    let id: Int
    let level: Level
    let message: String

    private static let paths: [StaticString] = [
        "/api/items", "/api/users", "/health", "/api/orders", "/static/app.js", "/login",
    ]
    private static let statuses = [200, 200, 200, 201, 204, 304, 404, 500]
    /// Room for a generated message's text beside its path.
    private static let generatedRoom = 48
    /// No message is longer, in UTF-8 bytes: a generated one fits its buffer, and a note
    /// (`✎ note N, added by hand`) takes less.
    static let longestMessage = generatedRoom + (paths.map(\.utf8CodeUnitCount).max() ?? 0)

    /// A made-up request log line, the same for the same number:
    /// `#<number> GET <path>/<number % 997> <status> <number × 31 % 250>ms`.
    static func generated(_ number: Int) -> LogLine {
        let status = statuses[(number &* 7) % statuses.count]
        let level: Level = status >= 500 ? .error : status >= 400 ? .warning : number % 11 == 0 ? .debug : .info
        let path = paths[(number &* 13) % paths.count]
        // Written byte by byte into the string's own storage: interpolation built it from five
        // pieces, a fifth of a line's cost at 100,000 lines a second.
        let message = String(unsafeUninitializedCapacity: generatedRoom + path.utf8CodeUnitCount) { buffer in
            var writer = ByteWriter(buffer: buffer)
            writer.append(UInt8(ascii: "#"))
            writer.append(number)
            writer.append(" GET ")
            writer.append(path)
            writer.append(UInt8(ascii: "/"))
            writer.append(number % 997)
            writer.append(UInt8(ascii: " "))
            writer.append(status)
            writer.append(UInt8(ascii: " "))
            writer.append((number &* 31) % 250)
            writer.append("ms")
            return writer.count
        }
        return LogLine(id: number, level: level, message: message)
    }
}
