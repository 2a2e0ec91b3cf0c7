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

    /// A made-up request log line, the same for the same number.
    static func generated(_ number: Int) -> LogLine {
        let paths = ["/api/items", "/api/users", "/health", "/api/orders", "/static/app.js", "/login"]
        let statuses = [200, 200, 200, 201, 204, 304, 404, 500]
        let status = statuses[(number &* 7) % statuses.count]
        let level: Level = status >= 500 ? .error : status >= 400 ? .warning : number % 11 == 0 ? .debug : .info
        let path = paths[(number &* 13) % paths.count]
        let message = "#\(number) GET \(path)/\(number % 997) \(status) \((number &* 31) % 250)ms"
        return LogLine(id: number, level: level, message: message)
    }
}
