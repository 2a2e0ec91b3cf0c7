import ArgumentParser
import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts the terminal, runs `content`, and turns the outcome into the process's exit.
@MainActor
enum DemoRunner {
    static func run(
        options: TerminalOptions = TerminalOptions(), accessibility: AccessibleFlag,
        _ makeContent: () -> ApplicationContent
    ) async throws {
        var options = options
        if let escapeDelay = TestSwitches.escapeDelay { options.escapeDelay = escapeDelay }
        let application: Application
        do {
            application = try Application(options: options)
        } catch {
            writeError("termcells-demo: \(error.description)\n")
            throw ExitCode(error.exitStatus)
        }
        if accessibility.accessible { application.isAccessible = true }
        let status = await application.run(makeContent())
        if status != 0 { throw ExitCode(status) }
    }

    /// Writes `text` to standard error, sanitised: messages quote file names, file content and
    /// environment variables, and standard error is usually the terminal.
    static func writeError(_ text: String) {
        var text = text.sanitizedForTerminal()
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }
}
