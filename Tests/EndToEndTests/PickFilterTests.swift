import Testing

/// `termcells-demo pick --filter` as a script uses it: no terminal at all (standard input is a
/// pipe, output a file, no controlling terminal needed), fzf's output order and exit statuses.
@Suite struct PickFilterTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// Runs `printf input | demo pick arguments` under `setsid` (no controlling terminal).
    private func filter(_ input: String, _ arguments: String) -> Subprocess.Result {
        Subprocess.run(["sh", "-c", "printf \(DemoBinary.shellQuoted(input)) | setsid \(demo) pick \(arguments)"])
    }

    @Test func printsTheMatchesBestFirstAndExitsZero() {
        let outcome = filter("zzabcz\\nnothing\\nzz abc\\nabc\\nxabc2\\nxabc1\\n", "--filter abc")
        #expect(outcome.status == 0, "\(outcome.error)")
        // Line start, then word start, then the rest by score, length and input order (fzf's order).
        #expect(outcome.output == "abc\nzz abc\nxabc2\nxabc1\nzzabcz\n")
        #expect(outcome.error.isEmpty)
    }

    @Test func exitsOneAndPrintsNothingWhenNothingMatches() {
        let outcome = filter("alpha\\nbeta\\n", "-f xyz")
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
    }

    @Test func noSortKeepsTheInputOrder() {
        let outcome = filter("zzabcz\\nnothing\\nzz abc\\nabc\\n", "--filter abc --no-sort")
        #expect(outcome.status == 0)
        #expect(outcome.output == "zzabcz\nzz abc\nabc\n")
    }

    /// `--read0`: entries end with NUL (a newline is part of one); `--print0`: printed with NUL.
    @Test func read0AndPrint0() {
        let outcome = filter("x\\ny\\0ab\\0b\\0", "--filter b --read0 --print0")
        #expect(outcome.status == 0)
        #expect(outcome.output == "b\0ab\0")
    }

    @Test func exactTakesTermsAsSubstrings() {
        let outcome = filter("a-b-c\\nabc\\n", "--filter abc --exact")
        #expect(outcome.output == "abc\n")
        let quoted = filter("a-b-c\\nabc\\n", "--filter \"'abc\" --exact")
        #expect(quoted.output == "abc\na-b-c\n")
    }

    @Test func extendedSyntaxAndBytesAsTheyCame() {
        // An invalid byte is printed back as it came; the last line has no newline.
        let outcome = Subprocess.run([
            "sh", "-c",
            "printf 'src/a.c\\nsrc/\\377.swift\\ndocs/b.md\\nsrc/c.md' | setsid \(demo) pick -f '^src !.c$ | md' | cat -v",
        ])
        // fzf's order: the `md` match scores, the inverse match scores nothing.
        #expect(outcome.output == "src/c.md\nsrc/M-^?.swift\n")
    }

    @Test func anEmptyQueryPrintsEveryLineInInputOrder() {
        let outcome = filter("b\\na\\n", "--filter ''")
        #expect(outcome.status == 0)
        #expect(outcome.output == "b\na\n")
    }

    /// `--with-nth` and `--nth` choose the fields searched, and the whole line is printed, as
    /// `fzf --filter` does.
    @Test func withNthAndNthChooseTheSearchedFieldsAndTheWholeLineIsPrinted() {
        let input = "1:alpha:x\\n2:beta:y\\n3:gamma:beta\\n"
        let fields = filter(input, "-d : --with-nth 2.. --nth 1 --filter bet")
        #expect(fields.status == 0, "\(fields.error)")
        #expect(fields.output == "2:beta:y\n", "only the first shown field is searched")
        let shown = filter(input, "-d : --with-nth 2.. --filter 1")
        #expect(shown.status == 1, "the first field is not shown, so not searched: \(shown.output)")
        let blanks = filter("a1 b2 c3\\nx9 a1 zz\\nb2 q\\n", "--with-nth 2 --filter a")
        #expect(blanks.output == "x9 a1 zz\n")
    }

    /// `--tac`: equal matches go to the later line, and `--no-sort` prints the last line first.
    @Test func tacPutsLaterLinesFirst() {
        let ranked = filter("ab1\\nab2\\nab3\\nxab\\n", "--filter ab --tac")
        #expect(ranked.status == 0)
        #expect(ranked.output == "ab3\nab2\nab1\nxab\n")
        let unsorted = filter("ab1\\nab2\\nzz\\nab3\\n", "--filter ab --tac --no-sort")
        #expect(unsorted.output == "ab3\nab2\nab1\n")
    }

    /// `--ansi`: SGR sequences are neither searched nor printed (fzf prints the lines without
    /// them); without it they are part of the line.
    @Test func ansiTakesColoursOutOfMatchingAndOutput() {
        let input = "\\033[31mred\\033[0m line\\nplain red\\n"
        let ansi = filter(input, "--ansi --filter red")
        #expect(ansi.status == 0)
        #expect(ansi.output == "red line\nplain red\n")
        let raw = filter(input, "--filter red")
        #expect(raw.output == "plain red\n\u{1B}[31mred\u{1B}[0m line\n")
    }

    /// From a file, the matches are printed by reading them from the file again: the same bytes as
    /// from a pipe, with CRLF ends, a last line without a newline, NUL ends (`--read0`), a line
    /// cut at 1 MiB, and standard input already partly read.
    @Test func aFileGivesWhatAPipeGives() {
        let lines =
            "awk 'BEGIN { for (i = 0; i < 100000; i++) printf \"src/%d/abc%s\\r\\nzz%d\\n\", i, (i % 7 ? \"x\" : \"\"), i; "
            + "s = \"abc\"; for (j = 0; j < 21; j++) s = s s; print s; printf \"abc last\" }' > lines.txt"
        for arguments in ["--filter abc", "--filter 'zz | abc'", "--filter abc --read0", "--filter 1"] {
            let outcome = Subprocess.run([
                "sh", "-c",
                "cd \"$(mktemp -d)\" && \(lines) && setsid \(demo) pick \(arguments) < lines.txt | cksum && "
                    + "cat lines.txt | setsid \(demo) pick \(arguments) | cksum && "
                    + "{ head -c 3 >/dev/null; setsid \(demo) pick \(arguments); } < lines.txt | cksum && "
                    + "tail -c +4 lines.txt | setsid \(demo) pick \(arguments) | cksum",
            ])
            let sums = outcome.output.split(separator: "\n")
            #expect(sums.count == 4, "\(arguments): \(outcome.error)")
            #expect(sums.first == sums.dropFirst().first, "\(arguments): a file and a pipe")
            #expect(sums.dropFirst(2).first == sums.last, "\(arguments): a file read from its middle")
            if arguments.contains("abc") {
                // The first line (`src/0/abc`) matches with and without its first three bytes.
                #expect(sums.first != sums.last, "\(arguments): the first three bytes count")
            }
        }
    }
}
