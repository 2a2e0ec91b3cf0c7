import ArgumentParser
import TermCellsCurses

/// `--height`, for the commands that can draw inline under the shell's cursor (`table`,
/// `pick`, `chat`): a number of rows or a percentage of the terminal's height.
struct InlineHeightOption: ParsableArguments {
    @Option(help: "Draw in N rows (or N% of the terminal's height) under the cursor instead of the whole screen.")
    var height: String?

    func validate() throws {
        if let height, InlineHeight(height) == nil {
            throw ValidationError("--height must be a number of rows or a percentage, such as 10 or 40%")
        }
    }

    /// Inline in the rows asked for, or the whole screen.
    var screenMode: ScreenMode {
        height.flatMap(InlineHeight.init).map { ScreenMode.inline(rows: $0) } ?? .fullScreen
    }
}
