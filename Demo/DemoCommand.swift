import ArgumentParser

@main
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "termcells-demo",
        abstract: "The TermCells demo."
    )
}
