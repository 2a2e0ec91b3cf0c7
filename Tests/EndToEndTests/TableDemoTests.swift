import Foundation
import Testing

/// `termcells-demo table` in a real terminal: rows, headers, footers, conditional cells,
/// navigation to the end of a million items and back, selection in the status line.
@Suite struct TableDemoTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    @Test func aMillionItemsShowSectionsAndScrollToTheEndAndBack() throws {
        let session = try TmuxSession(
            width: 80, height: 24, script: "\(demo) table --items 1000000 --sections 5; echo \"exit=$?\"")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        var screen = session.screen()
        #expect(screen[0] == " TermCells — table: 1000000 items")
        #expect(screen[1].hasPrefix("▌Section 0"))
        #expect(screen[2].hasPrefix("  Item 0") && screen[2].hasSuffix("even│"))
        #expect(screen[3].hasPrefix("  Item 1") && screen[3].hasSuffix("odd│"))
        session.send("End")
        #expect(session.waitFor(text: "200000 items"), "\(session.screenText())")
        screen = session.screen()
        #expect(screen[20].hasPrefix("  Item 999999"))
        #expect(screen[21].hasPrefix("  200000 items"))
        session.send("Enter")
        #expect(session.waitFor(text: "Selected: Item 999999"), "\(session.screenText())")
        session.send("Home")
        #expect(
            session.waitFor { $0.count > 2 && $0[1].hasPrefix("▌Section 0") && $0[2].hasPrefix("  Item 0") },
            "\(session.screenText())")
        session.send("Down", "Down", "Enter")
        #expect(session.waitFor(text: "Selected: Item 2"), "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }
}
