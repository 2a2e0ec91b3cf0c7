import ArgumentParser

struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "termcells-demo",
        abstract: "Reusable cells in the terminal: the TermCells demo.",
        discussion: """
        Exit status: 0 after q; 2 when the terminal cannot be used (TERM unset, unknown or \
        dumb; standard input or output not a terminal or closed), with the cause on stderr; \
        130, 143, 129 and 141 after SIGINT, SIGTERM, SIGHUP and SIGPIPE, the terminal restored. \
        A non-UTF-8 locale is accepted: characters are handled as C.UTF-8.
        """,
        subcommands: [TourCommand.self, HelloCommand.self, TableCommand.self, GridCommand.self, LiveCommand.self, ScreenCommand.self, PickCommand.self],
        defaultSubcommand: TourCommand.self
    )
}
