import ArgumentParser
import TermCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "termcells-demo",
        abstract: "Reusable cells in the terminal: the TermCells demo.",
        discussion: """
            Exit status: 0 after q; 2 when the terminal cannot be used (TERM unset, unknown or \
            dumb; standard input or output not a terminal or closed) or an option is out of its \
            range, with the cause on stderr; 130, 143, 129 and 141 after SIGINT, SIGTERM, SIGHUP \
            and SIGPIPE, the terminal restored; any other signal that ends a program restores the \
            terminal, then ends it by that signal. A non-UTF-8 locale is accepted: characters are \
            handled as C.UTF-8.
            """,
        subcommands: parsed.subcommands,
        defaultSubcommand: parsed.defaultSubcommand
    )

    /// Every command, in the order `--help` lists them; the tour runs when none is named.
    static let subcommands: [any ParsableCommand.Type] = [
        TourCommand.self, HelloCommand.self, TableCommand.self, GridCommand.self, LiveCommand.self,
        ScreenCommand.self, PickCommand.self, CSVCommand.self, TreeCommand.self, ChatCommand.self, ImagesCommand.self,
    ]

    /// The commands ArgumentParser is handed. Before running a command it reflects over the
    /// options of every command it was given and of the default one, each the first time at the
    /// cost of a scan of the program's conformance records: most of a short run's start-up. A
    /// command line whose first argument names a command gets that command alone and no default
    /// (the messages and the usage line are the same); any other (`--help`, `help pick`, the
    /// tour's options alone) gets them all.
    private static let parsed:
        (subcommands: [any ParsableCommand.Type], defaultSubcommand: (any ParsableCommand.Type)?) = {
            let first = CommandLine.arguments.dropFirst().first
            if let named = subcommands.first(where: { $0.configuration.commandName == first }) {
                return ([named], nil)
            }
            return (subcommands, TourCommand.self)
        }()

    /// ArgumentParser's `main`, except that an error message is sanitised before it reaches
    /// standard error: ArgumentParser quotes the offending argument as typed, escape sequences
    /// included, and standard error is the terminal.
    @MainActor
    static func main() async {
        do {
            var command = try parseAsRoot()
            // One cast to a protocol, not one per capability: the first cast of a command type to a
            // protocol scans every conformance record of the program.
            if let demoCommand = command as? MainActorCommand {
                do throws(OptionRangeError) {
                    try demoCommand.checkRanges()
                } catch {
                    let name = type(of: command).configuration.commandName.map { " " + $0 } ?? ""
                    DemoRunner.writeError("termcells-demo\(name): \(error.message)\n")
                    exitProcess(2)
                }
                try await demoCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let message = fullMessage(for: error)
            var code = exitCode(for: error)
            // A usage error (an option that is not a number, an unknown flag) exits 2, as the
            // range checks and the terminal refusals do, rather than ArgumentParser's 64.
            if code.rawValue == 64 { code = ExitCode(2) }
            if code == .success {
                // --help and friends: our own text, for standard output.
                if !message.isEmpty { print(message) }
            } else if !message.isEmpty {
                DemoRunner.writeError(message + "\n")
            }
            exitProcess(code.rawValue)
        }
    }
}

/// The C library's `exit` (inside a command, `exit` names ArgumentParser's method).
private func exitProcess(_ status: Int32) -> Never {
    exit(status)
}

/// A subcommand whose `run()` is isolated to the main actor, as every command of the demo is:
/// called as such, the command is not sent across isolation domains. Its ranges are checked
/// first; a command without ranges checks nothing.
protocol MainActorCommand: RangeCheckedCommand {
    @MainActor func run() async throws
}

extension MainActorCommand {
    func checkRanges() throws(OptionRangeError) {}
}
