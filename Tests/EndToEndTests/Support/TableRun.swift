import Testing

/// `table --items 100` run from start to `q`: the bytes a terminal receives when nothing
/// happens but the first screen, for comparing what a start-up question changes.
enum TableRun {
    /// The bytes of the run in `environment` (which replaces this process's own).
    static func bytes(environment: [String: String]) throws -> [UInt8] {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "100"], width: 80, height: 24, environment: environment)
        try #require(terminal.waitFor(text: "Nothing selected"))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        return terminal.output
    }
}
