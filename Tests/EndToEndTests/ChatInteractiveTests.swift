import Foundation
import Testing

/// `termcells-demo chat --interactive`: a prompt at the bottom of an empty conversation; each
/// question gets a canned answer, `You asked: <the question>`, streamed word by word. Alt-Enter
/// puts a line break into the prompt, Up in the prompt recalls the questions asked; Esc gives
/// the focus to the transcript, where `y` copies the message under the cursor (OSC 52) and `z`
/// folds or unfolds its long blocks, and Enter gives it back. Inline (`--height`), each
/// finished message goes to the scrollback in its colours, once.
@Suite struct ChatInteractiveTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)
    static let placeholder = "› Ask anything (Enter sends, Alt-Enter a new line)"
    static let (width, height) = (80, 24)
    /// The rows of the full screen: the title, the transcript, the prompt's, the status, the help.
    static let (promptRow, statusRow) = (height - 3, height - 2)

    func session(arguments: String = "", recording: Bool = false) throws -> TmuxSession {
        let session = try TmuxSession(
            width: Self.width, height: Self.height,
            script: """
                while [ ! -e go ]; do sleep 0.02; done
                echo before
                \(demo) chat --interactive --tokens-per-second 100000 \(arguments)
                echo "after $?"
                """,
            // Colours on, whatever NO_COLOR the test runner has (an empty NO_COLOR is unset).
            environment: ["TERM": "xterm-256color", "NO_COLOR": ""])
        if recording { session.recordOutput(toFile: "output.bin") }
        _ = FileManager.default.createFile(
            atPath: session.workDirectory.appendingPathComponent("go").path, contents: nil)
        return session
    }

    /// Types `question`, sends it, and waits until its answer is whole.
    func ask(_ question: String, in session: TmuxSession, messages: Int) {
        session.type(question)
        session.send("Enter")
        waitForTheAnswer(in: session, messages: messages)
    }

    /// Waits until the status counts `messages` and no longer says an answer is streaming, and
    /// the prompt is empty again.
    func waitForTheAnswer(in session: TmuxSession, messages: Int) {
        #expect(
            session.waitFor { screen in
                screen.count == Self.height && screen[Self.statusRow] == " \(messages) messages"
                    && screen[Self.promptRow] == Self.placeholder
            }, "\(session.screenText())")
    }

    @Test func itStartsEmptyWithThePromptAtTheBottom() throws {
        let session = try session()
        #expect(
            session.waitFor { screen in
                screen.count == Self.height && screen[Self.promptRow] == Self.placeholder
                    && screen[Self.statusRow] == " 0 messages"
            }, "\(session.screenText())")
        let screen = session.screen()
        #expect(screen[0].hasPrefix(" TermCells — chat"))
        #expect(screen[1..<Self.promptRow].allSatisfy { $0.isEmpty }, "\(session.screenText())")
        #expect(screen[Self.height - 1].hasPrefix(" Enter send  Alt-Enter new line  ↑ history"))
    }

    @Test func aQuestionGetsItsAnswerStreamedBelowIt() throws {
        let session = try session()
        ask("why is the sky blue?", in: session, messages: 2)
        let screen = session.screen()
        #expect(
            Array(screen[1...5]) == [
                "user", "why is the sky blue?", "assistant", "You asked: why is the sky blue?", "",
            ])
        // The tool's output, 25 lines, shows folded.
        #expect(screen.contains("▸ 25 lines hidden"), "\(session.screenText())")
        #expect(!screen.contains { $0.contains("notes-01.txt") })
    }

    @Test func altEnterPutsALineBreakIntoThePromptAndTheQuestionKeepsIt() throws {
        let session = try session()
        #expect(session.waitFor(text: "0 messages"))
        session.type("line one")
        session.send("M-Enter")
        session.type("line two")
        #expect(
            session.waitFor { screen in
                screen.count == Self.height && screen[Self.promptRow - 1] == "› line one"
                    && screen[Self.promptRow].hasPrefix("  line two")
            }, "\(session.screenText())")
        session.send("Enter")
        waitForTheAnswer(in: session, messages: 2)
        let screen = session.screen()
        #expect(
            Array(screen[1...6]) == ["user", "line one", "line two", "assistant", "You asked: line one", "line two"])
    }

    @Test func upInThePromptRecallsTheQuestionsAskedAndDownComesBack() throws {
        let session = try session()
        ask("the first question", in: session, messages: 2)
        ask("the second question", in: session, messages: 4)
        func promptShows(_ text: String) -> Bool {
            session.waitFor { $0.count == Self.height && $0[Self.promptRow].hasPrefix(text) }
        }
        session.send("Up")
        #expect(promptShows("› the second question"), "\(session.screenText())")
        session.send("Up")
        #expect(promptShows("› the first question"), "\(session.screenText())")
        session.send("Down")
        #expect(promptShows("› the second question"), "\(session.screenText())")
        session.send("Down")
        #expect(promptShows(Self.placeholder), "\(session.screenText())")
    }

    @Test func zInTheTranscriptUnfoldsAndFoldsTheMessageUnderTheCursor() throws {
        let session = try session()
        ask("list the notes", in: session, messages: 2)
        session.send("Escape")
        #expect(session.waitFor(text: "2 messages · transcript"), "\(session.screenText())")
        session.send("z")
        #expect(
            session.waitFor { screen in
                screen.contains { $0.hasPrefix("-rw-r--r--  1 demo  demo   3288  notes-24.txt") }
                    && !screen.contains("▸ 25 lines hidden") && screen.last?.contains("z fold") == true
                    && screen[Self.statusRow] == " 2 messages · transcript · unfolded"
            }, "\(session.screenText())")
        session.send("z")
        #expect(
            session.waitFor { screen in
                screen.contains("▸ 25 lines hidden") && screen[Self.statusRow] == " 2 messages · transcript · folded"
            }, "\(session.screenText())")
        // The question above has no block to fold.
        session.send("Up")
        session.send("z")
        #expect(
            session.waitFor(text: "2 messages · transcript · nothing to fold in this message"),
            "\(session.screenText())")
        // Enter gives the focus back to the prompt, where z is typed.
        session.send("Enter")
        session.type("z")
        #expect(
            session.waitFor { $0.count == Self.height && $0[Self.promptRow].hasPrefix("› z") },
            "\(session.screenText())")
    }

    @Test func yInTheTranscriptCopiesTheMessageUnderTheCursorWithOSC52() throws {
        let session = try session(recording: true)
        #expect(session.waitFor(text: "0 messages"))
        session.type("line one")
        session.send("M-Enter")
        session.type("line two")
        session.send("Enter")
        #expect(
            session.waitFor { $0.count == Self.height && $0[Self.statusRow] == " 2 messages" },
            "\(session.screenText())")
        session.send("Escape")
        // Each key once the one before it is seen: an Esc with a key close behind is Alt and the key.
        #expect(session.waitFor(text: "2 messages · transcript"), "\(session.screenText())")
        session.send("y")
        #expect(session.waitFor(text: "copied message 2"), "\(session.screenText())")
        session.send("Up")
        session.send("y")
        #expect(session.waitFor(text: "copied message 1"), "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")

        let output = try Data(contentsOf: session.workDirectory.appendingPathComponent("output.bin"))
        let copied = ChatCopyTests.copiedTexts(in: [UInt8](output))
        try #require(copied.count == 2, "\(copied)")
        #expect(copied[0].hasPrefix("You asked: line one\nline two\n\nThis answer is canned:"), "\(copied[0])")
        #expect(copied[0].hasSuffix("notes-23.txt\n-rw-r--r--  1 demo  demo   3288  notes-24.txt\n```"), "\(copied[0])")
        #expect(copied[1] == "line one\nline two")
    }

    @Test func inlineEachFinishedMessageGoesToTheScrollbackOnceInItsColours() throws {
        let session = try session(arguments: "--height 10")
        #expect(session.waitFor(text: "0 messages"), "\(session.screenText())")
        session.type("why is the sky blue?")
        session.send("Enter")
        // Both messages printed above the block: the transcript in it is empty again.
        #expect(
            session.waitFor { screen in
                screen.contains { $0.hasPrefix("-rw-r--r--  1 demo  demo   3288  notes-24.txt") }
                    && screen.contains(" 2 messages") && screen.contains(Self.placeholder)
            }, "\(session.screenText())")
        session.send("Escape")
        #expect(session.waitFor(text: "2 messages · transcript"), "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")

        let transcript = session.transcript()
        let answer = try #require(transcript.firstIndex(of: "You asked: why is the sky blue?"), "\(transcript)")
        #expect(
            Array(transcript.prefix(answer + 1)) == [
                "before", "user", "why is the sky blue?", "assistant", "You asked: why is the sky blue?",
            ])
        #expect(transcript.filter { $0.contains("You asked:") }.count == 1, "\(transcript)")
        // The scrollback has the block whole, the fences' lines left out as the cell shows them.
        #expect(transcript.filter { $0.hasPrefix("-rw-r--r--") }.count == 25 - 1, "\(transcript)")
        #expect(transcript.last == "after 0", "\(transcript)")
        #expect(!transcript.contains { $0.contains("lines hidden") || $0.contains("Ask anything") })
        // The role lines in their role's colour: an SGR sequence before the name.
        let styled = session.styledTranscript()
        let roleLine = try #require(styled.first { TmuxSession.unstyled($0) == "assistant" }, "\(styled)")
        #expect(roleLine.hasPrefix("\u{1B}["), "\(roleLine.debugDescription)")
    }
}
