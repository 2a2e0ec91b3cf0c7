import Foundation
import Testing

/// `table --height`: the table drawn in a block of rows under the shell's output, as fzf's
/// `--height` does. The lines above stay on screen, the alternate screen is never entered,
/// a resize redraws the block in place, and on exit the block is gone and the next output
/// comes right under the earlier lines.
@Suite struct InlineModeTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)
    static let title = "TermCells — table"

    static func printed(_ count: Int) -> [String] { (1...count).map { "before \($0)" } }

    /// A session that prints `lines` lines, runs `table` with `arguments`, then prints its status.
    func session(
        _ arguments: String, lines: Int = 5, width: Int = 60, height: Int = 24, terminal: String? = nil
    ) throws -> TmuxSession {
        try TmuxSession(
            width: width, height: height,
            script: """
                i=1; while [ $i -le \(lines) ]; do echo "before $i"; i=$((i + 1)); done
                \(demo) table \(arguments)
                echo "after $?"
                """, environment: terminal.map { ["TERM": $0] } ?? [:])
    }

    /// Whether `screen` shows the block as it should be: the title, and `rows` rows down to the
    /// key help, no wider than `width`, with nothing but blank lines below it and, above it,
    /// only the last lines printed before it (all `lines` of them when `all`), in order.
    static func showsBlock(_ screen: [String], rows: Int, width: Int, lines: Int = 5, all: Bool = true) -> Bool {
        let titles = screen.indices.filter { screen[$0].contains(title) }
        guard titles.count == 1, let top = titles.first, top > 0 else { return false }
        let above = Array(screen[..<top])
        let expected = printed(lines)
        guard all ? above == expected : Array(expected.suffix(above.count)) == above else { return false }
        let bottom = top + rows - 1
        return bottom < screen.count
            && screen[bottom].contains("jk move")
            && screen[bottom - 1].contains("Nothing selected")
            && screen.filter({ $0.contains("Nothing selected") }).count == 1
            && screen[top...].allSatisfy({ $0.count <= width })
            && screen[(bottom + 1)...].allSatisfy(\.isEmpty)
    }

    /// After `q`: the block is erased and `after 0` is the line right under the last line
    /// printed before it, with nothing under it.
    func expectErased(_ session: TmuxSession, lines: Int = 5, sourceLocation: SourceLocation = #_sourceLocation) {
        session.send("q")
        let erased = session.waitFor { screen in
            guard let index = screen.firstIndex(of: "after 0"), index > 0 else { return false }
            return screen[index - 1] == "before \(lines)" && screen[(index + 1)...].allSatisfy(\.isEmpty)
        }
        #expect(erased, "\(session.screenText())", sourceLocation: sourceLocation)
    }

    /// `stty -g` saved before the run (`before.txt`) equals the one after it, and the cursor shows.
    func expectModesRestored(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = session.waitForFile("before.txt")
        #expect(before != nil && before == session.waitForFile("after.txt"), sourceLocation: sourceLocation)
        #expect(session.format("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
    }

    /// A block as high as the terminal (asked for, or after the terminal shrank below it)
    /// starts at the screen's top-left cell; erasing it from there must not leave its rows in
    /// tmux's scrollback, which keeps a screen erased from that cell.
    @Test(arguments: TerminalTypes.all, [false, true])
    func aFullHeightBlockLeavesNoRowsInTheScrollback(terminal: String, afterAShrink: Bool) throws {
        let session = try session("--height 30", height: 30, terminal: terminal)
        // The frame is done when the cursor is back at the block's top-left cell. Shrunk in the
        // middle of a frame, with the cursor near the bottom, tmux would push the top rows into
        // its history, as a terminal does with the lines above its cursor.
        let drawn = session.waitFor { screen in
            screen.last?.contains("jk move") == true && session.format("#{cursor_x},#{cursor_y}") == "0,0"
        }
        #expect(drawn, "\(terminal): \(session.screenText())")
        if afterAShrink {
            session.resize(width: 60, height: 20)
            #expect(
                session.waitFor { $0.count == 20 && $0.last?.contains("jk move") == true },
                "\(terminal): \(session.screenText())")
        }
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(terminal): \(session.screenText())")
        let history = session.history()
        #expect(
            !history.contains { $0.contains("Item") || $0.contains(Self.title) || $0.contains("Nothing selected") },
            "\(terminal): frame rows in the scrollback: \(history)")
    }

    @Test func theBlockShowsUnderTheLinesAboveAndIsErasedOnExit() throws {
        let session = try session("--height 10")
        #expect(session.waitFor { Self.showsBlock($0, rows: 10, width: 60) }, "\(session.screenText())")
        #expect(session.format("#{alternate_on}") == "0")
        // Keys still work: the cursor moves, and the frame shows it.
        session.send("End")
        #expect(session.waitFor(text: "Item 999"), "\(session.screenText())")
        expectErased(session)
    }

    /// Height changes and widening: tmux keeps every line above the block, and the block is
    /// redrawn at its new height (half the terminal's) and width, once, with nothing under it.
    @Test func aResizeRedrawsTheBlockInPlaceAtTheNewSize() throws {
        let session = try session("--height 50%")
        #expect(session.waitFor { Self.showsBlock($0, rows: 12, width: 60) }, "\(session.screenText())")
        session.resize(width: 60, height: 16)
        #expect(session.waitFor { Self.showsBlock($0, rows: 8, width: 60) }, "\(session.screenText())")
        session.resize(width: 90, height: 30)
        #expect(session.waitFor { Self.showsBlock($0, rows: 15, width: 90) }, "\(session.screenText())")
        #expect(session.format("#{alternate_on}") == "0")
        expectErased(session)
    }

    /// Narrowing, with the block at the bottom of a full screen (the usual case): tmux splits
    /// the old block's rows before the program hears of the resize (reflow) and scrolls the
    /// lines above up by as many; the block is redrawn once at the new width, right under them.
    @Test func narrowingRedrawsOneBlockUnderTheLinesAbove() throws {
        let session = try session("--height 8", lines: 30)
        #expect(
            session.waitFor { Self.showsBlock($0, rows: 8, width: 60, lines: 30, all: false) },
            "\(session.screenText())")
        session.resize(width: 45, height: 24)
        #expect(
            session.waitFor { Self.showsBlock($0, rows: 8, width: 45, lines: 30, all: false) },
            "\(session.screenText())")
        session.resize(width: 70, height: 24)
        #expect(
            session.waitFor { Self.showsBlock($0, rows: 8, width: 70, lines: 30, all: false) },
            "\(session.screenText())")
        expectErased(session, lines: 30)
    }

    @Test func aResizeStormLeavesOneBlock() throws {
        let session = try session("--height 10", lines: 30)
        #expect(
            session.waitFor { Self.showsBlock($0, rows: 10, width: 60, lines: 30, all: false) },
            "\(session.screenText())")
        session.resize(through: (0..<40).map { (width: 50 + $0 % 4 * 10, height: 20 + $0 % 5) })
        session.resize(width: 80, height: 22)
        #expect(
            session.waitFor { Self.showsBlock($0, rows: 10, width: 80, lines: 30, all: false) },
            "\(session.screenText())")
        expectErased(session, lines: 30)
    }

    @Test func aSignalErasesTheBlockAndRestoresTheTerminal() throws {
        let session = try TmuxSession(
            width: 60, height: 24,
            script: """
                stty -g > before.txt
                for i in 1 2 3 4 5; do echo "before $i"; done
                \(demo) table --height 10 < /dev/tty &
                echo $! > pid.txt
                wait $!
                echo "after $?"
                stty -g > after.txt
                """)
        #expect(session.waitFor { Self.showsBlock($0, rows: 10, width: 60) }, "\(session.screenText())")
        let pid =
            session.waitForFile("pid.txt").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        try #require(pid > 0)
        kill(pid, SIGTERM)
        let erased = session.waitFor { screen in
            guard let index = screen.firstIndex(of: "after 143") else { return false }
            return Array(screen[..<index]) == Self.printed(5) && screen[(index + 1)...].allSatisfy(\.isEmpty)
        }
        #expect(erased, "\(session.screenText())")
        expectModesRestored(session)
    }

    @Test func theAlternateScreenIsNeverEntered() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--height", "8"], width: 70, height: 20,
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
        )
        #expect(terminal.waitFor(text: "Nothing selected"), "\(String(decoding: terminal.output, as: UTF8.self))")
        terminal.resize(width: 50, height: 18)
        terminal.send("j")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        let output = terminal.output
        #expect(!output.contains(subsequence: Array("\u{1B}[?1049h".utf8)))
        #expect(!output.contains(subsequence: Array("\u{1B}[?47h".utf8)))
        #expect(!output.contains(subsequence: Array("\u{1B}[?1047h".utf8)))
        // No absolute positioning either: the block does not know its row.
        #expect(!output.contains(subsequence: Array("\u{1B}[H".utf8)))
        #expect(output.contains(subsequence: Array("\u{1B}[?2026h".utf8)))
        // Erased and the cursor shown at the end.
        #expect(output.contains(subsequence: Array("\r\u{1B}[K\u{1B}7\u{1B}[B\u{1B}[J\u{1B}8".utf8)))
        #expect(output.contains(subsequence: Array("\u{1B}[?25h".utf8)))
    }

    /// Ctrl-Z erases the block and gives the shell its modes back; `fg` draws the block again
    /// under the shell's lines, and keys work; quitting leaves the prompt right under them.
    @Test func ctrlZErasesTheBlockAndFgDrawsItAgain() throws {
        let session = try TmuxSession(
            width: 80, height: 24, script: "exec bash --norc --noprofile -i", environment: ["PS1": "$ "])
        #expect(session.waitFor { $0.contains { $0.hasPrefix("$") } }, "\(session.screenText())")
        // A short command line, so that bash's echo of it (at the stop and at `fg`) is one line.
        session.type("d=\(demo); stty -g > before.txt; \"$d\" table --height 8")
        session.send("Enter")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        session.send("C-z")
        #expect(session.waitFor(text: "Stopped"), "\(session.screenText())")
        #expect(
            session.waitFor { !$0.contains { $0.contains(Self.title) } },
            "block erased while stopped:\n\(session.screenText())")
        session.type("stty -g > stopped.txt; echo stopped-ok")
        session.send("Enter")
        #expect(session.waitFor(text: "stopped-ok"), "\(session.screenText())")
        #expect(session.waitForFile("stopped.txt") == session.waitForFile("before.txt"), "modes while stopped")
        #expect(session.format("#{cursor_flag}") == "1")
        session.type("fg")
        session.send("Enter")
        #expect(
            session.waitFor { screen in
                guard let top = screen.firstIndex(where: { $0.contains(Self.title) }), top + 7 < screen.count else {
                    return false
                }
                return screen[top - 1].contains("table --height 8") && screen[top + 6].contains("Nothing selected")
                    && screen[top + 7].contains("jk move") && screen[(top + 8)...].allSatisfy(\.isEmpty)
            }, "redrawn after fg:\n\(session.screenText())")
        #expect(session.format("#{alternate_on}") == "0")
        session.send("Down", "Enter")
        #expect(session.waitFor(text: "Selected: Item 1"), "keys work after fg:\n\(session.screenText())")
        session.send("q")
        #expect(
            session.waitFor { screen in
                guard let prompt = screen.lastIndex(where: { $0.hasPrefix("$") }), prompt > 0 else { return false }
                return screen[prompt - 1].contains("table --height 8") && !screen.contains { $0.contains(Self.title) }
            }, "\(session.screenText())")
    }

    @Test func aCrashRestoresTheTerminalAndLeavesTheLinesAbove() throws {
        let session = try TmuxSession(
            width: 60, height: 24,
            script: """
                stty -g > before.txt
                for i in 1 2 3 4 5; do echo "before $i"; done
                \(demo) table --height 10 2> err.txt
                echo "exit=$?"
                stty -g > after.txt
                """, environment: ["TERMCELLS_TEST_CRASH": "draw"])
        // SIGILL (132) on x86_64, SIGTRAP (133) on arm64: a Swift trap, re-raised after the restore.
        #expect(
            session.waitFor { screen in
                guard let index = screen.firstIndex(where: { $0 == "exit=132" || $0 == "exit=133" }) else {
                    return false
                }
                return Array(screen[..<index]) == Self.printed(5)
            }, "\(session.screenText())")
        expectModesRestored(session)
    }

    /// With `NO_COLOR` set, frames carry attributes (the cursor row in reverse) and no colour.
    @Test func noColorSendsNoColourCodes() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--height", "6"], width: 60, height: 20,
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "NO_COLOR": "1"]
        )
        #expect(terminal.waitFor(text: "Nothing selected"), "\(String(decoding: terminal.output, as: UTF8.self))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        let parameters = Self.sgrParameters(in: terminal.output)
        #expect(parameters.contains { $0.contains(7) })
        #expect(!parameters.contains { codes in codes.contains { (30...49).contains($0) || (90...107).contains($0) } })
    }

    /// The parameters of every SGR sequence (`ESC [ … m`) in `bytes`.
    static func sgrParameters(in bytes: [UInt8]) -> [[Int]] {
        TerminfoOracle.sgrParameters(in: bytes).map { text in
            text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        }
    }
}
