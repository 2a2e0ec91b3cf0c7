import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

/// A prompt in an inline block: Enter prints the question and an answer into the scrollback,
/// the question as a styled line, the answer as a finished `MessageCell`, and clears the prompt.
@MainActor
private final class Prompt: ApplicationContent {
    var text = ""
    /// What the last `insertAbove` returned.
    var printed: Bool?

    func draw(on canvas: CursesCanvas, application: Application) {
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: .plain)
        canvas.draw("> " + text, at: .zero)
    }

    func handle(_ event: InputEvent, application: Application) {
        guard case .key(let key) = event else { return }
        switch key.key {
        case .enter:
            printed = application.insertAbove([StyledLine("user:", style: .bold) + " " + text])
            let answer = MessageCell()
            answer.update(with: ChatMessage(role: .assistant, text: "You asked: \(text)"))
            printed = application.insertAbove(answer) && printed == true
            text = ""
        case .character(let character):
            text.append(character)
        default:
            break
        }
    }
}

@MainActor
@Suite struct InlineOffscreenApplicationTests {
    @Test func linesGoToTheScrollbackAtTheNextFrameWithTheirStyles() throws {
        let screen = try ScreenDriver(inlineApplication: Prompt(), width: 30, rows: 2)
        #expect(screen.content.application.terminal.isInline)
        screen.type("hello\u{1B}[2J")
        #expect(screen.content.scrollback.isEmpty)
        #expect(screen.send(.key(KeyEvent(.enter))))
        #expect(screen.content.content.printed == true)
        // Printed by the frame the key drew, sanitised, the message laid out at 30 columns.
        #expect(screen.scrollbackLines() == ["user: hello^[[2J", "assistant", "You asked: hello^[[2J"])
        #expect(screen.content.scrollback.first == StyledLine("user:", style: .bold) + " hello^[[2J")
        expectScrollback(
            screen,
            """
            user: hello^[[2J
            «assistant»
            You asked: hello^[[2J
            """, marking: .role(\.messages[.assistant].roleLine))
        expectScreen(screen, "> ")
    }

    /// A frame prints what waits once: a later frame adds only what came after.
    @Test func eachLineIsPrintedOnce() throws {
        let screen = try ScreenDriver(inlineApplication: Prompt(), width: 30, rows: 2)
        screen.type("a")
        screen.press(.enter)
        screen.redraw()
        screen.type("b")
        screen.press(.enter)
        #expect(
            screen.scrollbackText()
                == "user: a\nassistant\nYou asked: a\nuser: b\nassistant\nYou asked: b")
    }

    /// On the full screen nothing goes to a scrollback: the call says so and nothing is kept.
    @Test func theFullScreenPrintsNothingAbove() throws {
        let screen = try ScreenDriver(application: Prompt(), width: 30, height: 2)
        #expect(!screen.content.application.terminal.isInline)
        screen.type("a")
        screen.press(.enter)
        #expect(screen.content.content.printed == false)
        #expect(screen.content.scrollback.isEmpty)
    }

    /// A wait for the scrollback that times out shows the block and the scrollback.
    @Test func aWaitForTheScrollbackThatTimesOutShowsBoth() async throws {
        let screen = try ScreenDriver(inlineApplication: Prompt(), width: 30, rows: 2)
        screen.type("a")
        screen.press(.enter)
        screen.type("b")
        try await screen.waitForScrollback("You asked: a")
        do {
            try await screen.waitForScrollback("never", timeout: .milliseconds(1))
            Issue.record("the wait did not time out")
        } catch let timeout as ScreenWaitTimeout {
            #expect(timeout.scrollback == "user: a\nassistant\nYou asked: a")
            #expect(
                timeout.description
                    == "waited 0.001 seconds for the text \"never\" in the scrollback; the screen showed:\n"
                    + "  1 │> b\n" + "the scrollback held:\n" + "  1 │user: a\n  2 │assistant\n  3 │You asked: a\n")
        }
    }
}

/// Inline applications driven beside each other, with awaits between their steps (Swift
/// Testing runs the arguments in parallel): each keeps only its own scrollback.
@MainActor
@Suite struct ParallelInlineOffscreenApplicationTests {
    @Test(arguments: 0..<4)
    func eachApplicationKeepsItsOwnScrollback(index: Int) async throws {
        let screen = try ScreenDriver(inlineApplication: Prompt(), width: 24 + index, rows: 2)
        var expected: [String] = []
        for step in 1...8 {
            screen.type("q\(index).\(step)")
            await Task.yield()
            screen.press(.enter)
            expected += ["user: q\(index).\(step)", "assistant", "You asked: q\(index).\(step)"]
            await Task.yield()
            #expect(screen.scrollbackLines() == expected)
        }
    }
}
