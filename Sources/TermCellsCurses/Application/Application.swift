import CNcursesw
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Owns the terminal and runs the event loop on the main actor.
///
/// The loop does not poll: a dispatch source wakes it when the terminal has bytes to read
/// and another when the window is resized, and ``setNeedsDisplay()`` (from any code on the
/// main actor, such as a storage update a background task delivered) schedules one frame,
/// however many times it is called before that frame is drawn. While it runs, anomalies
/// are kept off the terminal and offered to the content as ``lastAnomaly``.
@MainActor
public final class Application {
    /// The terminal this application draws on.
    public let terminal: CursesTerminal
    /// The most recent anomaly reported while the application ran.
    public private(set) var lastAnomaly: String?
    /// The terminal's size.
    public var size: Size { terminal.size }

    private var content: ApplicationContent?
    private var exitContinuation: CheckedContinuation<Int32, Never>?
    private var exitStatus: Int32?
    private var frameScheduled = false
    private var needsDisplay = true
    private var sources: [DispatchSourceProtocol] = []
    private var inputSource: DispatchSourceProtocol?
    private var inputFlushGeneration = 0
    private var handlingInput = false

    /// The application whose ``run(_:)`` is under way.
    public private(set) static weak var running: Application?

    /// Asks the running application for a frame, from any thread or task: for a storage feed's
    /// `onPending`, or a producer that changed data the screen shows. Calls are coalesced.
    public nonisolated static let wakeUp: @Sendable () -> Void = {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { Application.running?.setNeedsDisplay() }
        }
    }

    /// Takes over the terminal. Throws, leaving the terminal untouched, when it cannot.
    public init(options: TerminalOptions = TerminalOptions()) throws(TerminalStartupError) {
        terminal = try CursesTerminal.start(options)
    }

    /// Runs until ``quit(status:)`` and returns its status, with the terminal restored.
    public func run(_ content: ApplicationContent) async -> Int32 {
        self.content = content
        Application.running = self
        AnomalyLog.sink = { [weak self] message in
            self?.lastAnomaly = message
            self?.setNeedsDisplay()
        }
        startSources()
        content.handle(.resize(terminal.size), application: self)
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
        AnomalyLog.sink = nil
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
        // While input is handled, the frame is drawn right after it: nothing to schedule.
        guard !frameScheduled, !handlingInput else { return }
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
        content.draw(on: terminal.canvas(), application: self)
        terminal.present()
    }

    // MARK: - Input

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
            MainActor.assumeIsolated {
                guard let self else { return }
                self.terminal.resumeAfterStop()
                self.terminalResized()
                self.needsDisplay = true
                self.displayIfNeeded()
            }
        }
        sources = [input, resize, resume]
        inputSource = input
        input.resume()
        resize.resume()
        resume.resume()
    }

    private func readInput() {
        switch terminal.receiveInput() {
        case let .received(events, holding):
            handle(events)
            if holding { scheduleInputFlush() }
        case .empty:
            break
        case .closed:
            // Hung up: stop watching the device (the SIGHUP that usually comes ends the program).
            inputSource?.cancel()
        }
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
