import CNcursesw
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owns the terminal and runs the event loop on the main actor.
///
/// The loop does not poll on a timer. Under ``MainLoop`` (a program whose entry point hands
/// the main thread to it) keys are read, handled and drawn on the main thread, which waits in
/// one `poll(2)` for the terminal, signals and the main queue: no other thread takes part in
/// a key. Otherwise dispatch sources on the main queue wake it when the terminal has bytes
/// and when the window is resized. In both, a frame follows every storage update or reload a
/// host applies, whoever made it (a key, a task that hopped to the main actor, an outline's
/// loader), and every `setNeedsDisplay()` of a view or a host; ``setNeedsDisplay()`` asks for
/// one for anything else the content draws. Requests made before a frame is drawn are
/// coalesced into it. While it runs, anomalies are kept off the terminal and offered to the
/// content as ``lastAnomaly``.
@MainActor
public final class Application {
    /// The terminal this application draws on.
    public let terminal: CursesTerminal
    /// The most recent anomaly reported while the application ran.
    public private(set) var lastAnomaly: String?
    /// The terminal's size.
    public var size: Size { terminal.size }
    /// Whether ``copyToClipboard(_:)`` sends anything: on by default; turn it off for a
    /// program's own option (`--no-clipboard`), or for any program with `TERMCELLS_CLIPBOARD=0`.
    public var copiesToClipboard = true
    /// Accessible mode, for screen readers and braille displays: after every frame the
    /// terminal's cursor is left visible on the focus the content reported (the start of the
    /// focused host's cursor row, or its cell in a grid), and contents keep frames quiet (no
    /// animation; status changes as one short line). On by default when the environment has
    /// `TERMCELLS_ACCESSIBLE=1`. Images show their alt text, not their pictures. See the
    /// Accessibility article.
    public var isAccessible = false {
        didSet {
            terminal.cursorFollowsFocus = isAccessible
            ImageProtocol.showsAltTextOnly = isAccessible
        }
    }
    /// The look of what the library draws (cursor, selection, headers, indicator, marks) in
    /// every host the content draws on the application's canvas, unless a host has its own
    /// (``LayoutHost/theme``): the canvas's ``Canvas/theme``. ``Theme/dark`` by default; a
    /// change draws a new frame.
    ///
    /// ```swift
    /// application.theme = .light
    /// ```
    public var theme: Theme {
        get { terminal.theme }
        set {
            guard newValue != terminal.theme else { return }
            terminal.theme = newValue
            setNeedsDisplay()
        }
    }

    private var content: ApplicationContent?
    private var exitContinuation: CheckedContinuation<Int32, Never>?
    /// The status ``quit(status:)`` was called with; nil until then.
    public private(set) var exitStatus: Int32?
    private var frameScheduled = false
    private var needsDisplay = true
    private var presentedFirstFrame = false
    private var sources: [DispatchSourceProtocol] = []
    private var inputSource: DispatchSourceProtocol?
    private var inputFlushGeneration = 0
    private var handlingInput = false
    /// Whether ``MainLoop`` drives this application (set for the whole of `run`).
    private var drivenByMainLoop = false
    /// Under ``MainLoop``: whether the terminal is still read (false once it hung up).
    private(set) var readsInput = false
    /// Under ``MainLoop``: when held input is to be let through (monotonic nanoseconds).
    private var heldInputDeadline: UInt64?
    /// Under ``MainLoop``: a stop of our own just ended, so the SIGCONT that follows it has
    /// nothing left to do.
    private var resumedFromOwnStop = false
    /// Under ``MainLoop``: the timers of ``every(_:_:)``, whose ticks the loop's `poll` waits for.
    var loopTimers: [ApplicationTimer] = []

    /// The application whose ``run(_:)`` is under way.
    public private(set) static weak var running: Application?

    /// Asks the running application for a frame, from any thread or task, for what changes
    /// without a storage update: a storage feed's `onPending` (the frame drains the feed), a
    /// producer whose data the content reads when it draws, a status line of your own. A
    /// storage update a host applies asks for its frame itself. Calls are coalesced.
    public nonisolated static let wakeUp: @Sendable () -> Void = {
        // Under MainLoop a byte on the pipe its poll watches: no block through the main queue.
        if SignalPipe.wakeLoop() { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { Application.running?.setNeedsDisplay() }
        }
    }

    /// Takes over the terminal. Throws, leaving the terminal untouched, when it cannot.
    public init(options: TerminalOptions = TerminalOptions()) throws(TerminalStartupError) {
        // Under MainLoop, Ctrl-Z is handled by the loop. Caught before ncurses starts, so that
        // ncurses leaves SIGTSTP alone (it installs its handler only over the default action)
        // and does not switch it off and on again around every frame (two sigactions a key).
        // Inline, ncurses' handler would leave only its own screen (on /dev/null): the stop is
        // ours under dispatch sources too.
        let ownsStop = (MainLoop.isRunning || options.screen != .fullScreen) && SignalPipe.catchSignal(SIGTSTP)
        do {
            terminal = try CursesTerminal.start(options)
        } catch {
            if ownsStop { SignalPipe.release(SIGTSTP) }
            throw error
        }
        isAccessible = Self.accessibleByDefault
        terminal.cursorFollowsFocus = isAccessible
        ImageProtocol.showsAltTextOnly = isAccessible
    }

