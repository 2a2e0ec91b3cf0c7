import Foundation
import Testing

/// `termcells-demo` with no arguments in a real terminal: the tabbed tour — the tab bar and
/// help row, every tab's content reached with the tour's keys, the `?` overlay, `q`.
@Suite struct TourTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)
    static let tabBar =
        "TermCells   1 Table   2 Grid   3 Live   4 Big   5 Embedding   6 CSV   7 Tree   8 Chat   9 Images"
    /// At 80 columns the nine tabs leave no room for their numbers.
    static let tabBarAt80 = "TermCells   Table   Grid   Live   Big   Embedding   CSV   Tree   Chat   Images"
    /// At 60 columns only their numbers fit.
    static let narrowTabBar = "TermCells   1   2   3   4   5   6   7   8   9"

    @Test func opensOnTheTableTabWithTheTabBarAndTheHelpRow() throws {
        let session = try TmuxSession(width: 100, height: 30, script: "\(demo); echo \"exit=$?\"")
        // The help row is the last row ncurses writes: once it is there, the frame is whole.
        #expect(
            session.waitFor { $0.count == 30 && $0[29].hasSuffix("Tab/1-9 tabs  ? help  q quit") },
            "\(session.screenText())")
        let screen = session.screen()
        #expect(screen[0] == Self.tabBar, "\(session.screenText())")
        #expect(screen[1].hasPrefix("▌Section 0"))
        #expect(screen[2].hasPrefix("  Item 0") && screen[2].hasSuffix("even│"))
        #expect(screen[3].hasPrefix("  Item 1") && screen[3].hasSuffix("odd│"))
        #expect(screen[28] == " Nothing selected")
        #expect(
            screen[29].hasPrefix(" ↑↓ jk move") && screen[29].hasSuffix("Tab/1-9 tabs  ? help  q quit"),
            "\(session.screenText())")
        // Sticky headers: a page down keeps the section's header on the top row.
        session.send("PageDown", "PageDown")
        #expect(
            session.waitFor { $0.count > 2 && $0[1].hasPrefix("▌Section 0") && !$0[2].hasPrefix("  Item 0") },
            "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func theTourKeysReachEveryTab() throws {
        let session = try TmuxSession(width: 80, height: 24, script: "\(demo); echo \"exit=$?\"")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        // Digits.
        session.send("2")
        #expect(
            session.waitFor { $0.count > 2 && $0[1].hasPrefix("▌Palette — 256 colours") && $0[2].contains("[0]") },
            "\(session.screenText())")
        #expect(session.screen()[0] == Self.tabBarAt80)
        // Tab and Shift-Tab.
        session.send("Tab")
        #expect(
            session.waitFor { $0.contains { $0.hasPrefix(" Received ") } && $0.contains { $0.contains(" GET /") } },
            "\(session.screenText())")
        session.send("BTab")
        #expect(session.waitFor { $0.count > 1 && $0[1].hasPrefix("▌Palette") }, "\(session.screenText())")
        // Ctrl-N to Big, then End: the last of a million rows.
        session.send("Tab", "C-n")
        #expect(
            session.waitFor { $0.count > 2 && $0[1].hasPrefix("▌1000000 rows") && $0[2].hasPrefix("  Row 0 ") },
            "\(session.screenText())")
        session.send("End")
        #expect(session.waitFor(text: "Row 999999 of 1000000"), "\(session.screenText())")
        #expect(session.screen()[21].hasPrefix("  Row 999999 "), "\(session.screenText())")
        // Embedding: Tab moves the keyboard between its hosts instead of leaving the tab.
        session.send("5")
        #expect(session.waitFor(text: "Focus: list · Planet: Mercury"), "\(session.screenText())")
        #expect(
            session.waitFor { $0.last?.hasSuffix("1-9 ^N/^P tabs  ? help  q quit") == true }, "\(session.screenText())")
        session.send("Tab")
        #expect(session.waitFor(text: "Focus: grid"), "\(session.screenText())")
        #expect(session.screen().contains { $0.hasPrefix("▶ Elements ───") })
        session.send("Tab")
        #expect(session.waitFor(text: "Focus: list"), "\(session.screenText())")
        // 7: the working directory as an outline, read as it opens.
        session.send("7")
        #expect(
            session.waitFor { $0.count > 2 && $0[1].hasPrefix("Name ") && $0[2].hasPrefix(" ▾ ./ ") },
            "\(session.screenText())")
        // 9: ten thousand generated pictures over their names.
        session.send("9")
        #expect(
            session.waitFor { screen in
                screen.contains { $0.hasPrefix(" 1 of 10000 · image-00001") }
                    && screen.contains { $0.contains("image-00001") && $0.contains("image-00004") }
            }, "\(session.screenText())")
        session.send("5")
        #expect(session.waitFor(text: "Focus: list"), "\(session.screenText())")
        // Ctrl-P leaves it; 1 goes back to the table.
        session.send("C-p")
        #expect(session.waitFor(text: "Row 999999 of 1000000"), "\(session.screenText())")
        session.send("1")
        #expect(
            session.waitFor { $0.count > 2 && $0[1].hasPrefix("▌Section 0") && $0[2].hasPrefix("  Item 0") },
            "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func questionMarkShowsTheKeyHelpOverTheContentAndClosesIt() throws {
        let session = try TmuxSession(width: 80, height: 24, script: "\(demo); echo \"exit=$?\"")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        session.type("?")
        #expect(session.waitFor(text: "┌─ Table — keys ─"), "\(session.screenText())")
        #expect(session.waitFor(text: "? or Esc closes ┘"), "\(session.screenText())")
        var screen = session.screen()
        #expect(screen.contains { $0.contains("conditional mappings") })
        #expect(screen.contains { $0.contains("Everywhere") })
        #expect(screen.contains { $0.contains("? or Esc closes") })
        #expect(screen[0] == Self.tabBarAt80 && screen[22] == " Nothing selected", "\(session.screenText())")
        session.type("?")
        #expect(
            session.waitFor { lines in
                !lines.contains { $0.contains("Table — keys") } && lines.count > 2 && lines[2].hasPrefix("  Item 0")
            },
            "\(session.screenText())")
        session.send("3")
        session.type("?")
        #expect(session.waitFor(text: "┌─ Live — keys ─"), "\(session.screenText())")
        session.send("Escape")
        #expect(session.waitFor { lines in !lines.contains { $0.contains("Live — keys") } }, "\(session.screenText())")
        screen = session.screen()
        #expect(screen.contains { $0.hasPrefix(" Received ") }, "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func theTourFitsASixtyBySixteenTerminalWithoutColour() throws {
        let session = try TmuxSession(
            width: 60, height: 16, script: "\(demo); echo \"exit=$?\"", environment: ["NO_COLOR": "1"])
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        #expect(session.screen()[0] == Self.narrowTabBar, "\(session.screenText())")
        session.send("5")
        #expect(session.waitFor(text: "Focus: list"), "\(session.screenText())")
        let screen = session.screen()
        #expect(screen[1] == "▶ Planets           │ Mercury", "\(session.screenText())")
        #expect(screen.contains { $0.hasPrefix("  Elements ───") })
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }
}
