import Foundation
import Testing

/// `pick` while its input is still arriving: `--tac` shows the newest line first as lines
/// come, `-1` and `-0` show the picker as soon as it is certain to be needed and decide the rest
/// once the input is complete (as fzf does); and `--ansi` colours follow the fields `--with-nth`
/// shows.
@Suite struct PickStreamingTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// Runs `producer | demo pick arguments > out.txt` in tmux and echoes its exit status.
    private func start(_ producer: String, _ arguments: String) throws -> TmuxSession {
        try TmuxSession(
            width: 60, height: 12, script: "\(producer) | \(demo) pick \(arguments) > out.txt; echo \"exit=$?\"",
            environment: ["NO_COLOR": ""])
    }

    private func outputText(_ session: TmuxSession) -> String? {
        (try? Data(contentsOf: session.workDirectory.appendingPathComponent("out.txt"))).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    private func touch(_ name: String, in session: TmuxSession) {
        _ = FileManager.default.createFile(
            atPath: session.workDirectory.appendingPathComponent(name).path, contents: nil)
    }

    @Test func tacShowsTheNewestLineFirstWhileLinesArrive() throws {
        let session = try start(
            "(echo first; while [ ! -e go ]; do sleep 0.05; done; echo second; while [ ! -e done ]; do sleep 0.05; done)",
            "--tac")
        #expect(session.waitFor { $0.contains("▌  first") }, "\(session.screenText())")
        touch("go", in: session)
        // The input is still open: the new line is at the top already.
        #expect(
            session.waitFor { rows in
                rows.contains { $0.contains("2/2 (reading…)") } && rows.contains("▌  second")
                    && rows.contains("   first")
            }, "\(session.screenText())")
        let rows = session.screen()
        #expect((rows.firstIndex(of: "▌  second") ?? 99) < (rows.firstIndex(of: "   first") ?? 0))
        touch("done", in: session)
        #expect(session.waitFor { $0.contains { $0.contains("2/2") && !$0.contains("reading") } })
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        #expect(outputText(session) == "second\n")
    }

    @Test func tacRanksEqualMatchesNewestFirst() throws {
        let session = try start("printf 'ab1\\nab2\\nab3\\nzz\\n'", "--tac -q ab")
        #expect(
            session.waitFor { $0.contains { $0.contains("3/4") } && $0.contains("▌  ab3") }, "\(session.screenText())")
        let rows = session.screen()
        let top = try #require(rows.firstIndex(of: "▌  ab3"))
        #expect(Array(rows[(top + 1)...].prefix(2)) == ["   ab2", "   ab1"], "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        #expect(outputText(session) == "ab3\n")
    }

    @Test func selectOneShowsThePickerOnceTwoLinesMatchBeforeTheInputEnds() throws {
        let session = try start(
            "(echo alpha; echo alps; while [ ! -e done ]; do sleep 0.05; done)", "-1 -q alp")
        // Still reading: two matches already mean the picker is needed.
        #expect(session.waitFor(text: "2/2 (reading…)"), "\(session.screenText())")
        touch("done", in: session)
        session.send("Escape")
        #expect(session.waitFor(text: "exit=130"), "\(session.screenText())")
    }

    @Test func selectOneAndExitZeroWaitForTheWholeInput() throws {
        // The only match arrives last: -1 prints it without a screen.
        let one = try start("(echo alpha; sleep 0.3; echo beta)", "-1 -q bet")
        #expect(one.waitFor(text: "exit=0"), "\(one.screenText())")
        #expect(outputText(one) == "beta\n")
        // A match arrives last: -0 shows the picker then, with it.
        let late = try start(
            "(echo alpha; sleep 0.3; echo zz; while [ ! -e done ]; do sleep 0.05; done)", "-0 -q zz")
        #expect(late.waitFor { $0.contains { $0.contains("1/2") } && $0.contains("▌  zz") }, "\(late.screenText())")
        touch("done", in: late)
        late.send("Enter")
        #expect(late.waitFor(text: "exit=0"), "\(late.screenText())")
        #expect(outputText(late) == "zz\n")
        // None matches by the end: -0 exits 1 without a screen.
        let none = try start("(echo alpha; sleep 0.3; echo beta)", "-0 -q zz")
        #expect(none.waitFor(text: "exit=1"), "\(none.screenText())")
        #expect(outputText(none) == "")
    }

    /// `--ansi --with-nth`: each shown field keeps its colours.
    @Test func ansiColoursFollowTheFieldsWithNthShows() throws {
        let session = try start(
            "printf '1 \\033[31mred\\033[0m \\033[32mgreen\\033[0m\\nplain line\\n'", "--ansi --with-nth 2..")
        #expect(
            session.waitFor { $0.contains("   red green") || $0.contains("▌  red green") }, "\(session.screenText())")
        session.send("Down")
        #expect(session.waitFor { $0.contains("▌  line") }, "\(session.screenText())")
        let row = try #require(session.styledScreen().first { $0.contains("green") })
        #expect(row.contains("\u{1B}[31mred"), "red in red: \(row.debugDescription)")
        #expect(row.contains("\u{1B}[32mgreen"), "green in green: \(row.debugDescription)")
        session.send("Escape")
        #expect(session.waitFor(text: "exit=130"), "\(session.screenText())")
    }
}
