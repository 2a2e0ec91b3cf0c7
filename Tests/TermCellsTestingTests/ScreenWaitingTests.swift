import Foundation
import TermCells
import TermCellsTesting
import Testing

/// A reply that grows as tokens arrive: what a chat client's answer does.
@MainActor
private final class Reply {
    var text = ""
    func draw(in canvas: any Canvas) {
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: .plain)
        _ = canvas.draw("> " + text, at: .zero)
    }
    func handle(_ event: InputEvent) -> Bool { false }
}

@MainActor
@Suite struct ScreenWaitingTests {
    /// Tokens sent through an `AsyncStream` from off the main actor, read by a task on it:
    /// nothing the screen's hosts know of, so only a wait for what shows can see them.
    @Test func aWaitSeesTokensThatArriveThroughAStreamFromAnotherTask() async throws {
        let reply = Reply()
        let screen = ScreenDriver(width: 30, height: 2, draw: reply.draw(in:), handle: reply.handle)
        let (tokens, continuation) = AsyncStream.makeStream(of: String.self)
        let reader = Task { @MainActor in
            for await token in tokens { reply.text += token }
        }
        // A thread of its own, not a task. The synchronous end-to-end tests running beside this
        // one can hold every thread of the concurrency pool for minutes on a small machine, and
        // the reader's resumption after a token passes through it: hence the long deadline,
        // which only a starved pool ever comes near.
        Thread {
            for word in ["You ", "asked: ", "hello"] {
                Thread.sleep(forTimeInterval: 0.005)
                continuation.yield(word)
            }
            continuation.finish()
        }.start()
        try await screen.waitForText("You asked: hello", timeout: .seconds(900))
        #expect(screen.text == "> You asked: hello")
        await reader.value
    }

    /// A condition that holds only after several frames: the wait draws a frame for each look.
    @Test func aConditionIsLookedAtOnEachFrameUntilItHolds() async throws {
        let reply = Reply()
        var frames = 0
        let screen = ScreenDriver(
            width: 30, height: 2,
            draw: { canvas in
                frames += 1
                reply.text = String(repeating: "x", count: frames)
                reply.draw(in: canvas)
            }, handle: reply.handle)
        let before = frames
        // The long deadline: under a sanitizer, main-actor tests beside this one can hold the
        // main actor for a minute between two looks.
        try await screen.waitUntil(timeout: .seconds(900)) { screen in screen.lines[0].hasSuffix("xxxxxx") }
        #expect(screen.lines == ["> xxxxxx", ""])
        #expect(frames - before >= 2)
    }

    @Test func aTimeoutNamesTheTextAndShowsTheScreen() async throws {
        let reply = Reply()
        reply.text = "thinking"
        let screen = ScreenDriver(width: 20, height: 3, draw: reply.draw(in:), handle: reply.handle)
        let error = await #expect(throws: ScreenWaitTimeout.self) {
            try await screen.waitForText("You asked", timeout: .milliseconds(20))
        }
        #expect(error?.screen == "> thinking")
        #expect(
            error?.description == """
                waited 0.02 seconds for the text "You asked"; the screen showed:
                  1 │> thinking

                """)
        let conditionError = await #expect(throws: ScreenWaitTimeout.self) {
            try await screen.waitUntil(timeout: .milliseconds(20)) { _ in false }
        }
        #expect(conditionError?.awaited == "a condition to hold")
    }

    @Test func anErrorTheConditionThrowsEndsTheWait() async throws {
        struct Refused: Error {}
        let screen = ScreenDriver(width: 20, height: 1, draw: { _ in }, handle: { _ in false })
        await #expect(throws: Refused.self) {
            try await screen.waitUntil { _ in throw Refused() }
        }
    }
}
