import Foundation
import Testing

/// `termcells-demo chat`: a scripted conversation replayed token by token. Full screen, the
/// growing answer stays on the last row while the table follows it, and a reader who moved up
/// keeps their line while a mark counts what came below. Inline (`--height 12`), every
/// finished message goes to the terminal's scrollback, exactly once and in order, the prompt
/// under them, each role line in its role's colour, through a narrowing from 100 to 60 columns
/// in the middle of the conversation.
@Suite struct ChatDemoTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// Eight messages of short lines (none wraps at 60 columns), numbered so that order shows.
    static let messages: [(role: String, lines: [String])] = (1...8).map { number in
        number % 2 == 1
            ? ("user", ["question \(number): what is next?"])
            : ("assistant", ["answer \(number) begins here and", "goes on over a second line", "and ends \(number)."])
    }

    static var script: String {
        messages.map { message in "\(message.role):\n" + message.lines.joined(separator: "\n") }
            .joined(separator: "\n\n") + "\n"
    }

    /// What the conversation leaves in the scrollback: each message's role line, its lines and
    /// a blank line.
    static var printed: [String] {
        messages.flatMap { ["\($0.role):"] + $0.lines + [""] }
    }

    func session(width: Int, height: Int, arguments: String, term: String = "xterm-256color") throws -> TmuxSession {
        let session = try TmuxSession(
            width: width, height: height,
            script: """
                while [ ! -e script.txt ]; do sleep 0.02; done
                echo before
                \(demo) chat script.txt \(arguments)
                echo "after $?"
                """,
            // Colours on, whatever NO_COLOR the test runner has (an empty NO_COLOR is unset).
            environment: ["TERM": term, "NO_COLOR": ""])
        try Self.script.write(
            to: session.workDirectory.appendingPathComponent("script.txt"), atomically: true, encoding: .utf8)
        return session
    }

    /// Under xterm-256color the narrowing comes mid-stream: frames are sent with auto-wrap off
    /// (the entry's `rmam`), so one already on its way, read at the new width, cannot wrap.
    /// screen's entry declares no `rmam`: there the conversation pauses for the narrowing, so
    /// that no frame is on its way (one whose rows wrapped on the bottom row would scroll the
    /// block's top row into the scrollback).
    @Test(arguments: ["xterm-256color", "screen"])
    func inlineEveryFinishedMessageIsInTheScrollbackOnceInOrderThroughANarrowing(term: String) throws {
        let session = try session(width: 100, height: 24, arguments: "--height 12 --tokens-per-second 40", term: term)
        // Half-way: message 4 printed above the block.
        #expect(session.waitFor(text: "and ends 4."), "\(term): \(session.screenText())")
        let pauses = !TerminalTypes.turnsAutoWrapOff(term)
        if pauses {
            session.send("p")
            #expect(session.waitFor(text: "paused"), "\(term): \(session.screenText())")
        }
        session.resize(width: 60, height: 24)
        if pauses {
            // The block drawn again at the new width, then the conversation goes on.
            #expect(
                session.waitFor { screen in
                    screen.contains { $0.contains("paused") } && screen.allSatisfy { $0.count <= 60 }
                }, "\(term): \(session.screenText())")
            session.send("p")
        }
        #expect(session.waitFor(text: " 8 messages"), "\(term): \(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(term): \(session.screenText())")
        let transcript = session.transcript()
        #expect(
            transcript == ["before"] + Self.printed + ["after 0"], "\(term):\n\(transcript.joined(separator: "\n"))")
        // Each message's role line in its role's colour, as the table showed it: the assistant's
        // cyan (36), the user's green (32), each once, and the prompt's line last.
        let styled = session.styledTranscript()
        for (role, color) in [("assistant", "36"), ("user", "32")] {
            let lines = styled.filter { TmuxSession.unstyled($0).trimmingCharacters(in: .whitespaces) == "\(role):" }
            #expect(
                lines.count == 4
                    && lines.allSatisfy { $0.hasPrefix("\u{1B}[") && $0.prefix { $0 != ":" }.contains(color) },
                "\(term): \(role):\n\(lines.map(\.debugDescription).joined(separator: "\n"))")
        }
        #expect(styled.last.map(TmuxSession.unstyled)?.hasPrefix("after 0") == true, "\(term): \(styled.suffix(3))")
    }

    @Test func fullScreenTheAnswerGrowsOnTheLastRowAndAReaderWhoMovedUpKeepsTheirLine() throws {
        let session = try session(width: 60, height: 12, arguments: "--tokens-per-second 20")
        // Following: the answer's newest words are on the table's last row (above status and help).
        #expect(
            session.waitFor { screen in screen.count == 12 && screen[9].hasPrefix("goes on over") },
            "\(session.screenText())")
        // Up a few rows: the top row stays while the conversation goes on, and the mark counts.
        session.send("Up", "Up", "Up")
        // Once the mark shows, the keys were answered (the answer, taller than the table, is
        // scrolled through a line a key).
        #expect(
            session.waitFor { screen in screen.contains { $0.contains("↓") && $0.contains("new") } },
            "\(session.screenText())")
        let top = session.screen()[1]
        #expect(session.waitFor(text: " 8 messages", timeout: 30), "\(session.screenText())")
        #expect(session.screen()[1] == top, "\(session.screenText())")
        // End: following again, the last message's end on the last row and no mark.
        session.send("End")
        #expect(
            session.waitFor { screen in
                screen[9].hasPrefix("and ends 8.") && !screen.contains { $0.contains("↓") && $0.contains("new") }
            }, "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
    }

    /// A thousand short exchanges at 2,000 words a second: with no key pressed the table
    /// follows to the last message, and no mark counts anything below. (It stopped on its
    /// first screen, its frames bringing in more rows taller than their estimates than it
    /// measured.)
    @Test func shortMessagesStreamedFastAreFollowedToTheEnd() throws {
        let session = try TmuxSession(
            width: 60, height: 20,
            script: """
                while [ ! -e short.txt ]; do sleep 0.02; done
                \(demo) chat short.txt --tokens-per-second 2000
                echo "after $?"
                """)
        let script = (0..<1_000).map { "user:\nquestion \($0)\n\nassistant:\nanswer \($0) is short\n" }
        try script.joined(separator: "\n").write(
            to: session.workDirectory.appendingPathComponent("short.txt"), atomically: true, encoding: .utf8)
        #expect(session.waitFor(text: "2000 messages", timeout: 30), "\(session.screenText())")
        #expect(
            session.waitFor { screen in
                screen.contains { $0.hasPrefix("answer 999 is short") }
                    && !screen.contains { $0.contains("↓") && $0.contains("new") }
            }, "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
    }

    @Test func fromStartsAtAMessageWithTheOnesBeforeItShownAndIsCheckedAgainstTheScript() throws {
        let session = try session(width: 60, height: 30, arguments: "--from 7 --tokens-per-second 20")
        // Messages 1 to 6 at once (question 1 on the first row), then 7 and 8 stream.
        #expect(
            session.waitFor { $0.count > 2 && $0[1] == "user" && $0[2].hasPrefix("question 1:") },
            "\(session.screenText())")
        #expect(session.waitFor(text: " 8 messages"), "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
        let refused = try self.session(width: 100, height: 10, arguments: "--from 9")
        #expect(
            refused.waitFor { screen in
                screen.contains("termcells-demo chat: --from must be from 1 to 8, not 9") && screen.contains("after 2")
            }, "\(refused.screenText())")
    }

    @Test func aScriptWithTextBeforeItsFirstRoleIsRefused() throws {
        let session = try TmuxSession(
            width: 120, height: 10,
            script: """
                printf 'hello\\nuser: hi\\n' > bad.txt
                \(demo) chat bad.txt
                echo "after $?"
                """)
        #expect(
            session.waitFor { screen in
                screen.contains { $0.contains("bad.txt: line 1 comes before the first `user:` or `assistant:` line") }
                    && screen.contains("after 2")
            }, "\(session.screenText())")
    }
}
