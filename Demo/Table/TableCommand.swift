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

    @Option(help: "Draw in N rows (or N% of the terminal's height) under the cursor instead of the whole screen.")
    var height: String?

    func validate() throws {
        guard items >= 0 else { throw ValidationError("--items must be 0 or more") }
        guard sections >= 1 else { throw ValidationError("--sections must be at least 1") }
        if let height, InlineHeight(height) == nil {
            throw ValidationError("--height must be a number of rows or a percentage, such as 10 or 40%")
        }
    }

    @MainActor
    func run() async throws {
        let (items, sections, multi, sticky) = (self.items, self.sections, self.multi, self.sticky)
        let screen = height.flatMap(InlineHeight.init).map { ScreenMode.inline(rows: $0) } ?? .fullScreen
        try await DemoRunner.run(
            { PanelScreen(TablePanel(items: items, sections: sections, multiple: multi, sticky: sticky)) },
            options: TerminalOptions(screen: screen)
        )
    }
}
