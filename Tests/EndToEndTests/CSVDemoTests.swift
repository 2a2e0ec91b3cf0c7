import Foundation
import Testing

/// `termcells-demo csv FILE` in a real terminal: the header, End, sorting, horizontal
/// scrolling, and files that are missing, directories, invalid UTF-8 or ragged.
@Suite struct CSVDemoTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// Writes the file with `make` (a shell command) and runs the csv demo on it.
    private func start(_ make: String, _ file: String = "t.csv", width: Int = 60, height: Int = 12) throws
        -> TmuxSession
    {
        try TmuxSession(
            width: width, height: height, script: "\(make)\n\(demo) csv \(file); echo \"exit=$?\"")
    }

    private let squares = "(echo 'n,square,word'; seq 1 5000 | awk '{print $1\",\"$1*$1\",w\"$1}') > t.csv"

    @Test func theHeaderStaysOnTopAndEndShowsTheLastRow() throws {
        let session = try start(squares)
        #expect(session.waitFor(text: "5,000 rows"), "\(session.screenText())")
        // Fitted to the rows on screen: 1 to 8.
        #expect(session.screen()[1].hasPrefix("n│square│word│"), "\(session.screenText())")
        #expect(session.screen()[2].hasPrefix("1│1     │w1  │"), "\(session.screenText())")
        session.send("End")
        #expect(session.waitFor(text: "row 5,000"), "\(session.screenText())")
        #expect(session.screen()[1].hasPrefix("n   │square  │word │"), "\(session.screenText())")
        #expect(session.screen().contains { $0.hasPrefix("5000│25000000│w5000│") }, "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func sAscendsThenDescendsKeepingTheCursorOnItsRow() throws {
        let session = try start(squares)
        #expect(session.waitFor(text: "5,000 rows"), "\(session.screenText())")
        session.send("Down", "Down", "Right", "s")  // the cursor on n=3, in the square column
        #expect(session.waitFor(text: "sorted by square ascending"), "\(session.screenText())")
        #expect(session.waitFor(text: "row 3"), "\(session.screenText())")
        #expect(session.screen()[1].contains("square ▲"), "\(session.screenText())")
        session.send("s")
        #expect(session.waitFor(text: "sorted by square descending"), "\(session.screenText())")
        #expect(session.waitFor(text: "row 4,998"), "the cursor's row (3) is now 4,998th\n\(session.screenText())")
        session.send("Home")
        #expect(
            session.waitFor { $0.count > 2 && $0[2].hasPrefix("5000│25000000│w5000│") }, "\(session.screenText())")
        #expect(session.screen()[1].contains("square ▼"), "\(session.screenText())")
    }

    /// The status line redraws only what changed in it (its row number, say): every text it
    /// shows is whole, with nothing left of a longer one before it, across its whole row.
    @Test func theStatusLineShowsExactlyItsLatestText() throws {
        let session = try start(squares)
        let status = 10
        func shows(_ text: String) -> Bool {
            session.waitFor { $0.count > status && $0[status] == text }
        }
        #expect(shows(" 5,000 rows · row 1"), "\(session.screenText())")
        for _ in 0..<9 { session.send("Down") }
        #expect(shows(" 5,000 rows · row 10"), "\(session.screenText())")
        session.send("Up")
        #expect(shows(" 5,000 rows · row 9"), "\(session.screenText())")
        session.send("End")
        #expect(shows(" 5,000 rows · row 5,000"), "\(session.screenText())")
        session.send("Home")
        #expect(shows(" 5,000 rows · row 1"), "\(session.screenText())")
        session.send("Down", "Right", "s")
        #expect(shows(" 5,000 rows · sorted by square ascending · row 2"), "\(session.screenText())")
        session.send("s")
        #expect(shows(" 5,000 rows · sorted by square descending · row 4,999"), "\(session.screenText())")
        session.send("Up")
        #expect(shows(" 5,000 rows · sorted by square descending · row 4,998"), "\(session.screenText())")
        // One style, reversed, from its first cell to its last character (tmux trims the
        // blanks after it, styled or not).
        let styled = try #require(session.styledScreen().dropFirst(status).first)
        #expect(
            styled.hasPrefix("\u{1B}[7m 5,000 rows · sorted by square descending · row 4,998"),
            "\(styled.debugDescription)")
        #expect(styled.components(separatedBy: "\u{1B}[").count == 2, "\(styled.debugDescription)")
    }

    @Test func keysAreAnsweredWhileAMillionRowsAreSorted() throws {
        let make = "seq 1 1000000 | awk 'BEGIN{print \"n,neg\"}{print $1\",\"(-$1)}' > t.csv"
        let session = try start(make)
        #expect(session.waitFor(text: "1,000,000 rows", timeout: 60), "\(session.screenText())")
        session.send("Right", "s")
        #expect(session.waitFor(text: "sorting by neg…"), "\(session.screenText())")
        session.send("Down", "Down", "Down", "Down", "Down")
        // The keys move the cursor while the sort runs (row 6 of the file order).
        #expect(
            session.waitFor { $0.contains { $0.contains("sorting by neg…") && $0.contains("row 6") } },
            "\(session.screenText())")
        // Then the sort lands: n=6 is the 999,995th row, still under the cursor on the 7th line.
        #expect(session.waitFor(text: "sorted by neg ascending", timeout: 60), "\(session.screenText())")
        #expect(session.waitFor(text: "row 999,995"), "\(session.screenText())")
        let screen = session.screen()
        // The neg column is as wide as its title with the sort mark, "neg ▲".
        #expect(screen[2].hasPrefix("11│-11  │"), "\(session.screenText())")
        #expect(screen[7].hasPrefix("6 │-6   │"), "\(session.screenText())")
        #expect(screen[8].hasPrefix("5 │-5   │"), "\(session.screenText())")
        // A second s while a sort runs waits for it and turns it around: n descending.
        session.send("Left", "s", "s")
        #expect(session.waitFor(text: "sorted by n descending", timeout: 60), "\(session.screenText())")
        #expect(session.waitFor(text: "row 999,995"), "\(session.screenText())")
        #expect(session.screen()[1].contains("n ▼"), "\(session.screenText())")
        #expect(session.screen()[7].hasPrefix("6 "), "\(session.screenText())")
    }

    @Test func movingRightScrollsColumnsWiderThanTheTerminal() throws {
        let make =
            "(echo 'first,second,third,fourth,fifth'; for i in 1 2 3; do echo \"aaaaaaaaaa$i,bbbbbbbbbb$i,cccccccccc$i,dddddddddd$i,eeeeeeeeee$i\"; done) > t.csv"
        let session = try start(make, width: 30)
        #expect(session.waitFor(text: "3 rows"), "\(session.screenText())")
        #expect(session.screen()[1].hasPrefix("first      │second     │"), "\(session.screenText())")
        session.send("Right", "Right", "Right", "Right")
        #expect(
            session.waitFor { $0.count > 2 && $0[1].contains("fifth") && !$0[1].contains("first") },
            "\(session.screenText())")
        #expect(session.screen()[2].contains("eeeeeeeeee1"), "\(session.screenText())")
    }

    @Test func aMissingFileExitsTwoWithOneLine() throws {
        let session = try start("true", "no-such.csv")
        #expect(session.waitFor(text: "exit=2"), "\(session.screenText())")
        #expect(
            session.screen().contains("termcells-demo csv: no-such.csv: no such file"), "\(session.screenText())")
    }

    @Test func aDirectoryExitsTwoWithOneLine() throws {
        let session = try start("mkdir -p d", "d")
        #expect(session.waitFor(text: "exit=2"), "\(session.screenText())")
        #expect(
            session.screen().contains("termcells-demo csv: d is a directory, not a CSV file"),
            "\(session.screenText())")
    }

    @Test func invalidUTF8ControlsAndRaggedRowsShowAsPlaceholdersAndEmptyFields() throws {
        let make = "printf 'h1,h2\\nab\\377c,x\\n\"e\\033[31m\",y,extra\\nshort\\n' > t.csv"
        let session = try start(make)
        #expect(session.waitFor(text: "3 rows"), "\(session.screenText())")
        let screen = session.screen()
        // The third column has no title: only the second row has a third field.
        #expect(screen[1].hasPrefix("h1     │h2│     │"), "\(session.screenText())")
        #expect(screen[2].hasPrefix("ab\u{FFFD}c   │x │     │"), "\(session.screenText())")
        #expect(screen[3].hasPrefix("e^[[31m│y │extra│"), "\(session.screenText())")
        #expect(screen[4].hasPrefix("short  │  │     │"), "\(session.screenText())")
    }

    @Test func standardInputIsReadWithMinus() throws {
        let session = try TmuxSession(
            width: 60, height: 12,
            script: "printf 'a,b\\n1,2\\n3,4\\n' | \(demo) csv -; echo \"exit=$?\"")
        #expect(session.waitFor(text: "2 rows"), "\(session.screenText())")
        #expect(session.screen()[3].hasPrefix("3│4│"), "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func standardInputShowsItsRowsBeforeItEndsAndSortsOnceTheyAreAllIn() throws {
        // The writer holds the pipe open until the test writes the rest into the fifo.
        let session = try TmuxSession(
            width: 60, height: 12,
            script: "mkfifo more\n(printf 'n,square\\n1,1\\n2,4\\n'; cat more) | \(demo) csv -; echo \"exit=$?\"")
        #expect(session.waitFor { $0.count > 3 && $0[3].hasPrefix("2│4     │") }, "\(session.screenText())")
        #expect(session.screen()[1].hasPrefix("n│square│"), "\(session.screenText())")
        #expect(session.waitFor(text: "indexing… 2 rows"), "\(session.screenText())")
        // A sort asked for before the end waits for every row, and says so.
        session.send("s")
        #expect(session.waitFor(text: "indexing… 2 rows · sort by n ▲ waits for all rows"), "\(session.screenText())")
        session.send("s")
        #expect(session.waitFor(text: "sort by n ▼ waits for all rows"), "\(session.screenText())")
        let fifo = try FileHandle(forWritingTo: session.workDirectory.appendingPathComponent("more"))
        var rest = ""
        for number in 3...5_000 { rest += "\(number),\(number * number)\n" }
        try fifo.write(contentsOf: Data(rest.utf8))
        try fifo.close()
        #expect(session.waitFor(text: "5,000 rows"), "\(session.screenText())")
        #expect(session.waitFor(text: "sorted by n descending"), "\(session.screenText())")
        #expect(!session.screenText().contains("indexing"), "\(session.screenText())")
        session.send("Home")
        #expect(
            session.waitFor { $0.count > 2 && $0[2].hasPrefix("5000│25000000│") }, "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func theToursCSVTabShowsTheSampleTable() throws {
        let session = try TmuxSession(width: 80, height: 24, script: "\(demo); echo \"exit=$?\"")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        session.send("6")
        #expect(session.waitFor(text: "100,000 rows"), "\(session.screenText())")
        #expect(
            session.screen()[1].hasPrefix("id│planet │moon   │radius km│note                                    │"),
            "\(session.screenText())")
        // The note column wraps, to at most three lines: moon 10's note takes two.
        let screen = session.screen()
        let moon10 = try #require(
            screen.firstIndex {
                $0.hasPrefix("10│Mars   │moon 10│649.22   │co-orbital with a larger moon, trading  │")
            },
            "\(session.screenText())")
        #expect(
            screen[moon10 + 1].hasPrefix("  │       │       │         │places every few years as they pass     │"),
            "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }
}
