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

    /// A made-up request log line, the same for the same number:
    /// `#<number> GET <path>/<number % 997> <status> <number × 31 % 250>ms`.
    static func generated(_ number: Int) -> LogLine {
        let status = statuses[(number &* 7) % statuses.count]
        let level: Level = status >= 500 ? .error : status >= 400 ? .warning : number % 11 == 0 ? .debug : .info
        let path = paths[(number &* 13) % paths.count]
        // Written byte by byte into the string's own storage: interpolation built it from five
        // pieces, a fifth of a line's cost at 100,000 lines a second.
        let message = String(unsafeUninitializedCapacity: 48 + path.utf8CodeUnitCount) { buffer in
            var count = 0
            func append(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func append(_ text: StaticString) {
                text.withUTF8Buffer { for byte in $0 { append(byte) } }
            }
            func append(_ value: Int) {
                if value < 0 { append(UInt8(ascii: "-")) }
                var magnitude = value.magnitude
                let start = count
                repeat {
                    append(UInt8(ascii: "0") + UInt8(magnitude % 10))
                    magnitude /= 10
                } while magnitude > 0
                buffer[start..<count].reverse()
            }
            append(UInt8(ascii: "#"))
            append(number)
            append(" GET ")
            append(path)
            append(UInt8(ascii: "/"))
            append(number % 997)
            append(UInt8(ascii: " "))
            append(status)
            append(UInt8(ascii: " "))
            append((number &* 31) % 250)
            append("ms")
            return count
        }
        return LogLine(id: number, level: level, message: message)
    }
}
