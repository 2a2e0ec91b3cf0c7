import Foundation
import Testing

/// `pick`'s fzf options and its fuzzy ranking on screen: highlighted match positions, the
/// inline block of `--height`, the starting query, the printed query and key, NUL-separated
/// input and output, the reversed order, header lines, the prompt and every exit status.
@Suite struct PickOptionsTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// Runs `input | demo pick arguments > out.txt` in tmux and echoes its exit status.
    private func start(_ input: String, _ arguments: String = "", width: Int = 60, height: Int = 12) throws
        -> TmuxSession
    {
        // Colours on, whatever NO_COLOR the test runner has (an empty NO_COLOR is unset).
        try TmuxSession(
            width: width, height: height, script: "\(input) | \(demo) pick \(arguments) > out.txt; echo \"exit=$?\"",
            environment: ["NO_COLOR": ""])
    }

    private func output(_ session: TmuxSession) -> [UInt8]? {
        (try? Data(contentsOf: session.workDirectory.appendingPathComponent("out.txt"))).map { Array($0) }
    }

    private func outputText(_ session: TmuxSession) -> String? {
        output(session).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Sends `key`, then expects the exit status `status` and `printed` on standard output.
    private func expectExit(
        _ session: TmuxSession, after key: String, status: Int, printed: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        session.send(key)
        #expect(session.waitFor(text: "exit=\(status)"), "\(session.screenText())", sourceLocation: sourceLocation)
        #expect(outputText(session) == printed, sourceLocation: sourceLocation)
    }

    @Test func typingRanksTheBestMatchFirstAndHighlightsItsCharacters() throws {
        let session = try start("printf 'xsxrxc\\nsome/rc\\nsrc\\n'")
        #expect(session.waitFor(text: "3/3"), "\(session.screenText())")
        session.type("src")
        // The exact, shortest line ranks first although it came last.
        #expect(
            session.waitFor { $0.contains { $0.contains("3/3") } && $0.contains("▌  src") },
            "\(session.screenText())")
        // Rows: 'src' under the cursor, then 'some/rc' (word starts) above 'xsxrxc' (gaps).
        let rows = session.screen()
        let first = try #require(rows.firstIndex(of: "▌  src"))
        #expect(Array(rows[(first + 1)...].prefix(2)) == ["   some/rc", "   xsxrxc"], "\(session.screenText())")
        // Matched characters are bold green (bold alone under NO_COLOR): s, r, c of 'some/rc'
        // and nothing else of that plain row.
        let styled = session.styledScreen()
        let row = try #require(styled.first { $0.contains("ome/") })
        let marked = Self.highlightedCharacters(in: row)
        #expect(marked == "src", "highlighted characters: \(marked) in \(row.debugDescription)")
    }

    /// The characters drawn bold or green (SGR 1 or 32 on; 0, 22 or 39 off) in a row captured with `-e`.
    static func highlightedCharacters(in row: String) -> String {
        var result = ""
        var isBold = false
        var isGreen = false
        var index = row.startIndex
        while index < row.endIndex {
            if row[index] == "\u{1B}", let end = row[index...].firstIndex(of: "m") {
                let parameters = row[row.index(index, offsetBy: 2)..<end].split(separator: ";").map(String.init)
                for parameter in parameters {
                    switch parameter {
                    case "1": isBold = true
                    case "32": isGreen = true
                    case "22": isBold = false
                    case "39": isGreen = false
                    case "0", "": (isBold, isGreen) = (false, false)
                    default: break
                    }
                }
                index = row.index(after: end)
                continue
            }
            if isBold || isGreen { result.append(row[index]) }
            index = row.index(after: index)
        }
        return result
    }

    @Test func heightDrawsUnderTheOutputAndErasesItself() throws {
        let session = try TmuxSession(
            width: 60, height: 24,
            script: """
                echo "before 1"; echo "before 2"
                printf 'alpha\\nbeta\\n' | \(demo) pick --height 6 > out.txt
                echo "after $?"
                """)
        #expect(
            session.waitFor { $0.count > 3 && $0[0] == "before 1" && $0[1] == "before 2" && $0[2].hasPrefix("> ") },
            "\(session.screenText())")
        #expect(session.waitFor(text: "2/2"), "\(session.screenText())")
        #expect(session.format("#{alternate_on}") == "0", "never the alternate screen")
        // Six rows: the query, the status, the list and the key help; nothing below.
        let screen = session.screen()
        #expect(screen[2..<8].last?.contains("Enter print") == true, "\(session.screenText())")
        #expect(screen[8...].allSatisfy { $0.isEmpty }, "\(session.screenText())")
        // A resize redraws the block in place (tmux may scroll the lines above away as the
        // pane shrinks), still on the normal screen.
        session.resize(width: 40, height: 20)
        #expect(
            session.waitFor { rows in
                rows.contains { $0.hasPrefix("> ") } && rows.contains { $0.contains("2/2") }
                    && rows.contains { $0.contains("Enter pr") } && rows.allSatisfy { $0.count <= 40 }
            }, "\(session.screenText())")
        #expect(session.format("#{alternate_on}") == "0")
        session.send("Down", "Enter")
        #expect(
            session.waitFor { rows in
                guard let after = rows.firstIndex(of: "after 0") else { return false }
                let underOutput = after == 0 ? !rows.contains("before 2") : rows[after - 1] == "before 2"
                return underOutput && rows[(after + 1)...].allSatisfy { $0.isEmpty }
            },
            "the block is erased and the prompt comes back under the output\n\(session.screenText())")
        #expect(outputText(session) == "beta\n")
    }

    @Test func queryStartsTypedAndPrintQueryAndExpectComeFirst() throws {
        let session = try start("printf 'alpha\\nbeta\\ngamma\\n'", "-q amm --print-query --expect ctrl-d,f2")
        #expect(
            session.waitFor { $0.first == "> amm▏" && $0.contains { $0.contains("1/3") } }, "\(session.screenText())")
        expectExit(session, after: "C-d", status: 0, printed: "amm\nctrl-d\ngamma\n")
    }

    @Test func enterWithExpectPrintsAnEmptyKeyLine() throws {
        let session = try start("printf 'alpha\\nbeta\\n'", "--expect f2")
        #expect(session.waitFor(text: "2/2"), "\(session.screenText())")
        expectExit(session, after: "Enter", status: 0, printed: "\nalpha\n")
    }

    @Test func selectOneAndExitZeroDecideWithoutAScreen() throws {
        let one = try start("printf 'alpha\\nbeta\\n'", "-1 -q bet")
        #expect(one.waitFor(text: "exit=0"), "\(one.screenText())")
        #expect(outputText(one) == "beta\n")
        let none = try start("printf 'alpha\\nbeta\\n'", "-0 -q zzz --print-query")
        #expect(none.waitFor(text: "exit=1"), "\(none.screenText())")
        #expect(outputText(none) == "zzz\n")
        // Two matches: -1 shows the picker.
        let two = try start("printf 'alpha\\nalps\\n'", "-1 -q alp")
        #expect(two.waitFor(text: "2/2"), "\(two.screenText())")
        two.send("Escape")
        #expect(two.waitFor(text: "exit=130"), "\(two.screenText())")
    }

    @Test func read0AndPrint0KeepNewlinesInsideEntries() throws {
        let session = try start("printf 'one\\0two\\nlines\\0three\\0'", "--read0 --print0 --multi")
        #expect(session.waitFor(text: "3/3"), "\(session.screenText())")
        session.send("Down", "Tab", "Tab", "Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        #expect(output(session) == Array("two\nlines\0three\0".utf8))
    }

    @Test func tacShowsTheLastLineFirst() throws {
        let session = try start("printf 'first\\nsecond\\nthird\\n'", "--tac")
        #expect(session.waitFor { $0.contains("▌  third") && $0.contains("   first") }, "\(session.screenText())")
        let rows = session.screen()
        #expect(
            (rows.firstIndex(of: "▌  third") ?? 99) < (rows.firstIndex(of: "   first") ?? 0), "\(session.screenText())")
        expectExit(session, after: "Enter", status: 0, printed: "third\n")
    }

    @Test func headerLinesAreShownAndNeverMatched() throws {
        let session = try start("printf 'NAME SIZE\\nalpha 1\\nbeta 2\\n'", "--header-lines 1 --prompt 'files> '")
        #expect(
            session.waitFor {
                $0.first == "files> ▏" && $0.contains(" NAME SIZE") && $0.contains { $0.contains("2/2") }
            },
            "\(session.screenText())")
        session.type("NAME")
        #expect(session.waitFor(text: "0/2"), "\(session.screenText())")
        #expect(session.screen().contains(" NAME SIZE"), "the header stays")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=1"), "nothing to choose: exit 1\n\(session.screenText())")
    }

    /// A slow preview command never holds the keys up; moving on drops its preview, and what it
    /// prints is shown with placeholders for escapes, never sent (the pane's title stays).
    @Test func aSlowPreviewKeepsTheKeysAnsweredAndItsEscapesAreNotSent() throws {
        let command = "sleep 2; printf \"P:%s\\033]2;HACKED\\007\\n\" {}"
        let session = try start("printf 'alpha\\nbeta\\n'", "--preview \(DemoBinary.shellQuoted(command))", width: 70)
        #expect(
            session.waitFor { $0.contains { $0.hasPrefix("▌  alpha") && $0.hasSuffix("│ …") } },
            "\(session.screenText())")
        session.send("Down")
        // Well within the command's two seconds: the key did not wait for it.
        #expect(session.waitFor(timeout: 1.5) { $0.contains { $0.hasPrefix("▌  beta") } }, "\(session.screenText())")
        #expect(
            session.waitFor(timeout: 10) { $0.contains { $0.contains("│ P:beta^[]2;HACKED^G") } },
            "\(session.screenText())")
        #expect(!session.screen().contains { $0.contains("P:alpha") }, "the stale preview was dropped")
        #expect(session.format("#{pane_title}") != "HACKED")
        expectExit(session, after: "Enter", status: 0, printed: "beta\n")
    }

    @Test func withNthShowsSomeFieldsNthSearchesSomeAndTheWholeLineIsPrinted() throws {
        let session = try start("printf '1:alpha:x\\n2:beta:y\\n'", "-d : --with-nth 2.. --nth 1")
        #expect(
            session.waitFor { $0.contains("▌  alpha:x") && $0.contains("   beta:y") }, "\(session.screenText())")
        session.type("y")
        #expect(session.waitFor(text: "0/2"), "only the first shown field is searched\n\(session.screenText())")
        session.send("BSpace")
        session.type("bet")
        #expect(
            session.waitFor { $0.contains { $0.contains("1/2") } && $0.contains("▌  beta:y") },
            "\(session.screenText())")
        expectExit(session, after: "Enter", status: 0, printed: "2:beta:y\n")
    }

    /// `--ansi`: an SGR colour in the input is drawn as colour and taken out of the text (and of
    /// matching and of what Enter prints); an OSC in the same line is shown as a placeholder and
    /// never sent to the terminal (it is printed to standard output as `--filter` prints it).
    @Test func ansiColoursAreDrawnWhileAnOSCIsNotSent() throws {
        let session = try start("printf 'x\\n\\033[31mred\\033[0m tail \\033]2;HACKED\\007end\\n'", "--ansi")
        #expect(
            session.waitFor { $0.contains("   red tail ^[]2;HACKED^Gend") }, "\(session.screenText())")
        let row = try #require(session.styledScreen().first { $0.contains("tail") })
        #expect(row.contains("\u{1B}[31mred"), "red in red: \(row.debugDescription)")
        #expect(!row.contains("\u{1B}]"), "the OSC is not in the pane's cells as an escape")
        #expect(session.format("#{pane_title}") != "HACKED")
        // The colour codes are not matched: "31m" is not in the text.
        session.type("31m")
        #expect(session.waitFor(text: "0/2"), "\(session.screenText())")
        session.send("C-u")
        session.type("redtail")
        #expect(session.waitFor(text: "1/2"), "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        #expect(
            output(session) == Array("red tail \u{1B}]2;HACKED\u{07}end\n".utf8),
            "printed without its colour codes, as --filter prints it")
    }

    /// Only the best matches are ordered when a query is ranked; End reaches the last of them
    /// all the same, in --filter's order.
    @Test func endReachesTheLastMatchOfTheFullRanking() throws {
        let session = try TmuxSession(
            width: 60, height: 12,
            script: """
                seq 1 20000 | \(demo) pick --filter 12 | tail -2 | head -1 > expected.txt
                seq 1 20000 | \(demo) pick -q 12 > out.txt; echo "exit=$?"
                """)
        let expected = try #require(session.waitForFile("expected.txt"))
        #expect(
            session.waitFor { $0.contains { $0.contains("/20,000") } && !$0.contains { $0.contains("⋯") } },
            "\(session.screenText())")
        session.send("End", "Up")
        #expect(session.waitFor(text: "▌  \(expected.trimmingCharacters(in: .newlines))"), "\(session.screenText())")
        expectExit(session, after: "Enter", status: 0, printed: expected)
    }

    @Test func aBadOptionExitsTwo() throws {
        let session = try start("printf 'a\\n'", "--expect not-a-key")
        #expect(session.waitFor(text: "exit=2"), "\(session.screenText())")
    }
}