    /// Whether the environment asks for accessible mode: `TERMCELLS_ACCESSIBLE=1`.
    public nonisolated static var accessibleByDefault: Bool {
        getenv("TERMCELLS_ACCESSIBLE").map { String(cString: $0) == "1" } ?? false
    }

    /// An application on a terminal already started (an offscreen one, for tests): no
    /// signal is caught.
    @_spi(Testing)
    public init(terminal: CursesTerminal) {
        self.terminal = terminal
    }

    /// Runs until ``quit(status:)`` and returns its status, with the terminal restored.
    public func run(_ content: ApplicationContent) async -> Int32 {
        self.content = content
        Application.running = self
        AnomalyLog.sink = { [weak self] message in
            self?.lastAnomaly = message
            self?.setNeedsDisplay()
        }
        // Hosts ask for the frames that show their storages' updates (see FrameRequests).
        FrameRequests.isPending = false
        FrameRequests.onRequest = { [weak self] in self?.setNeedsDisplay() }
        drivenByMainLoop = MainLoop.isRunning
        if drivenByMainLoop {
            readsInput = true
            SignalPipe.catchSignal(SIGWINCH)
            SignalPipe.catchSignal(SIGCONT)
        } else {
            startSources()
        }
        content.handle(.resize(terminal.size), application: self)
        displayIfNeeded()
        // Keys typed while the terminal's answers were awaited at start-up.
        receive(terminal.receiveTypedAhead(), now: MainLoop.monotonicNanoseconds())
        displayIfNeeded()
        let status: Int32
        if let exitStatus {
            status = exitStatus
        } else {
            status = await withCheckedContinuation { exitContinuation = $0 }
        }
        for source in sources { source.cancel() }
        sources = []
        inputSource = nil
        if drivenByMainLoop {
            readsInput = false
            signal(SIGWINCH, SIG_IGN)
            for signalNumber in [SIGCONT, SIGTSTP] { SignalPipe.release(signalNumber) }
        } else if terminal.isInline {
            SignalPipe.release(SIGTSTP)
        }
        AnomalyLog.sink = nil
        FrameRequests.onRequest = nil
        if Application.running === self { Application.running = nil }
        self.content = nil
        terminal.stop()
        return status
    }

    /// Ends ``run(_:)`` with `status` once the current event has been handled.
    public func quit(status: Int32 = 0) {
        guard exitStatus == nil else { return }
        exitStatus = status
        if let continuation = exitContinuation {
            exitContinuation = nil
            continuation.resume(returning: status)
        }
    }

