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
    @discardableResult
    public func every(_ interval: Duration, _ action: @escaping @MainActor () -> Void) -> ApplicationTimer {
        let timer = ApplicationTimer(application: self, interval: interval, action: action)
        timer.start()
        return timer
    }
}

/// A repeating timer started by ``Application/every(_:_:)``.
@MainActor
public final class ApplicationTimer {
    private weak var application: Application?
    private let interval: Duration
    private let action: @MainActor () -> Void
    private var source: DispatchSourceTimer?
    /// Whether the timer has stopped (cancelled, or its application finished).
    public private(set) var isCancelled = false

    init(application: Application, interval: Duration, action: @escaping @MainActor () -> Void) {
        self.application = application
        self.interval = interval
        self.action = action
    }

    func start() {
        let (seconds, attoseconds) = interval.components
        let nanoseconds = max(1_000_000, Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000))
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
    }
}
