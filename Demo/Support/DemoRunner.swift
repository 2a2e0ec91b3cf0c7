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
        options: TerminalOptions = TerminalOptions(), accessibility: AccessibleFlag, theme: ThemeOption,
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
        configure(application, accessibility: accessibility, theme: theme)
        let status = await application.run(makeContent())
        if status != 0 { throw ExitCode(status) }
    }

    /// Sets what the options every command shares ask of `application`.
    static func configure(_ application: Application, accessibility: AccessibleFlag, theme: ThemeOption) {
        if accessibility.accessible { application.isAccessible = true }
        application.theme = theme.value
    }

    /// Writes `text` to standard error, sanitised: messages quote file names, file content and
    /// environment variables, and standard error is usually the terminal.
    static func writeError(_ text: String) {
        var text = text.sanitizedForTerminal()
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }
}
