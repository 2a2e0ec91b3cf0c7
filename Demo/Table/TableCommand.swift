import ArgumentParser
import TermCellsCurses

struct TableCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "A sectioned table with headers, footers and two conditional mappings on one model."
    )

    @Option(help: "How many items.")
    var items = 1_000

    @Option(help: "How many sections the items are spread over.")
    var sections = 5

    @Flag(help: "Select several items with Space.")
    var multi = false

    @Flag(help: "Keep the current section's header on the top row.")
    var sticky = false

    func validate() throws {
        guard items >= 0 else { throw ValidationError("--items must be 0 or more") }
        guard sections >= 1 else { throw ValidationError("--sections must be at least 1") }
    }

    @MainActor
    func run() async throws {
        let (items, sections, multi, sticky) = (self.items, self.sections, self.multi, self.sticky)
        try await DemoRunner.run {
            let panel = TablePanel(items: items, sections: sections, multiple: multi, sticky: sticky)
            TestSwitches.prepare(panel.manager)
            return PanelScreen(panel)
        }
    }
}
