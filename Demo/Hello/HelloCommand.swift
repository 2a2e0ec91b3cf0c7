import ArgumentParser
import TermCellsCurses

struct HelloCommand: AsyncParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "hello",
        abstract: "Styled, coloured and wide text, aligned exactly; shows the terminal's size."
    )

    @OptionGroup var accessibility: AccessibleFlag
    @OptionGroup var theme: ThemeOption

    @MainActor
    func run() async throws {
        try await DemoRunner.run(accessibility: accessibility, theme: theme) { HelloScreen() }
    }
}
