import ArgumentParser
import TermCellsCurses

/// The demo's entry point: a synchronous `main` that hands the main thread to ``MainLoop``,
/// which then runs the command on it (an `async` main would give the main thread to Dispatch,
/// and every key would then hop between threads).
@main
enum DemoMain {
    static func main() {
        MainActor.assumeIsolated {
            MainLoop.run { await parseAndRun() }
        }
    }

    /// What `AsyncParsableCommand.main()` does: parse, run, turn errors into exits.
    private nonisolated static func parseAndRun() async {
        do {
            var command = try DemoCommand.parseAsRoot()
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            DemoCommand.exit(withError: error)
        }
    }
}
