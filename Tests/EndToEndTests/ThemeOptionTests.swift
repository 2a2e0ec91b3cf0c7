import Foundation
import Testing

/// `--theme`, which every demo command takes: the library's parts in the light theme's colours
/// instead of the dark default's.
@Suite struct ThemeOptionTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)
    let width = 60
    /// Colours on: `swift test` runs its tests with `NO_COLOR` set, which an empty value unsets.
    static let colours = ["NO_COLOR": ""]

    /// The cell of the `I` of `Item 0`, the cursor's row, as `table` shows it with `options`.
    private func cursorRowCell(options: String) throws -> String {
        let session = try TmuxSession(
            width: width, height: 12, script: "\(demo) table --items 20 \(options); echo \"exit=$?\"",
            environment: Self.colours)
        try #require(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        var cell = ""
        let coloured = session.waitFor { lines in
            guard lines.count > 2, lines[2].hasPrefix("  Item 0") else { return false }
            let rows = session.styledCells(width: width).rows
            cell = rows.count > 2 && rows[2].count > 2 ? rows[2][2] : ""
            return cell.hasPrefix("\"I\"") && !cell.hasSuffix("bg default")
        }
        #expect(coloured, "the cursor row has no background: \(cell)")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        return cell
    }

    @Test func theLightThemeDrawsTheCursorRowInItsOwnColours() throws {
        #expect(try cursorRowCell(options: "") == "\"I\"  fg 97 bg 44")
        #expect(try cursorRowCell(options: "--theme dark") == "\"I\"  fg 97 bg 44")
        #expect(try cursorRowCell(options: "--theme light") == "\"I\"  fg 30 bg 47")
    }

    @Test func aThemeOfAnotherNameIsRefusedWithTheNamesThereAre() throws {
        let session = try TmuxSession(width: 160, height: 12, script: "\(demo) grid --theme sepia; echo \"exit=$?\"")
        #expect(session.waitFor(text: "exit=2"), "\(session.screenText())")
        #expect(session.screenText().contains("Please provide one of 'dark' and 'light'."), "\(session.screenText())")
    }
}
