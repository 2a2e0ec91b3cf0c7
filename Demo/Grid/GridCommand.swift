import ArgumentParser
import TermCellsCurses

struct GridCommand: AsyncParsableCommand, MainActorCommand, RangeCheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "grid",
        abstract:
            "A flow grid: a 256-colour palette, a board of wide glyphs and N numbered tiles, with headers and footers."
    )

    static let maximumItems = 10_000_000

    @Option(help: "How many numbered tiles (0 to 10,000,000).")
    var items = 1_000

    @Flag(help: "Select several tiles with Space.")
    var multi = false

    @OptionGroup var accessibility: AccessibleFlag
    @OptionGroup var theme: ThemeOption

    func checkRanges() throws(OptionRangeError) {
        try items.check("--items", in: 0...Self.maximumItems)
    }

    @MainActor
    func run() async throws {
        let (items, multi) = (self.items, self.multi)
        try await DemoRunner.run(accessibility: accessibility, theme: theme) {
            PanelScreen(GridPanel(items: items, multiple: multi))
        }
    }
}
