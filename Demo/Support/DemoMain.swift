import TermCellsCurses

/// The demo's entry point: a synchronous `main` that hands the main thread to ``MainLoop``,
/// which then runs the command on it (an `async` main would give the main thread to Dispatch,
/// and every key would then hop between threads). The command line is parsed, range-checked
/// and run by ``DemoCommand/main()``.
@main
enum DemoMain {
    static func main() {
        MainActor.assumeIsolated {
            MainLoop.run { await DemoCommand.main() }
        }
    }
}
