import ArgumentParser

@main
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "termcells-demo",
        abstract: "Reusable cells in the terminal: the TermCells demo.",
        subcommands: [TourCommand.self, HelloCommand.self, TableCommand.self, GridCommand.self, LiveCommand.self, ScreenCommand.self, PickCommand.self],
        defaultSubcommand: TourCommand.self
    )
}
