import Foundation
import Testing

/// `termcells-demo hello` in a real terminal (tmux), read back as a person sees it.
@Suite struct HelloScreenTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    @Test func drawsTitleSizeStylesAndExactAlignmentAt80x24() throws {
        let session = try TmuxSession(width: 80, height: 24, script: "\(demo) hello")
        // The size is on an upper row: wait for the frame's last row too.
        #expect(
            session.waitFor { $0.contains { $0.contains("Terminal: 80×24") } && $0.last == " q quit" },
            "\(session.screenText())")
        let screen = session.screen()
        #expect(screen.first == " TermCells — hello")
        #expect(screen.contains("  Styles: bold dim italic underline reverse"))
        #expect(screen.contains("  CJK: 漢字とかな、한국어"))
        #expect(screen.contains("  Emoji: 🚀 ✨ 🎉 🐙"))
        // tmux 3.3 shows no links, and says so in TMUX: none is sent.
        #expect(screen.contains("  Link: Hyperlinks in terminal emulators (no links on this terminal)"))
        #expect(screen.contains("  │left                          │"))
        #expect(screen.contains("  │         centre 中央          │"))
        #expect(screen.contains("  │                      right 右│"))
        #expect(screen.last == " q quit")
    }

    /// The Keys line: the last four keys decoded, with their modifiers, as the terminal sent
    /// them (tmux answers no kitty keyboard question).
    @Test func theKeysLineShowsTheLastKeysWithTheirModifiers() throws {
        let session = try TmuxSession(width: 80, height: 24, script: "\(demo) hello")
        #expect(
            session.waitFor(text: "Keys: press any (q quits) (as the terminal sends them)"), "\(session.screenText())")
        for key in ["C-Left", "S-Up", "M-x", "Tab", "F5"] { session.send(key) }
        #expect(
            session.waitFor(text: "Keys: Shift-Up  Alt-x  Tab  F5 (as the terminal sends them)"),
            "\(session.screenText())")
    }

    /// Where links are on, the Link line's text leads to the specification of terminal links,
    /// and the last frame leaves no link open.
    @Test func theLinkLineLeadsToTheSpecificationWhereLinksAreOn() throws {
        let pty = try PseudoTerminal(
            [DemoBinary.path, "hello"], width: 80, height: 24,
            environment: [
                "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERMCELLS_HYPERLINKS": "1",
            ])
        #expect(pty.waitFor(text: "(OSC 8 link)"), "never drawn")
        pty.send("q")
        #expect(pty.waitForExit() == 0)
        let sent = SentLinks(in: pty.output)
        let spec = "https://gist.github.com/egmontkob/eb114294efbcd5adb1944c9f3cb5feda"
        #expect(!sent.links.isEmpty && sent.links.allSatisfy { $0.url == spec }, "\(sent.links)")
        #expect(sent.links.allSatisfy { $0.text == "Hyperlinks in terminal emulators" }, "\(sent.links)")
        #expect(sent.endsClosed, "\(sent)")
    }

    @Test func fitsA40x10TerminalAndRedrawsAfterResize() throws {
        let session = try TmuxSession(width: 40, height: 10, script: "\(demo) hello")
        #expect(session.waitFor(text: "Terminal: 40×10"), "\(session.screenText())")
        // Only what fits is drawn: lines cut at the right edge, rows below the content area dropped.
        #expect(session.screen().count == 10)
        #expect(session.screen().contains("  Styles: bold dim italic underline reve"))
        #expect(session.screen()[8].hasPrefix(" Terminal: 40×10 · up "))
        session.resize(width: 60, height: 20)
        #expect(
            session.waitFor { $0.contains { $0.contains("Terminal: 60×20") } && $0.last == " q quit" },
            "\(session.screenText())")
    }

    @Test func theApplicationsTimerTicksEverySecondWithoutAKey() throws {
        let session = try TmuxSession(width: 80, height: 24, script: "\(demo) hello")
        #expect(session.waitFor(text: "· up 0 s"), "\(session.screenText())")
        // Application.every redraws on its own: no key is sent.
        #expect(session.waitFor(timeout: 10) { $0.contains { $0.contains("· up 2 s") } }, "\(session.screenText())")
    }

    @Test func qExitsZeroAndLeavesTheAlternateScreenWithTheCursorShown() throws {
        let session = try TmuxSession(
            width: 80, height: 24,
            script: """
                echo BEFORE-DEMO
                \(demo) hello
                echo "exit=$?"
                """)
        #expect(session.waitFor(text: "Terminal: 80×24"))
        #expect(session.format("#{alternate_on}") == "1")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        #expect(session.screen().contains("BEFORE-DEMO"))
        #expect(session.format("#{alternate_on}") == "0")
        #expect(session.format("#{cursor_flag}") == "1")
    }

    @Test func sigtermExits143WithTheTerminalRestored() throws {
        let session = try TmuxSession(
            width: 80, height: 24,
            script: """
                stty -g > before.txt
                \(demo) hello < /dev/tty &
                echo $! > pid.txt
                wait $!
                echo "exit=$?"
                stty -g > after.txt
                """)
        #expect(session.waitFor(text: "Terminal: 80×24"), "\(session.screenText())")
        let pid = try #require(
            session.waitForFile("pid.txt").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        kill(pid, SIGTERM)
        #expect(session.waitFor(text: "exit=143"), "\(session.screenText())")
        let before = session.waitForFile("before.txt")
        let after = session.waitForFile("after.txt")
        #expect(before != nil && before == after)
        #expect(session.format("#{alternate_on}") == "0")
        #expect(session.format("#{cursor_flag}") == "1")
    }

    @Test func ctrlCExits130WithTheTerminalRestored() throws {
        // The script ignores SIGINT itself so that it lives to report the demo's status.
        let session = try TmuxSession(
            width: 80, height: 24,
            script: """
                trap '' INT
                stty -g > before.txt
                \(demo) hello
                echo "exit=$?"
                stty -g > after.txt
                """)
        #expect(session.waitFor(text: "Terminal: 80×24"))
        session.send("C-c")
        #expect(session.waitFor(text: "exit=130"), "\(session.screenText())")
        #expect(session.waitForFile("after.txt") == session.waitForFile("before.txt"))
        #expect(session.format("#{alternate_on}") == "0")
    }
}
