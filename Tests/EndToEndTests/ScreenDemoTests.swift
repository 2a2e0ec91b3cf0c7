import Foundation
import Testing

/// `termcells-demo screen FILE` in a real terminal: the example mail screen's two tables
/// side by side, with their inline templates, at two sizes; Tab, selection, q.
@Suite struct ScreenDemoTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)
    let mail = DemoBinary.shellQuoted(
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Screens/Mail.screen").path)

    /// The text of `line` from column `column` on.
    private func text(_ line: String, from column: Int) -> String {
        String(Array(line).dropFirst(column))
    }

    @Test(arguments: [(100, 30, 30), (60, 16, 18)])
    func theMailScreenShowsBothTablesWithTheirTemplates(width: Int, height: Int, split: Int) throws {
        let session = try TmuxSession(width: width, height: height, script: "\(demo) screen \(mail); echo \"exit=$?\"")
        #expect(session.waitFor(text: "Focus: folders"), "\(session.screenText())")
        var screen = session.screen()
        #expect(screen[0] == " TermCells — screen Mail")
        #expect(screen[1].hasPrefix("▌Section 0"))
        #expect(text(screen[1], from: split).hasPrefix("── Section 0"))
        #expect(screen[2].hasPrefix(" Item 0"))
        #expect(text(screen[2], from: split).hasPrefix(" Item 0"))
        #expect(screen[2].hasSuffix("#0│") || screen[2].hasSuffix("#0┃"))
        #expect(text(screen[3], from: split).hasPrefix("   from Ada"))
        session.send("Tab", "Down", "Enter")
        #expect(session.waitFor(text: "Focus: messages — Selected: Item 1"), "\(session.screenText())")
        screen = session.screen()
        #expect(screen[screen.count - 1].hasPrefix(" Tab next host"))
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func aMalformedScreenFileIsReportedWithItsLineBeforeTheScreenStarts() throws {
        let session = try TmuxSession(
            width: 100, height: 10,
            script: """
                printf 'table main\\n  cell Row\\n    style blink\\n    ---\\n    x\\n' > bad.screen
                \(demo) screen bad.screen; echo "exit=$?"
                """)
        #expect(session.waitFor(text: "exit=1"), "\(session.screenText())")
        #expect(session.screenText().contains("bad.screen:3: unknown style word 'blink'"), "\(session.screenText())")
    }
}
