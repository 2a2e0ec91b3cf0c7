import TermCells

extension ScreenDriver {
    /// Waits until what the screen's hosts are waiting for has arrived, then draws it: the
    /// children an `OutlineStorage`'s loader has not answered yet, the pushes of a
    /// `StorageFeed` into their storages (the content's `draw` drains them), and the updates
    /// of tasks already queued for the main actor. Returns once a frame finds nothing pending
    /// and no update arrived since the frame before; ``text`` then shows the result.
    ///
    /// ```swift
    /// outline.expand(folder)                       // its loader runs off the main actor
    /// try await screen.waitUntilSettled()
    /// expectScreen(screen, "…")                    // the children, not "Loading…"
    /// ```
    ///
    /// It never sleeps a fixed time: it gives the main actor away a turn at a time (and
    /// waits a millisecond between frames while something is pending) and draws a frame
    /// after each. A task of yours that works off the main actor before it updates is not
    /// known to the screen: await it first (`await task.value`), then wait, or wait for what
    /// it shows with ``waitUntil(timeout:_:)`` or ``waitForText(_:timeout:)``.
    ///
    /// - Parameter timeout: How long to wait at most; generous by default, as tests run
    ///   beside each other (and under sanitizers) on a busy machine, and the wait ends as
    ///   soon as the screen settles.
    /// - Throws: ``ScreenSettleTimeout`` naming what was still pending at the deadline, or
    ///   `CancellationError` when the test's task is cancelled.
    public func waitUntilSettled(timeout: Duration = .seconds(60)) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var lastCounts: [UInt64]?
        while true {
            // What is queued for the main actor runs first: a task's update hops here.
            await Task.yield()
            let hosts = DrawnHosts.recording { redraw() }
            let counts = hosts.map(\.storageChangeCount)
            let pending = hosts.flatMap(\.pendingWork)
            if pending.isEmpty, counts == lastCounts { return }
            // Judged on two frames at least: one turn of a main actor that other tests keep
            // busy can outlast the deadline on its own.
            guard clock.now < deadline || lastCounts == nil else {
                throw ScreenSettleTimeout(
                    timeout: timeout,
                    pending: pending.isEmpty ? ["storage updates that kept arriving at every frame"] : pending)
            }
            lastCounts = counts
            if !pending.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
        }
    }
}
