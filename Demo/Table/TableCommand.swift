import ArgumentParser
import TermCellsCurses

struct TableCommand: AsyncParsableCommand, MainActorCommand, RangeCheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "A sectioned table with headers, footers and two conditional mappings on one model."
    )

    /// The items are made on demand (``DemoItemSections``); the layout keeps O(sections).
    static let maximumItems = 10_000_000
    static let maximumSections = 100_000

    @Option(help: "How many items (0 to 10,000,000).")
    var items = 1_000

    @Option(help: "How many sections the items are spread over (1 to 100,000).")
    var sections = 5

    @Flag(help: "Select several items with Space.")
    var multi = false

    @Flag(help: "Keep the current section's header on the top row.")
    var sticky = false

    @OptionGroup var inlineHeight: InlineHeightOption

    @OptionGroup var plainMode: PlainFlag

    @OptionGroup var accessibility: AccessibleFlag
    @OptionGroup var theme: ThemeOption

    func checkRanges() throws(OptionRangeError) {
        try items.check("--items", in: 0...Self.maximumItems)
        try sections.check("--sections", in: 1...Self.maximumSections)
    }

    @MainActor
    func run() async throws {
        let (items, sections, multi, sticky) = (self.items, self.sections, self.multi, self.sticky)
        let screen = inlineHeight.screenMode
        if plainMode.isRequested {
            return TablePlainRun.run(TablePanel(items: items, sections: sections, multiple: multi, sticky: sticky))
        }
        let options = TerminalOptions(screen: screen, keepsInlineBlockOnExit: TestSwitches.keepsInlineBlock)
        try await DemoRunner.run(options: options, accessibility: accessibility, theme: theme) {
            let panel = TablePanel(items: items, sections: sections, multiple: multi, sticky: sticky)
            TestSwitches.prepare(panel)
            return TestSwitches.insertingAbove(PanelScreen(panel))
        }
    }
}
