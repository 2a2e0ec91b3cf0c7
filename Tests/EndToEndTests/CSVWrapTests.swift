import Foundation
import Testing

/// `termcells-demo csv FILE --wrap note` in a real terminal: rows as tall as their wrapped
/// notes, moved through, sorted, widened and resized, the screen each time equal to a full
/// repaint of it (Ctrl-Z, then `fg`, repaints every cell).
@Suite struct CSVWrapTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// Row i's note: no words when i is a multiple of 4, else 7 words for each of i % 4.
    private let notes =
        #"awk 'BEGIN{print "id,name,note"; for(i=1;i<=3000;i++){n=""; for(j=0;j<(i%4)*7;j++) n=n " w" j; print i ",item " i "," n}}' > t.csv"#

    /// The screen once the program is done with the keys sent, then the same screen repainted
    /// whole after a stop and `fg` (``TmuxSession/differencesFromARepaint(width:timeout:)``).
    private func expectRepaintEqualsScreen(_ session: TmuxSession, width: Int, _ comment: String) {
        let differences = session.differencesFromARepaint(width: width)
        #expect(
            differences.isEmpty,
            "\(comment): the screen differs from a full repaint: \(differences)\n\(session.screenText())")
    }

    @Test(arguments: [(100, 30), (60, 20)])
    func wrappedRowsThroughKeysSortAndResizeEqualAFullRepaint(width: Int, height: Int) throws {
        let session = try #require(try TmuxSession.interactiveShell(width: width, height: height), "no shell prompt")
        session.type("\(notes) && \(demo) csv t.csv --wrap note --max-lines 3")
        session.send("Enter")
        #expect(session.waitFor(text: "3,000 rows"), "\(session.screenText())")
        // Row 2's note (14 words) takes two lines, row 3's (21) two as well; row 4 (none) one.
        let first = session.screen()
        let row2 = try #require(first.firstIndex { $0.hasPrefix("2 │item 2 │w0 w1 w2") }, "\(session.screenText())")
        #expect(first[row2 + 1].hasPrefix("  │       │w"), "\(session.screenText())")
        #expect(first[row2 + 2].hasPrefix("3 │item 3 │w0 w1 w2"), "\(session.screenText())")
        #expect(first[row2 + 3].hasPrefix("  │       │w"), "\(session.screenText())")
        #expect(first[row2 + 4].hasPrefix("4 │item 4 │ "), "\(session.screenText())")
        expectRepaintEqualsScreen(session, width: width, "first screen")

        session.send("Down", "NPage")
        #expect(
            session.waitFor { lines in
                lines.contains { $0.range(of: #"· row ([3-9]|[1-9][0-9])$"#, options: .regularExpression) != nil }
            }, "\(session.screenText())")
        expectRepaintEqualsScreen(session, width: width, "Down, Page Down")

        // End: the last row (3000, a multiple of 4: one line) on the last line of the rows.
        session.send("End")
        #expect(session.waitFor(text: "row 3,000"), "\(session.screenText())")
        #expect(session.screen()[height - 3].hasPrefix("3000│item 3000│"), "\(session.screenText())")
        expectRepaintEqualsScreen(session, width: width, "End")

        // s on the id column, twice: descending; the cursor stays on its row (id 1, now the
        // last). Home: 3000 (one line), then 2999 (two) on top.
        session.send("Home", "s", "s")
        #expect(session.waitFor(text: "sorted by id descending · row 3,000"), "\(session.screenText())")
        session.send("Home")
        #expect(
            session.waitFor {
                $0.count > 4 && $0[2].hasPrefix("3000│item 3000│") && $0[3].hasPrefix("2999│item 2999│w0")
                    && $0[4].hasPrefix("    │         │w")
            }, "\(session.screenText())")
        expectRepaintEqualsScreen(session, width: width, "sorted")

        // > on the note column: wider, fewer lines for the same rows.
        session.send("Right", "Right", ">", ">", ">", ">", ">")
        #expect(session.waitFor { $0.count > 1 && $0[1].contains("note") }, "\(session.screenText())")
        expectRepaintEqualsScreen(session, width: width, "widened")

        // A resize: the rows measured again at the new width, the screen whole (at 40 columns
        // the widened note column fills the table, scrolled to it).
        session.resize(width: width - 20, height: height - 4)
        #expect(session.waitFor { $0.count == height - 4 && $0[1].contains("note") }, "\(session.screenText())")
        expectRepaintEqualsScreen(session, width: width - 20, "resized")

        session.send("q")
        #expect(session.waitFor { $0.contains { $0.hasPrefix("$") } }, "\(session.screenText())")
    }

    /// In accessible mode the terminal's cursor sits where a screen reader reads: the start of
    /// the cursor's row, its first line, however many lines the row takes.
    @Test func accessibleModePutsTheTerminalCursorOnTheFirstLineOfTheCursorsRow() throws {
        let session = try TmuxSession(
            width: 100, height: 30, script: "\(notes)\n\(demo) csv t.csv --wrap note --accessible; echo \"exit=$?\"")
        #expect(session.waitFor(text: "3,000 rows"), "\(session.screenText())")
        // Rows 1 (line 2), 2 (lines 3-4), 3 (lines 5-6), 4 (line 7): Down twice is row 3.
        session.send("Down", "Down")
        #expect(session.waitFor(text: "row 3"), "\(session.screenText())")
        #expect(session.screen()[5].hasPrefix("3 │item 3 │w0"), "\(session.screenText())")
        #expect(
            session.waitFor { _ in session.cursor().y == 5 && session.cursor().x == 0 },
            "cursor at \(session.cursor())\n\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    /// A row taller than the table (a note of a hundred lines) is read with the keys: each
    /// Down scrolls it a line, until its last line, and Up comes back the same way.
    @Test func aRowTallerThanTheTableScrollsALineAKey() throws {
        let (width, height) = (60, 16)
        // Row 2's note: words w0 to w399, many lines at the note column's width.
        let tall =
            #"awk 'BEGIN{print "id,name,note"; print "1,one,short"; n=""; for(j=0;j<400;j++) n=n " w" j; print "2,two," n; print "3,three,short"}' > tall.csv"#
        let session = try TmuxSession(
            width: width, height: height,
            script: "\(tall)\n\(demo) csv tall.csv --wrap note --max-lines 100; echo \"exit=$?\"")
        #expect(session.waitFor(text: "3 rows"), "\(session.screenText())")
        session.send("Down")
        #expect(session.waitFor { $0.count > 2 && $0[2].hasPrefix("2 │two") }, "\(session.screenText())")
        // The table's lines: below the title and the header, above the status and the help,
        // without the scroll indicator's column.
        func rows(_ screen: [String]) -> [String] {
            screen.count == height ? screen[2..<(height - 2)].map { String($0.prefix(width - 12)) } : []
        }
        var before = rows(session.screen())
        for press in 1...12 {
            session.send("Down")
            let expected = Array(before.dropFirst())
            #expect(
                session.waitFor { Array(rows($0).prefix(expected.count)) == expected },
                "Down \(press) did not scroll the row a line:\n\(session.screenText())")
            #expect(session.screenText().contains("row 2"), "\(session.screenText())")
            before = rows(session.screen())
        }
        for press in 1...12 {
            session.send("Up")
            let expected = Array(before.dropLast())
            #expect(
                session.waitFor { Array(rows($0).dropFirst()) == expected },
                "Up \(press) did not scroll the row back a line:\n\(session.screenText())")
            before = rows(session.screen())
        }
        #expect(rows(session.screen())[0].hasPrefix("2 │two"), "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }
}
