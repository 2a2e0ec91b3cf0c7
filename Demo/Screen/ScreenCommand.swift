import ArgumentParser
import Foundation
import TermCellsCurses

struct ScreenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Opens a screen file (the storyboard analog) with sample data in every host.",
        discussion: "Tables get \"Item i\" rows in three sections when they have header or footer prototypes. Tab moves between hosts; q quits."
    )

    @Argument(help: "The screen file, such as Examples/Screens/Mail.screen.")
    var file: String

    @Option(help: "How many items each table shows.")
    var items = 60

    func validate() throws {
        guard items >= 0 else { throw ValidationError("--items must be 0 or more") }
    }

    @MainActor
    func run() async throws {
        let screen: LoadedScreen
        do {
            let parsed = try ScreenLoader.parse(contentsOf: URL(fileURLWithPath: file))
            screen = try ScreenLoader.instantiate(parsed, size: .zero, substitutingUnknownClasses: true)
        } catch {
            DemoRunner.writeError("termcells-demo: \(error.description)\n")
            throw ExitCode(1)
        }
        let items = self.items
        try await DemoRunner.run { ScreenPreview(screen: screen, items: items) }
    }
}
