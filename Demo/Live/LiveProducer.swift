import TermCellsCurses

/// The live log's stream: `rate` lines a second, until `total` lines (forever when nil). Line
/// `n` is ``LogLine/generated(_:)`` and is due `(n + 1) / rate` seconds after the stream starts,
/// so the lines due are counted from the clock, and made when a frame takes them.
///
/// A timer of the application (``Application/every(_:_:)``, which under `MainLoop` is the
/// loop's own `poll` timeout) asks for a frame when the next line is due: at 20 lines a second
/// it wakes the main thread 20 times a second and no other thread; at high rates at most every
/// 10 ms, each frame taking the lines due since the last as one batch. The lines are computed,
/// not received, so nothing crosses threads. (Until session 9 a thread of its own made the
/// lines and pushed them into a `StorageFeed`, which woke the main loop: two threads woken, a
/// lock and a pipe's write and read a line, 21% of a streamed frame's CPU at 20 lines a second.)
///
/// While no frame takes lines (the tour shows another tab) the timer stops after one tick; the
/// next frame that takes lines gets every line due since and starts it again.
@MainActor
final class LiveProducer {
    let rate: Int
    let total: Int?

    /// The shortest time between two batches.
    static let batchInterval: Duration = .milliseconds(10)

    private var started: ContinuousClock.Instant?
    /// Lines taken so far, so the number of the next one.
    private(set) var produced = 0
    private var timer: ApplicationTimer?
    /// Whether a frame took lines since the timer's last tick.
    private var takenSinceTick = false
    private var stopped = false
    /// Whether lines come one per ``step()`` instead of from the clock (see
    /// ``TestSwitches/liveStepsOnKeys``); no timer runs then.
    let stepsOnKeys: Bool
    /// Steps asked for since a frame last took lines.
    private var pendingSteps = 0

    init(rate: Int, total: Int?, stepsOnKeys: Bool = false) {
        self.rate = rate
        self.total = total
        self.stepsOnKeys = stepsOnKeys
    }

    /// With ``stepsOnKeys``: the next frame takes one more line.
    func step() {
        pendingSteps += 1
    }

    /// Whether every line of a stream with a `total` has been taken.
    var isDone: Bool { total.map { produced >= $0 } ?? false }

    /// The numbers of the lines due since the last call, in order. The first call starts the
    /// stream and its timer.
    func takeDue() -> Range<Int> {
        guard !stepsOnKeys else { return takeSteps() }
        let now = ContinuousClock.now
        guard !stopped else { return produced..<produced }
        takenSinceTick = true
        guard let started else {
            started = now
            startTimerIfDue()
            return produced..<produced
        }
        var due = Self.lines(rate: rate, in: now - started)
        if let total { due = min(due, total) }
        let taken = produced..<max(produced, due)
        produced = taken.upperBound
        if isDone { stopTimer() } else if timer == nil { startTimerIfDue() }
        return taken
    }

    /// The lines of the steps asked for since the last frame, up to `total`.
    private func takeSteps() -> Range<Int> {
        var due = stopped ? produced : produced + pendingSteps
        if let total { due = min(due, total) }
        pendingSteps = 0
        let taken = produced..<max(produced, due)
        produced = taken.upperBound
        return taken
    }

    /// Stops the stream: no more lines, no more ticks.
    func stop() {
        stopped = true
        stopTimer()
    }

    private func startTimerIfDue() {
        guard !isDone, let application = Application.running else { return }
        takenSinceTick = true
        timer = application.every(Self.interval(rate: rate)) { [weak self] in self?.tick() }
    }

    /// A tick asks for a frame (the timer does); a tick with no frame taking lines since the
    /// last one stops the timer.
    private func tick() {
        if !takenSinceTick { stopTimer() }
        takenSinceTick = false
    }

    private func stopTimer() {
        timer?.cancel()
        timer = nil
    }

    /// The time between two ticks: a line's time, rounded up to the nanosecond so that a tick
    /// never comes before its line, and at least ``batchInterval``.
    static func interval(rate: Int) -> Duration {
        let nanoseconds = (1_000_000_000 + Int64(rate) - 1) / Int64(rate)
        return max(batchInterval, .nanoseconds(nanoseconds))
    }

    /// Lines due after `elapsed` at `rate` lines a second.
    static func lines(rate: Int, in elapsed: Duration) -> Int {
        Int(Double(rate) * seconds(elapsed))
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