    /// Asks for a new frame. Calls before the frame is drawn are coalesced into one.
    public func setNeedsDisplay() {
        needsDisplay = true
        // Under MainLoop the frame is drawn when the loop has served what woke it; while
        // input is handled, right after it: nothing to schedule.
        guard !frameScheduled, !handlingInput, !drivenByMainLoop else { return }
        frameScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.frameScheduled = false
                self.displayIfNeeded()
            }
        }
    }

    /// Draws a frame now if one was asked for.
    public func displayIfNeeded() {
        guard needsDisplay, exitStatus == nil, let content else { return }
        needsDisplay = false
        // What hosts ask for while the frame is drawn (a feed drained in `draw`) is this frame.
        FrameRequests.isPending = true
        content.draw(on: terminal.canvas(), application: self)
        terminal.presentFrame(leavingInitialState: !presentedFirstFrame)
        presentedFirstFrame = true
        FrameRequests.isPending = false
    }

    // MARK: - Under MainLoop

    /// How long the loop may wait, in milliseconds (-1: until something happens).
    func pollTimeout(now: UInt64) -> Int32 {
        let deadline: UInt64
        switch (heldInputDeadline, nextTimerDeadline) {
        case (nil, nil): return -1
        case (let held?, let tick?): deadline = min(held, tick)
        case (let held?, nil): deadline = held
        case (nil, let tick?): deadline = tick
        }
        guard deadline > now else { return 0 }
        return Int32(min((deadline - now + 999_999) / 1_000_000, 60_000))
    }

    /// The loop's `poll` found the terminal ready (`revents`): handles its bytes (the loop
    /// draws afterwards).
    func serviceInput(now: UInt64, revents: Int16) {
        receive(terminal.receiveInput(polled: revents), now: now)
    }

    /// Lets held input through once its escape delay has passed.
    func serviceHeldInput(now: UInt64) {
        guard let deadline = heldInputDeadline, deadline <= now, exitStatus == nil else { return }
        heldInputDeadline = nil
        handle(terminal.flushHeldInput())
    }

    /// Answers a signal the loop caught.
    func serviceSignal(_ signalNumber: Int32) {
        switch signalNumber {
        case SIGWINCH:
            terminalResized()
        case SIGCONT:
            if resumedFromOwnStop {
                resumedFromOwnStop = false
            } else {
                resumeAfterStop()
            }
        case SIGTSTP:
            stopProcess()
        case SignalPipe.wakeByte:
            setNeedsDisplay()
        default:
            break
        }
    }

    /// Ctrl-Z: gives the terminal back, stops as the default action would, and takes the
    /// terminal back after `fg`.
    private func stopProcess() {
        terminal.suspendForStop()
        SignalPipe.release(SIGTSTP)
        raise(SIGTSTP)
        // Continued.
        SignalPipe.catchSignal(SIGTSTP)
        resumedFromOwnStop = true
        resumeAfterStop()
    }

    // MARK: - Under dispatch sources

    private func startSources() {
        let input = DispatchSource.makeReadSource(fileDescriptor: terminal.inputDescriptor, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.terminalResized() }
        }
        // Ctrl-Z: ncurses' own handler leaves the screen; after `fg` everything is repainted.
        let resume = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .main)
        resume.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.resumeAfterStop() }
        }
        sources = [input, resize, resume]
        if terminal.isInline {
            // Ctrl-Z arrives through the signal pipe (see init).
            let stop = DispatchSource.makeReadSource(fileDescriptor: SignalPipe.descriptor, queue: .main)
            stop.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    for signalNumber in SignalPipe.received() where signalNumber == SIGTSTP { self?.stopProcess() }
                }
            }
            sources.append(stop)
            stop.resume()
        }
        inputSource = input
        input.resume()
        resize.resume()
        resume.resume()
    }

    private func readInput() {
        receive(terminal.receiveInput(), now: MainLoop.monotonicNanoseconds())
        displayIfNeeded()
    }

    /// After the escape delay, what is still held is a lone Esc, an Alt chord, or a cut-off
    /// sequence: let it through (the framer drops the cut-off ones) and handle it.
    private func scheduleInputFlush() {
        inputFlushGeneration &+= 1
        let generation = inputFlushGeneration
        let delay = DispatchTimeInterval.milliseconds(Int(max(terminal.escapeDelay, 1)))
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, generation == self.inputFlushGeneration, self.exitStatus == nil else { return }
                self.handle(self.terminal.flushHeldInput())
                self.displayIfNeeded()
            }
        }
    }

    // MARK: - Shared

    /// Handles what the terminal sent (the caller draws the frame afterwards), and has what it
    /// holds let through after the escape delay: by the loop's `poll` deadline under
    /// ``MainLoop``, by a timer on the main queue otherwise.
    private func receive(_ reception: CursesTerminal.InputReception, now: UInt64) {
        switch reception {
        case .received(let events, let holding):
            handle(events)
            let modeChanges = terminal.modes.takeChanges()
            if modeChanges.contains(.redraw) { needsDisplay = true }
            if !modeChanges.isDisjoint(with: [.remeasure, .images]) { graphemeWidthsChanged() }
            if drivenByMainLoop {
                heldInputDeadline = holding ? now + UInt64(max(terminal.escapeDelay, 1)) * 1_000_000 : nil
            } else if holding {
                scheduleInputFlush()
            }
        case .empty:
            break
        case .closed:
            terminalHungUp()
        }
    }

    /// Hands `events` to the content; the caller draws the frame afterwards.
    private func handle(_ events: [InputEvent]) {
        handlingInput = true
        defer { handlingInput = false }
        for event in events {
            guard exitStatus == nil, let content else { return }
            content.handle(event, application: self)
            needsDisplay = true
        }
    }

    /// The terminal is gone (its window closed: reads give end of file or an error): no key
    /// can come and no frame can be seen, so ``run(_:)`` ends with 129, the status SIGHUP
    /// gives, restoring what it can. The SIGHUP that usually comes may not: it is ignored
    /// (`nohup`) or blocked, or it went to a parent that outlives the terminal.
    private func terminalHungUp() {
        readsInput = false
        inputSource?.cancel()
        inputSource = nil
        quit(status: 128 + SIGHUP)
    }

    /// After `fg` (or any stop and continue): keypad mode back on, every cell repainted.
    private func resumeAfterStop() {
        terminal.resumeAfterStop()
        terminalResized()
        needsDisplay = true
        displayIfNeeded()
    }

    /// The terminal clusters graphemes, as it just answered: text has other widths now, so
    /// the content is laid out again, as after a resize, and every cell is sent again.
    private func graphemeWidthsChanged() {
        content?.handle(.resize(terminal.size), application: self)
        needsDisplay = true
    }

    private func terminalResized() {
        guard terminal.updateSize(), let content else { return }
        // Terminals (tmux among them) reflow or crop what they show on a resize, so ncurses'
        // copy of the screen no longer matches it: repaint every cell once.
        terminal.invalidate()
        content.handle(.resize(terminal.size), application: self)
        needsDisplay = true
        displayIfNeeded()
    }
}
