import TermCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ScreenDriver {
    /// Waits until `condition` holds for the screen, drawing a frame before each look, or
    /// throws when `timeout` passes first. For what arrives from tasks the screen does not
    /// know about: tokens an `AsyncStream` delivers from another task, a reply your own code
    /// streams in, a state your content reaches later.
    ///
    /// ```swift
    /// Task.detached { for word in words { continuation.yield(word) } }
    /// try await screen.waitUntil { screen in screen.lines.last == "> " }
    /// ```
    ///
    /// Between looks it gives the main actor away (so the main-actor tasks and stream
    /// consumers queued there run) and waits a millisecond (so tasks elsewhere go on); it
    /// never sleeps longer, and returns at the first frame that shows the condition.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait at most; generous by default, as tests run beside each
    ///     other (and under sanitizers) on a busy machine, and the wait ends as soon as the
    ///     condition holds.
    ///   - condition: Looks at the screen just drawn; an error it throws ends the wait.
    /// - Throws: ``ScreenWaitTimeout`` with the screen's text at the deadline, the error
    ///   `condition` threw, or `CancellationError` when the test's task is cancelled.
    public func waitUntil(
        timeout: Duration = .seconds(60), _ condition: (ScreenDriver<Content>) throws -> Bool
    ) async throws {
        try await poll(for: "a condition to hold", timeout: timeout) { try condition(self) }
    }

    /// Waits until `text` shows on the screen (anywhere in ``text``, so it may span rows),
    /// drawing frames as ``waitUntil(timeout:_:)`` does, or throws when `timeout` passes
    /// first.
    ///
    /// ```swift
    /// screen.type("Hello")
    /// screen.press(.enter)
    /// try await screen.waitForText("You asked: Hello")
    /// ```
    ///
    /// - Throws: ``ScreenWaitTimeout`` naming `text`, with the screen's text at the deadline,
    ///   or `CancellationError` when the test's task is cancelled.
    public func waitForText(_ text: String, timeout: Duration = .seconds(60)) async throws {
        try await poll(for: "the text \"\(text)\"", timeout: timeout) { self.text.contains(text) }
    }

    /// Draws frames until `holds` says yes, or throws ``ScreenWaitTimeout`` about `awaited`.
    private func poll(for awaited: String, timeout: Duration, until holds: () throws -> Bool) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var looks = 0
        while true {
            // What is queued for the main actor runs first: a stream's consumer, a task's update.
            await Task.yield()
            redraw()
            if try holds() { return }
            looks += 1
            // Judged on two frames at least: one turn of a main actor that other tests keep
            // busy can outlast the deadline on its own.
            guard clock.now < deadline || looks < 2 else {
                throw ScreenWaitTimeout(timeout: timeout, awaited: awaited, screen: text)
            }
            try Task.checkCancellation()
            // A pause on the main actor itself, not `Task.sleep`: a sleeping task resumes
            // through the concurrency pool, which synchronous tests running beside this one
            // can hold for minutes, and the wait would then see the deadline pass unlooked.
            usleep(1000)
        }
    }
}
