import Foundation
import Testing

/// Ctrl-Z and `fg`, again and again (issue 18, item 12): after each `fg` the screen is redrawn
/// whole and clean. ncurses' own SIGTSTP handler redrew from the thread that took the signal
/// while the main thread drew too, and pieces of escape sequences (`19;4H`) showed as text in 2
/// runs of 13; the stop is now handled on the main actor.
@Suite struct StopAndContinueTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    @Test func repeatedStopsAndContinuesRedrawCleanly() throws {
        let session = try #require(try TmuxSession.interactiveShell(width: 60, height: 16), "no shell prompt")
        session.type("seq 1 500 | \(demo) pick")
        session.send("Enter")
        #expect(session.waitFor(text: "500/500"), "\(session.screenText())")
        for round in 1...8 {
            session.send("C-z")
            #expect(session.waitFor(text: "Stopped"), "round \(round): \(session.screenText())")
            #expect(session.format("#{alternate_on}") == "0", "round \(round): the shell's screen while stopped")
            session.send("C-l")
            session.type("fg")
            session.send("Enter")
            let clean = session.waitFor { lines in
                lines.first?.hasPrefix("> ") == true && lines.count > 2 && lines[1].contains("500/500")
                    && lines.count > 3 && lines[2].contains(" 1 ")
                    && !lines.contains { $0.range(of: #"\d+;\d+[Hm]"#, options: .regularExpression) != nil }
            }
            #expect(clean, "round \(round): not redrawn cleanly after fg:\n\(session.screenText())")
            // The picker shows the query at once and the old count, marked `⋯`, until the matching
            // is done: each wait is for the answered state, not that first frame.
            let digit = String(round % 10)
            session.type(digit)
            #expect(
                session.waitFor { lines in
                    lines.first?.hasPrefix("> \(digit)") == true && lines.count > 1
                        && Self.answeredCount(lines[1]).map { $0 != "500/500" } == true
                },
                "round \(round): keys after fg\n\(session.screenText())")
            session.send("BSpace")
            // The stop flushes the terminal's unread input (ISIG without NOFLSH): the next
            // Ctrl-Z waits until the Backspace has been read and answered.
            #expect(
                session.waitFor { lines in
                    lines.first.map(Self.isEmptyQuery) == true && lines.count > 1
                        && Self.answeredCount(lines[1]) == "500/500"
                },
                "round \(round): Backspace\n\(session.screenText())")
        }
        session.send("Escape")
        #expect(session.waitFor { $0.last?.hasPrefix("$") == true || $0.contains { $0.hasPrefix("$") } })
    }

    /// The count line's `matched/total` once matching is done; nil while it is still marked `⋯`.
    static func answeredCount(_ line: String) -> String? {
        let count = line.trimmingCharacters(in: .whitespaces)
        return count.contains("⋯") ? nil : count
    }

    /// Whether the query line holds no query: the prompt and, at most, the cursor.
    static func isEmptyQuery(_ line: String) -> Bool {
        line.hasPrefix(">") && line.dropFirst().allSatisfy { $0 == " " || $0 == "▏" }
    }
}
