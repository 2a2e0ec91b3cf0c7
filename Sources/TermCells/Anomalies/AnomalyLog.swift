#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where anomalies go by default.
///
/// Without a screen, a line on standard error. While a terminal screen is active (the
/// curses backend sets ``sink``) nothing may print to the terminal: the line goes to the
/// sink instead (a status line), and to the file named by the `TERMCELLS_LOG`
/// environment variable when it is set.
@MainActor
public enum AnomalyLog {
    /// Receives every anomaly line while set; the curses backend sets it while it owns the screen.
    public static var sink: ((String) -> Void)?

    /// The most recent anomaly line.
    public private(set) static var lastMessage: String?

    private static var logDescriptor: Int32 = -1
    private static var logFileOpened = false

    /// Reports one anomaly line, sanitised first: anomalies quote names and model text, and
    /// standard error and the log file end up on a terminal.
    public static func report(_ unsafeMessage: String) {
        let message = unsafeMessage.sanitizedForTerminal()
        lastMessage = message
        let line = "TermCells anomaly: \(message)\n"
        let log = openLogFile()
        if log >= 0 { writeAll(line, to: log) }
        if let sink {
            sink(message)
        } else {
            writeAll(line, to: 2)
        }
    }

    private static func openLogFile() -> Int32 {
        if !logFileOpened {
            logFileOpened = true
            if let path = getenv("TERMCELLS_LOG"), path.pointee != 0 {
                logDescriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            }
        }
        return logDescriptor
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
