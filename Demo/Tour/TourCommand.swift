import ArgumentParser
import TermCellsCurses

struct TourCommand: AsyncParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "tour",
        abstract:
            "A tab for each part of TermCells: Table, Grid, Live, Big, Embedding, CSV, Tree, Chat and Images (the default).",
        discussion:
            "1-9 or Ctrl-N/Ctrl-P switch tabs; so do Tab and Shift-Tab, except on Embedding, where they move the keyboard between its hosts. ? shows every key; q quits."
    )

    @OptionGroup var accessibility: AccessibleFlag
    @OptionGroup var theme: ThemeOption

    @MainActor
    func run() async throws {
        try await DemoRunner.run(accessibility: accessibility, theme: theme) {
            TourScreen(tabs: [
                TourTab("Table") { TablePanel(items: 1_000, sections: 10, multiple: false, sticky: true) },
                TourTab("Grid") { GridPanel(items: 1_000, multiple: false) },
                TourTab("Live") { LivePanel(producer: PacedStream(rate: 20, total: nil)) },
                TourTab("Big") { BigPanel() },
                TourTab("Embedding") { EmbeddingPanel() },
                TourTab("CSV") { CSVPanel(document: CSVSample.document(), wrapping: CSVSample.wrapping) },
                TourTab("Tree") { TreePanel(path: ".") },
                TourTab("Chat") { ChatPanel(script: .builtIn, tokensPerSecond: 20) },
                TourTab("Images") { ImagesPanel(storage: ImageStorage(generated: 10_000), source: "generated") },
            ])
        }
    }
}
