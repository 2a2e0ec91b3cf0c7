import Foundation
import Testing

/// `Application.insertAbove` through tmux: `table --height 8` with `TERMCELLS_TEST_INSERT_ABOVE`
/// prints 40 numbered lines above its block while it runs, every third one 85 columns wide.
/// After exit the terminal's scrollback holds each of them exactly once, in order and whole,
/// under the lines printed before and above the prompt, with nothing of the block left in it
/// (or, kept on exit, the block's last frame once, right above the prompt); a narrowing from 100
/// to 60 columns in the middle changes none of that, and each line keeps its styles ("inserted"
/// green, the number reversed) in the scrollback. On xterm-256color's entry and screen's.
@Suite struct InlineScrollbackTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)
    static let before = (1...3).map { "before \($0)" }
    static let inserted = (1...40).map { number in
        let text = "inserted line \(number)"
        return number % 3 == 0 ? text + " " + String(repeating: "=", count: 80 - text.count) + " end" : text
    }

    func session(term: String, keep: Bool = false, background: Bool = false) throws -> TmuxSession {
        // Colours on, whatever NO_COLOR the test runner has (an empty NO_COLOR is unset).
        var environment = ["TERM": term, "TERMCELLS_TEST_INSERT_ABOVE": "100", "NO_COLOR": ""]
        if keep { environment["TERMCELLS_TEST_KEEP_BLOCK"] = "1" }
        let run =
            background
            ? "\(demo) table --height 8 < /dev/tty &\necho $! > pid.txt\nwait $!" : "\(demo) table --height 8"
        return try TmuxSession(
            width: 100, height: 24,
            script: """
                for i in 1 2 3; do echo "before $i"; done
                \(run)
                echo "after $?"
                """, environment: environment)
    }

    /// Waits for line 12, narrows the terminal to 60 columns, waits for the block redrawn at
    /// that width and for line 40.
    ///
    /// Under `term`s whose entry declares `rmam` the lines keep coming through the narrowing:
    /// frames are sent with auto-wrap off, so one still on its way, read at the new width,
    /// cannot wrap. Under the others (screen) the lines pause (`p`, shown in the block) for the
    /// narrowing, so that no frame is on its way.
    func insertThroughANarrowing(
        _ session: TmuxSession, term: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(session.waitFor(text: "inserted line 12"), "\(session.screenText())", sourceLocation: sourceLocation)
        let pauses = !TerminalTypes.turnsAutoWrapOff(term)
        if pauses {
            session.send("p")
            #expect(session.waitFor(text: " paused"), "\(session.screenText())", sourceLocation: sourceLocation)
        }
        session.resize(width: 60, height: 24)
        if pauses {
            #expect(
                session.waitFor { screen in
                    screen.last { !$0.isEmpty }?.contains("jk move") == true && screen.allSatisfy { $0.count <= 60 }
                }, "\(session.screenText())", sourceLocation: sourceLocation)
            session.send("p")
            #expect(
                session.waitFor { !$0.contains { $0.contains(" paused") } }, "\(session.screenText())",
                sourceLocation: sourceLocation)
        }
        #expect(
            session.waitFor { screen in
                screen.contains("inserted line 40") && screen.last { !$0.isEmpty }?.contains("jk move") == true
                    && screen.allSatisfy { $0.count <= 60 }
            }, "\(session.screenText())", sourceLocation: sourceLocation)
    }

    /// The block's rows as the table draws them at 60 columns: title to key help.
    static func isBlock(_ rows: ArraySlice<String>) -> Bool {
        rows.count == 8 && rows.first?.contains("TermCells — table") == true
            && rows.dropLast().last?.contains("Nothing selected") == true && rows.last?.contains("jk move") == true
    }

    @Test(arguments: ["xterm-256color", "screen"])
    func theScrollbackHoldsEveryLineOnceInOrderThroughANarrowing(term: String) throws {
        let session = try session(term: term)
        insertThroughANarrowing(session, term: term)
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
        let transcript = session.transcript()
        #expect(
            transcript == Self.before + Self.inserted + ["after 0"],
            "\(transcript.joined(separator: "\n"))")
        Self.expectStyled(session.styledTranscript(), term: term)
    }

    /// Each inserted line kept its styles in the scrollback, once: "inserted" after an SGR
    /// with green (32), its number after one with reverse video (7).
    static func expectStyled(_ styled: [String], term: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = styled.filter { TmuxSession.unstyled($0).hasPrefix("inserted line") }
        #expect(
            lines.map(TmuxSession.unstyled).map { $0.trimmingCharacters(in: .whitespaces) } == inserted,
            "\(term):\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
        for (index, line) in lines.enumerated() {
            let beforeWord = line.prefix { $0 != "i" }
            let afterLine = line.components(separatedBy: " line ").dropFirst().first ?? ""
            #expect(
                beforeWord.hasPrefix("\u{1B}[") && beforeWord.contains("32") && afterLine.hasPrefix("\u{1B}[7m"),
                "\(term): line \(index + 1) lost its styles: \(line.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["xterm-256color", "screen"])
    func aBlockKeptOnExitIsLeftOnceUnderTheLinesAboveThePrompt(term: String) throws {
        let session = try session(term: term, keep: true)
        insertThroughANarrowing(session, term: term)
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
        let transcript = session.transcript()
        let count = Self.before.count + Self.inserted.count
        #expect(
            transcript.count == count + 9 && Array(transcript.prefix(count)) == Self.before + Self.inserted
                && Self.isBlock(transcript[count..<(count + 8)]) && transcript.last == "after 0",
            "\(transcript.joined(separator: "\n"))")
    }

    /// SIGTERM ends the program mid-stream: the block is kept as on `q`, the lines printed so far
    /// are above it once each, and the prompt is under it.
    @Test func aSignalKeepsTheBlockToo() throws {
        let session = try session(term: "xterm-256color", keep: true, background: true)
        #expect(session.waitFor(text: "inserted line 5"), "\(session.screenText())")
        let pid =
            session.waitForFile("pid.txt").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        try #require(pid > 0)
        kill(pid, SIGTERM)
        #expect(session.waitFor(text: "after 143"), "\(session.screenText())")
        let transcript = session.transcript()
        let printed = transcript.dropFirst(Self.before.count).prefix { $0.hasPrefix("inserted line") }
        let count = Self.before.count + printed.count
        #expect(
            Array(transcript.prefix(Self.before.count)) == Self.before && printed.count >= 5
                && Array(printed) == Array(Self.inserted.prefix(printed.count))
                && transcript.count == count + 9 && transcript[count].contains("TermCells — table")
                && transcript[count + 7].contains("jk move") && transcript.last == "after 143",
            "\(transcript.joined(separator: "\n"))")
    }

    /// Ctrl-Z mid-stream: the lines printed so far stay, the block is erased and the shell has
    /// the terminal; after `fg` the block comes back under the shell's lines and the lines go
    /// on above it. In the end each line is in the scrollback once, in order, whole, and no row
    /// of the block is left.
    @Test func aStopAndFgLoseAndRepeatNoLine() throws {
        let session = try TmuxSession(
            width: 100, height: 24, script: "exec bash --norc --noprofile -i",
            environment: ["PS1": "$ ", "TERMCELLS_TEST_INSERT_ABOVE": "100"])
        #expect(session.waitFor { $0.contains { $0.hasPrefix("$") } }, "\(session.screenText())")
        session.type("d=\(demo); \"$d\" table --height 8")
        session.send("Enter")
        #expect(session.waitFor(text: "inserted line 8"), "\(session.screenText())")
        session.send("C-z")
        #expect(
            session.waitFor { screen in
                screen.contains { $0.contains("Stopped") } && !screen.contains { $0.contains("TermCells — table") }
            }, "block erased while stopped:\n\(session.screenText())")
        session.type("fg")
        session.send("Enter")
        #expect(
            session.waitFor { screen in
                screen.contains("inserted line 40") && screen.last { !$0.isEmpty }?.contains("jk move") == true
            }, "\(session.screenText())")
        session.send("q")
        #expect(
            session.waitFor { screen in
                screen.last { !$0.isEmpty } == "$" && !screen.contains { $0.contains("TermCells — table") }
            }, "\(session.screenText())")
        let transcript = session.transcript()
        #expect(
            transcript.filter { $0.hasPrefix("inserted line") } == Self.inserted
                && !transcript.contains { $0.contains("TermCells — table") || $0.contains("jk move") },
            "\(transcript.joined(separator: "\n"))")
    }
}
