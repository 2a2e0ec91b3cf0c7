import ArgumentParser
import Foundation
import TermCellsCurses

struct ScreenCommand: AsyncParsableCommand, MainActorCommand, RangeCheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Opens a screen file (the storyboard analog) with sample data in every host.",
        discussion:
            "Tables get \"Item i\" rows in three sections when they have header or footer prototypes. Tab moves between hosts; q quits."
    )

    @Argument(help: "The screen file, such as Examples/Screens/Mail.screen.")
    var file: String

    static let maximumItems = 1_000_000

    @Option(help: "How many items each table shows (0 to 1,000,000).")
    var items = 60

    @OptionGroup var accessibility: AccessibleFlag
    @OptionGroup var theme: ThemeOption

    func checkRanges() throws(OptionRangeError) {
        try items.check("--items", in: 0...Self.maximumItems)
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
        try await DemoRunner.run(accessibility: accessibility, theme: theme) {
            ScreenPreview(screen: screen, items: items)
        }
    }
}
