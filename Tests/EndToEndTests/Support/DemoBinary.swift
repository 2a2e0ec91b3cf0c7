import Foundation

/// Where the built `termcells-demo` is: `TERMCELLS_DEMO` (set by `make test`), or the
/// debug build folder beside the package.
enum DemoBinary {
    static var path: String {
        if let path = ProcessInfo.processInfo.environment["TERMCELLS_DEMO"], !path.isEmpty {
            return path
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/termcells-demo").path
    }

    /// Quotes `text` for `sh`.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
