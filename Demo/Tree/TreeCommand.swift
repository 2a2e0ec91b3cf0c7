import ArgumentParser
import TermCellsCurses

struct TreeCommand: AsyncParsableCommand, MainActorCommand, RangeCheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "A directory as an outline: folders open with → or Enter and are read as they open."
    )

    @Argument(help: "The directory to show.")
    var directory = "."

    @OptionGroup var accessibility: AccessibleFlag
    @OptionGroup var theme: ThemeOption

    func checkRanges() throws(OptionRangeError) {
        guard DirectoryReader.identity(ofDirectory: Array(directory.utf8)) != nil else {
            throw OptionRangeError(message: "\(directory) is not a directory")
        }
    }

    @MainActor
    func run() async throws {
        let directory = self.directory
        try await DemoRunner.run(accessibility: accessibility, theme: theme) {
            let panel = TreePanel(path: directory)
            TestSwitches.prepare(panel)
            return PanelScreen(panel)
        }
    }
}
