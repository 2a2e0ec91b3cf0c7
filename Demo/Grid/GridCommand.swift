import ArgumentParser
import TermCellsCurses

struct GridCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grid",
        abstract: "A flow grid: a 256-colour palette, a board of wide glyphs and N numbered tiles, with headers and footers."
    )

    @Option(help: "How many numbered tiles.")
    var items = 1_000

    @Flag(help: "Select several tiles with Space.")
    var multi = false

    func validate() throws {
        guard items >= 0 else { throw ValidationError("--items must be 0 or more") }
    }

    @MainActor
    func run() async throws {
        let (items, multi) = (self.items, self.multi)
        try await DemoRunner.run { PanelScreen(GridPanel(items: items, multiple: multi)) }
    }
}
