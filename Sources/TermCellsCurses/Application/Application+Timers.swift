import Dispatch

extension Application {
    /// Calls `action` on the main actor every `interval` while this application runs, then asks
    /// for a frame: a clock, a refresh of data the screen shows, a blinking prompt.
    ///
    /// ```swift
    /// let refresh = application.every(.seconds(1)) {
    ///     screen.show(sampler.sample())
    /// }
    /// ```
    ///
    /// The first call comes one `interval` after this one. Ticks are not queued up behind a
    /// slow `action`: a tick that comes due while the main actor is busy runs once when it is
    /// free. Ticks while the application is not running (before ``run(_:)`` or after it
    /// returned) are skipped; the timer ends with the application object, or when you call
    /// ``ApplicationTimer/cancel()``.
    /// Work that blocks belongs in a task of its own (read data off the main actor, then show
    /// it here), since the screen does not answer keys while `action` runs.
    ///
    /// Under ``MainLoop`` the loop's own `poll` waits for the next tick: a tick wakes the main
    /// thread alone, with no other thread and no hand-off through the main queue.
    @discardableResult
    public func every(_ interval: Duration, _ action: @escaping @MainActor () -> Void) -> ApplicationTimer {
        let timer = ApplicationTimer(application: self, interval: interval, action: action)
        timer.start()
        return timer
    }

    /// The earliest tick due among the loop's timers (monotonic nanoseconds).
    var nextTimerDeadline: UInt64? {
        var earliest: UInt64?
        for timer in loopTimers where earliest.map({ timer.deadline < $0 }) ?? true { earliest = timer.deadline }
        return earliest
    }

    /// Under ``MainLoop``: runs the ticks due at `now` (the loop draws afterwards).
    func serviceTimers(now: UInt64) {
        guard nextTimerDeadline.map({ $0 <= now }) ?? false else { return }
        // A tick may start or cancel timers.
        for timer in loopTimers where !timer.isCancelled && timer.deadline <= now { timer.tick(now: now) }
    }
}

/// A repeating timer started by ``Application/every(_:_:)``.
@MainActor
public final class ApplicationTimer {
    private weak var application: Application?
    /// The interval in nanoseconds, at least a millisecond.
    private let interval: UInt64
    private let action: @MainActor () -> Void
    private var source: DispatchSourceTimer?
    /// Under ``MainLoop``: when the next tick is due (monotonic nanoseconds).
    private(set) var deadline: UInt64 = 0
    /// Whether the timer has stopped (cancelled, or its application finished).
    public private(set) var isCancelled = false

    init(application: Application, interval: Duration, action: @escaping @MainActor () -> Void) {
        self.application = application
        let (seconds, attoseconds) = interval.components
        self.interval = UInt64(
            max(1_000_000, Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)))
        self.action = action
    }

    func start() {
        guard let application else { return }
        if MainLoop.isRunning {
            deadline = MainLoop.monotonicNanoseconds() &+ interval
            application.loopTimers.append(self)
            return
        }
        let nanoseconds = Int(clamping: interval)
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(
            deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds), leeway: .milliseconds(1)
        )
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.fire() }
        }
        source = timer
        timer.resume()
    }

    /// Under ``MainLoop``: the tick due at ``deadline``, `now` or later. The next one is the
    /// first of the timer's beat still ahead: ticks missed while the main actor was busy are
    /// dropped, not queued.
    func tick(now: UInt64) {
        deadline &+= ((now &- deadline) / interval &+ 1) &* interval
        fire()
    }

    private func fire() {
        guard let application else { return cancel() }
        // Not running (yet, or any more): nothing to show.
        guard Application.running === application else { return }
        action()
        application.setNeedsDisplay()
    }

    /// Stops the timer; `action` is not called again.
    public func cancel() {
        isCancelled = true
        source?.cancel()
        source = nil
        application?.loopTimers.removeAll { $0 === self }
    }
}
