import Foundation
import Testing

/// `termcells-demo pick` in a real terminal, inside a pipe: lines come from standard input, the
/// screen is drawn on the controlling terminal, and the choice goes to standard output only
/// after the terminal is restored.
@Suite struct PickTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// Runs `input | demo pick arguments > out.txt` in tmux and echoes its exit status.
    private func start(_ input: String, _ arguments: String = "", width: Int = 60, height: Int = 12) throws
        -> TmuxSession
    {
        try TmuxSession(
            width: width, height: height, script: "\(input) | \(demo) pick \(arguments) > out.txt; echo \"exit=$?\"")
    }

    private func output(_ session: TmuxSession) -> String? {
        try? String(contentsOfFile: session.workDirectory.appendingPathComponent("out.txt").path, encoding: .utf8)
    }

    @Test func downAndEnterPrintTheSecondLine() throws {
        let session = try start("printf 'alpha\\nbeta\\ngamma\\n'")
        // The count is above the list, so it is written first: wait for the list as well.
        #expect(
            session.waitFor { $0.contains { $0.contains("3/3") } && $0.contains { $0.contains("▌  alpha") } },
            "the cursor starts on the first match\n\(session.screenText())")
        session.send("Down")
        #expect(session.waitFor(text: "▌  beta"), "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        #expect(output(session) == "beta\n")
    }

    @Test func multiPrintsTheChosenLinesInInputOrder() throws {
        let session = try start("printf 'alpha\\nbeta\\ngamma\\ndelta\\n'", "--multi")
        #expect(session.waitFor(text: "4/4"), "\(session.screenText())")
        session.send("Down", "Down", "Tab")  // gamma, then the cursor moves to delta
        #expect(session.waitFor(text: "1 chosen"), "\(session.screenText())")
        #expect(session.waitFor(text: "▌  delta"), "\(session.screenText())")
        session.send("Home", "Space")  // alpha
        #expect(
            session.waitFor { $0.contains { $0.contains("2 chosen") } && $0.contains { $0.contains("● gamma") } },
            "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        #expect(output(session) == "alpha\ngamma\n")
    }

    /// The query is a text field: the terminal's Ctrl-← and Alt-B (as tmux sends them, xterm's
    /// `ESC [ 1 ; 5 D` and an Esc prefix) move by word, Ctrl-A to the start; typing inserts at
    /// the cursor.
    @Test func theQueryIsEditedWhereItsCursorIs() throws {
        let session = try start("printf 'alpha beta\\nbeta gamma\\n'", "--print-query")
        #expect(session.waitFor(text: "2/2"), "\(session.screenText())")
        session.type("alp bta")
        #expect(session.waitFor(text: "> alp bta▏"), "\(session.screenText())")
        session.send("C-Left", "Right")
        session.type("e")
        #expect(session.waitFor(text: "> alp beta"), "\(session.screenText())")
        #expect(session.waitFor(text: "1/2"), "\(session.screenText())")
        session.send("M-b", "M-b", "C-a", "C-k")  // Ctrl-K is fzf's Up: the query stays
        session.type("^")
        #expect(session.waitFor(text: "> ^alp beta"), "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        #expect(output(session) == "^alp beta\nalpha beta\n")
    }

    @Test func typingFiltersAndEnterPrintsTheMatch() throws {
        let session = try start("printf 'alpha\\nbeta\\ngamma\\nGAMMA RAY\\n'")
        #expect(session.waitFor(text: "4/4"), "\(session.screenText())")
        session.type("mmx")
        #expect(session.waitFor(text: "0/4"), "\(session.screenText())")
        session.send("BSpace")
        #expect(session.waitFor(text: "2/4"), "\(session.screenText())")
        #expect(session.screen().contains { $0.contains("> mm") }, "\(session.screenText())")
        #expect(!session.screen().contains { $0.contains("alpha") || $0.contains("beta") }, "\(session.screenText())")
        session.send("Down", "Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        #expect(output(session) == "GAMMA RAY\n")
    }

    /// 30 KB typed in bursts (a paste where bracketed paste is off) is taken in within seconds:
    /// a read's keys are one edit, ranked once, and a key's cost does not grow with the query.
    @Test func aLongBurstOfTypedKeysIsTakenInQuickly() throws {
        let session = try start("printf 'alpha\\nbeta\\n'")
        #expect(session.waitFor(text: "2/2"), "\(session.screenText())")
        // Letters none of the lines has: the query matches nothing until it is replaced.
        session.pasteAsKeys(String(repeating: "xyz qwz ", count: 30_000 / 8))
        session.send("C-u")
        session.type("bet")
        #expect(
            session.waitFor(timeout: 20) { $0.contains { $0.contains("1/2") } && $0.contains("▌  beta") },
            "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        #expect(output(session) == "beta\n")
    }

    @Test func escapePrintsNothingAndExits130() throws {
        let session = try start("printf 'alpha\\nbeta\\n'")
        #expect(session.waitFor(text: "2/2"), "\(session.screenText())")
        session.send("Escape")
        #expect(session.waitFor(text: "exit=130"), "\(session.screenText())")
        #expect(output(session) == "")
    }

    @Test func ctrlUClearsTheQueryAndEnterWithoutMatchesExits1() throws {
        let session = try start("printf 'alpha\\nbeta\\n'")
        #expect(session.waitFor(text: "2/2"), "\(session.screenText())")
        session.type("zz")
        #expect(session.waitFor(text: "0/2"), "\(session.screenText())")
        session.send("C-u")
        #expect(session.waitFor(text: "2/2"), "\(session.screenText())")
        session.type("zz")
        #expect(session.waitFor(text: "0/2"), "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=1"), "\(session.screenText())")
        #expect(output(session) == "")
    }

    @Test func invalidUTF8AndEscapesAreShownAsPlaceholdersAndPrintedBackAsTheyCame() throws {
        let session = try start("printf 'ok\\n\\377bad\\n\\033[31mred\\r\\nlast'")
        #expect(
            session.waitFor { $0.contains { $0.contains("4/4") } && $0.contains { $0.contains("   last") } },
            "a last line without a newline counts\n\(session.screenText())")
        #expect(session.screen().contains { $0.contains("\u{FFFD}bad") }, "\(session.screenText())")
        #expect(session.screen().contains { $0.contains("^[[31mred") }, "\(session.screenText())")
        session.send("Down")
        #expect(session.waitFor(text: "▌  \u{FFFD}bad"), "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        let bytes = try Data(contentsOf: session.workDirectory.appendingPathComponent("out.txt"))
        #expect(Array(bytes) == [0xFF] + Array("bad\n".utf8))
    }

    @Test func eachKeysCountIsFinishedAfterItsFirstScreenAndIsExact() throws {
        // Lines that hold `scrpy` far apart (a third without the `y`) score low for `scr`, so
        // typing on leaves them unread for the first screen and counts them after it.
        let input =
            "awk 'BEGIN { for (i = 0; i < 200000; i++) if (i % 100 == 0) print \"lib/scr/py\" i; "
            + "else if (i % 3 == 0) print \"x s x\" i \" c x r x p x\"; else print \"x s x\" i \" c x r x p x y x\" }'"
        let session = try start(input, width: 60, height: 14)
        #expect(
            session.waitFor(timeout: 60, { $0.contains { $0.hasSuffix("200,000/200,000") } }),
            "\(session.screenText())")
        let scrp = 200_000
        let scrpy = (0..<200_000).filter { $0 % 100 == 0 || $0 % 3 != 0 }.count
        // The count line's `matched/total` once it is exact: no `≥`, no `⋯`.
        func exact(_ count: Int) -> ([String]) -> Bool {
            let digits = String(count)
            let grouped = stride(from: digits.count, to: 0, by: -3).reversed().map { end in
                String(
                    digits[
                        digits.index(
                            digits.startIndex, offsetBy: max(0, end - 3))..<digits.index(
                                digits.startIndex, offsetBy: end)])
            }.joined(separator: ",")
            return { lines in lines.contains { $0.hasSuffix(" \(grouped)/200,000") } }
        }
        session.type("scr")
        #expect(session.waitFor(timeout: 60, exact(scrp)), "\(session.screenText())")
        for (key, count) in [("p", scrp), ("y", scrpy)] {
            session.type(key)
            #expect(
                session.waitFor(timeout: 60) { lines in
                    exact(count)(lines) && lines.contains { $0.hasPrefix("> scr") && $0.contains(key) }
                },
                "\(key): \(session.screenText())")
            #expect(!session.screen().contains { $0.contains("⋯") || $0.contains("≥") }, "\(session.screenText())")
        }
        // The best: the shortest of the lines holding the query in a row.
        #expect(session.screen().contains { $0.contains("▌  lib/scr/py0") }, "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0", timeout: 30), "\(session.screenText())")
        #expect(output(session) == "lib/scr/py0\n")
    }

    @Test func aMillionLinesShowWhileReadingAndFilter() throws {
        // The second half waits for the test's go-ahead, so the first frame is seen mid-input.
        let input = "{ seq 500000; while [ ! -e go ]; do sleep 0.05; done; seq 500001 1000000; }"
        let session = try start(input, width: 60, height: 14)
        #expect(
            session.waitFor(timeout: 60, { $0.contains { $0.contains("500,000/500,000 (reading…)") } }),
            "\(session.screenText())")
        #expect(session.screen().contains { $0.contains("▌  1") })
        #expect(
            FileManager.default.createFile(
                atPath: session.workDirectory.appendingPathComponent("go").path, contents: nil))
        #expect(
            session.waitFor(timeout: 60, { lines in lines.contains { $0.hasSuffix("1,000,000/1,000,000") } }),
            "\(session.screenText())")
        // An exact term ('), so the count is that of a substring search; the line that is
        // nothing but the term ranks first.
        session.type("'99999")
        let expected = (1...1_000_000).filter { String($0).contains("99999") }.count
        try #require(expected < 1_000, "the status shows it without a separator")
        #expect(
            session.waitFor(timeout: 60) {
                $0.contains { $0.contains("\(expected)/1,000,000") } && $0.contains { $0.contains("▌  99999") }
            },
            "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0", timeout: 30), "\(session.screenText())")
        #expect(output(session) == "99999\n")
    }
}
