import TermCellsCurses

/// Items due at a pace: `rate` a second, until `total` (forever when nil). Item `n` is due
/// `(n + 1) / rate` seconds after the stream starts, so the items due are counted from the
/// clock and made when a frame takes them: the live log's lines, the chat's tokens.
///
/// A timer of the application (``Application/every(_:_:)``, which under `MainLoop` is the
/// loop's own `poll` timeout) asks for a frame when the next item is due: at 20 a second it
/// wakes the main thread 20 times a second and no other thread; at high rates at most 60 times
/// a second, the pace of a screen, each frame taking the items due since the last as one batch. The items are computed,
/// not received, so nothing crosses threads (a producer thread pushing into a `StorageFeed`
/// would wake two threads, and take a lock and a pipe's write and read, for every item).
///
/// While no frame takes items (the tour shows another tab) the timer stops after one tick; the
/// next frame that takes items gets every item due since and starts it again.
@MainActor
final class PacedStream {
    let rate: Int
    /// The items there are; a source read in batches (a long chat script) raises it as they
    /// come, the items due then counted from the clock as before.
    var total: Int?

    /// The shortest time between two batches: a screen's refresh, a sixtieth of a second. A
    /// frame more often would show nothing a person could see.
    static let batchInterval: Duration = .nanoseconds(16_666_667)

    private var started: ContinuousClock.Instant?
    /// Items taken so far, so the number of the next one.
    private(set) var produced = 0
    private var timer: ApplicationTimer?
    /// Whether a frame took items since the timer's last tick.
    private var takenSinceTick = false
    private var stopped = false
    /// Whether items come one per ``step()`` instead of from the clock (see
    /// ``TestSwitches/liveStepsOnKeys``); no timer runs then.
    let stepsOnKeys: Bool
    /// Steps asked for since a frame last took items.
    private var pendingSteps = 0

    init(rate: Int, total: Int?, stepsOnKeys: Bool = false) {
        self.rate = rate
        self.total = total
        self.stepsOnKeys = stepsOnKeys
    }

    /// With ``stepsOnKeys``: the next frame takes one more item.
    func step() {
        pendingSteps += 1
    }

    /// When ``pause()`` stopped the clock, while it is stopped.
    private var pausedAt: ContinuousClock.Instant?
    var isPaused: Bool { pausedAt != nil }

    /// Stops the clock: no item is due until ``resume()``, and the items due then are those of
    /// the time the stream ran, not of the pause.
    func pause() {
        guard pausedAt == nil else { return }
        pausedAt = ContinuousClock.now
        stopTimer()
    }

    /// Starts the clock again where ``pause()`` stopped it.
    func resume() {
        guard let pausedAt else { return }
        self.pausedAt = nil
        if let started { self.started = started + (ContinuousClock.now - pausedAt) }
        if !isDone { startTimerIfDue() }
    }

    /// Whether every item of a stream with a `total` has been taken.
    var isDone: Bool { total.map { produced >= $0 } ?? false }

    /// The numbers of the items due since the last call, in order. The first call starts the
    /// stream and its timer.
    func takeDue() -> Range<Int> {
        guard !stepsOnKeys else { return takeSteps() }
        let now = ContinuousClock.now
        guard !stopped, pausedAt == nil else { return produced..<produced }
        takenSinceTick = true
        guard let started else {
            started = now
            startTimerIfDue()
            return produced..<produced
        }
        var due = Self.items(rate: rate, in: now - started)
        if let total { due = min(due, total) }
        let taken = produced..<max(produced, due)
        produced = taken.upperBound
        if isDone { stopTimer() } else if timer == nil { startTimerIfDue() }
        return taken
    }

    /// The items of the steps asked for since the last frame, up to `total`.
    private func takeSteps() -> Range<Int> {
        var due = stopped ? produced : produced + pendingSteps
        if let total { due = min(due, total) }
        pendingSteps = 0
        let taken = produced..<max(produced, due)
        produced = taken.upperBound
        return taken
    }

    /// Stops the stream: no more items, no more ticks.
    func stop() {
        stopped = true
        stopTimer()
    }

    private func startTimerIfDue() {
        guard !isDone, let application = Application.running else { return }
        takenSinceTick = true
        timer = application.every(Self.interval(rate: rate)) { [weak self] in self?.tick() }
    }

    /// A tick asks for a frame (the timer does); a tick with no frame taking items since the
    /// last one stops the timer.
    private func tick() {
        if !takenSinceTick { stopTimer() }
        takenSinceTick = false
    }

    private func stopTimer() {
        timer?.cancel()
        timer = nil
    }

    /// The time between two ticks: an item's time, rounded up to the nanosecond so that a tick
    /// never comes before its item, and at least ``batchInterval``.
    static func interval(rate: Int) -> Duration {
        let nanoseconds = (1_000_000_000 + Int64(rate) - 1) / Int64(rate)
        return max(batchInterval, .nanoseconds(nanoseconds))
    }

    /// Items due after `elapsed` at `rate` a second.
    static func items(rate: Int, in elapsed: Duration) -> Int {
        Int(Double(rate) * seconds(elapsed))
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
