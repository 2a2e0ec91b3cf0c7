import ArgumentParser

@main
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "termcells-demo",
        abstract: "Reusable cells in the terminal: the TermCells demo.",
        subcommands: [HelloCommand.self, TableCommand.self, GridCommand.self, LiveCommand.self, ScreenCommand.self, PickCommand.self],
        defaultSubcommand: TableCommand.self
    )
}
