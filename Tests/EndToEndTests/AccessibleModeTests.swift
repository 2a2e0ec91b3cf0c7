import Foundation
import Testing

/// Accessible mode in a real terminal (tmux tracks the cursor as any terminal emulator does):
/// after each key the terminal's cursor is visible on the highlighted item, where a screen
/// reader reads; without the mode the cursor stays hidden, as before.
@Suite struct AccessibleModeTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    @Test func tableCursorFollowsTheHighlightedRowAndIsVisible() throws {
        let session = try TmuxSession(
            width: 80, height: 24, script: "\(demo) table --items 100 --sections 1 --accessible; echo \"exit=$?\"")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        // Row 0 is the title, row 1 the section's header, row 2 the first item.
        #expect(session.waitForCursor(x: 0, y: 2, visible: true), "\(session.cursorText())")
        for step in 1...8 {
            session.send("Down")
            #expect(
                session.waitForCursor(x: 0, y: 2 + step, visible: true), "after \(step) Down: \(session.cursorText())")
            #expect(session.screen()[2 + step].hasPrefix("  Item \(step) "), "\(session.screenText())")
        }
        session.send("Up")
        #expect(session.waitForCursor(x: 0, y: 9, visible: true), "\(session.cursorText())")
        // Scrolled: the last item is on the last row of the list, the cursor with it.
        session.send("End")
        #expect(session.waitFor(text: "Item 99"), "\(session.screenText())")
        #expect(session.waitForCursor(x: 0, y: 20, visible: true), "\(session.cursorText())")
        #expect(session.screen()[20].hasPrefix("  Item 99"), "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "Selected: Item 99"), "\(session.screenText())")
        #expect(session.waitForCursor(x: 0, y: 20, visible: true), "\(session.cursorText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func environmentVariableTurnsTheModeOnForTheGrid() throws {
        let session = try TmuxSession(
            width: 80, height: 24, script: "\(demo) grid --items 100; echo \"exit=$?\"",
            environment: ["TERMCELLS_ACCESSIBLE": "1"])
        #expect(session.waitFor(text: "q quit"), "\(session.screenText())")
        #expect(session.waitFor { _ in session.cursor().visible }, "\(session.cursorText())")
        let first = session.cursor()
        session.send("Right")
        #expect(
            session.waitFor { _ in
                let now = session.cursor()
                return now.y == first.y && now.x > first.x
            },
            "\(session.cursorText())")
        let right = session.cursor()
        session.send("Down")
        #expect(
            session.waitFor { _ in
                let now = session.cursor()
                return now.x == right.x && now.y > right.y && now.visible
            },
            "\(session.cursorText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func pickPutsTheCursorOnTheQueryThenOnTheHighlightedLine() throws {
        let session = try TmuxSession(
            width: 60, height: 12,
            script:
                "printf 'alpha\\nbeta\\ngamma\\ndelta\\n' | \(demo) pick --accessible > chosen.txt; echo \"exit=$?\"")
        #expect(session.waitFor(text: "4/4"), "\(session.screenText())")
        // Typing: the cursor ends the query ("> " then the text).
        #expect(session.waitForCursor(x: 2, y: 0, visible: true), "\(session.cursorText())")
        session.type("a")
        #expect(session.waitForCursor(x: 3, y: 0, visible: true), "\(session.cursorText())")
        // Moving: the cursor is on the highlighted line (its bar, "▌", starts the row).
        for (step, line) in ["beta", "gamma", "delta"].enumerated() {
            session.send("Down")
            let row = 3 + step
            #expect(session.waitForCursor(x: 0, y: row, visible: true), "\(session.cursorText())")
            #expect(session.screen()[row] == "▌  \(line)", "\(session.screenText())")
        }
        session.send("BSpace")
        #expect(session.waitForCursor(x: 2, y: 0, visible: true), "\(session.cursorText())")
        // A new query puts the cursor on its best match, as fzf does: the first line.
        session.send("Enter")
        #expect(session.waitForFile("chosen.txt") == "alpha\n")
    }

    @Test func liveQuietStatusAndTheCursorOnTheFilterWhileTyping() throws {
        let session = try TmuxSession(
            width: 80, height: 24, script: "\(demo) live --rate 50 --accessible; echo \"exit=$?\"")
        // Quiet: the status line says whether the log follows, without counters that tick.
        #expect(session.waitFor { $0.count > 22 && $0[22] == " following" }, "\(session.screenText())")
        session.type("/")
        session.type("li")
        // The status row ends with the filter being typed; the cursor is on its text cursor.
        #expect(session.waitFor(text: "following · filter: /li▏"), "\(session.screenText())")
        let statusWidth = " following · filter: /li▏".count
        #expect(session.waitForCursor(x: statusWidth - 1, y: 22, visible: true), "\(session.cursorText())")
        session.send("Enter")
        #expect(
            session.waitFor { _ in
                let cursor = session.cursor()
                return cursor.y < 22 && cursor.x == 0
            })
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func quietFramesPickSaysReadingWithoutCountsAndHelloHasNoClock() throws {
        // Lines come through a fifo the script keeps open until the test creates `done`.
        let session = try TmuxSession(
            width: 60, height: 12,
            script: """
                mkfifo lines
                \(demo) pick --accessible < lines > chosen.txt &
                exec 3> lines
                printf 'alpha\\nbeta\\n' >&3
                while [ ! -e done ]; do sleep 0.05; done
                exec 3>&-
                wait
                echo "exit=$?"
                """)
        #expect(
            session.waitFor { $0.count > 3 && $0[1] == " reading…" && $0[3] == "   beta" }, "\(session.screenText())")
        #expect(
            FileManager.default.createFile(
                atPath: session.workDirectory.appendingPathComponent("done").path, contents: Data()))
        #expect(session.waitFor { $0.count > 1 && $0[1] == " 2/2" }, "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")

        let hello = try TmuxSession(width: 80, height: 24, script: "\(demo) hello --accessible")
        #expect(hello.waitFor { $0.count > 22 && $0[22] == " Terminal: 80×24" }, "\(hello.screenText())")
        hello.send("q")
    }

    @Test func withoutTheModeTheCursorStaysHidden() throws {
        let session = try TmuxSession(
            width: 80, height: 24, script: "\(demo) table --items 100 --sections 1; echo \"exit=$?\"")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        for step in 1...3 {
            session.send("Down")
            #expect(session.waitFor { $0.count > 2 + step && $0[2 + step].hasPrefix("  Item \(step) ") })
            #expect(!session.cursor().visible, "\(session.cursorText())")
        }
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }
}

extension TmuxSession {
    /// The pane's cursor as tmux tracks it: column, row, and whether it is shown.
    func cursor() -> (x: Int, y: Int, visible: Bool) {
        let parts = format("#{cursor_x} #{cursor_y} #{cursor_flag}").split(separator: " ").compactMap { Int($0) }
        guard parts.count == 3 else { return (-1, -1, false) }
        return (parts[0], parts[1], parts[2] == 1)
    }

    /// Polls until the cursor is at (`x`, `y`) with the given visibility.
    func waitForCursor(x: Int, y: Int, visible: Bool) -> Bool {
        waitFor { _ in cursor() == (x, y, visible) }
    }

    /// The cursor and the screen, for failure messages.
    func cursorText() -> String {
        let cursor = cursor()
        return "cursor \(cursor.x),\(cursor.y) visible \(cursor.visible)\n" + screenText()
    }
}
