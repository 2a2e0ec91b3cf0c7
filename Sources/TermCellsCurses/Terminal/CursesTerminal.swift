import CNcursesw
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal while TermCells owns it: one ncurses screen, its colours and its teardown.
///
/// `start` checks everything that can fail before it changes anything, so a failed start
/// leaves the terminal untouched and says why. `stop` (or any signal, or `exit`) puts the
/// terminal back.
@MainActor
public final class CursesTerminal {
    /// The terminal's size in columns and rows.
    public internal(set) var size: Size
    /// Whether colours are in use (the terminal has them and `NO_COLOR` is not set).
    public let usesColor: Bool
    /// The descriptor keys are read from: the terminal device, read by ``receiveInput()``
    /// (ncurses' own `wget_wch` is not used).
    public let inputDescriptor: Int32
    /// How long, in milliseconds, the rest of a sequence is waited for.
    public let escapeDelay: Int32

    let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    let colorPairs: ColorPairs
    /// The focus the current frame reported (see `CursesTerminal+Focus.swift`).
    let canvasReports = CanvasReports()
    let inputFile: UnsafeMutablePointer<FILE>
    private var framer: InputSequenceFramer
    /// The bytes typed while the terminal's answers were awaited at start-up, until
    /// ``receiveTypedAhead()`` takes them.
    private var typedAhead: [UInt8]
    /// Where `receiveInput` reads to, kept so a key press allocates no buffer.
    private var readBuffer = [UInt8](repeating: 0, count: 4_096)
    let outputFile: UnsafeMutablePointer<FILE>
    let outputDescriptor: Int32
    private(set) var stopped = false
    /// The main-queue source that answers SIGTSTP (Ctrl-Z), when it was not ignored at start.
    private var stopSource: DispatchSourceSignal?
    private let bracketedPaste: Bool
    /// Whether the full screen asked the terminal for the kitty keyboard protocol (see
    /// ``KeyboardEnhancement``) and takes its answer; inline mode's ``InlineScreen`` keeps its
    /// own.
    let asksKeyboardMode: Bool
    /// Whether the full screen pushes the mode: the terminal answered that it knows it.
    var keyboardEnhanced = false
    /// Whether an answer turned the mode on since ``takeKeyboardModeChange()`` last asked.
    var keyboardModeChanged = false
    /// Whether the mode is to be pushed after the next frame: ncurses enters the alternate
    /// screen in the frame after a start or a stop, and the mode belongs to that screen.
    var keyboardPushPending = false
    /// Whether ncurses has entered the alternate screen: from the first frame after a start or
    /// a stop until the next stop.
    var showsAlternateScreen = false
    /// The bytes a signal's restore writes (the full screen's), which the pop is put before
    /// once the mode is pushed.
    let restoreSequence: [UInt8]
    /// What the full screen does about grapheme clustering (see ``GraphemeClusterMode``);
    /// inline mode's ``InlineScreen`` keeps its own.
    let graphemeClusterPlan: GraphemeClusterMode.Plan
    /// Whether text is measured by grapheme cluster: the terminal answered that it clusters,
    /// or the program forced it.
    var measuresGraphemeClusters = false
    /// Whether the full screen set mode 2027, and resets it on every way out.
    var setsGraphemeClusterMode = false
    /// Whether an answer changed how text is measured since ``takeGraphemeClusterChange()``.
    var graphemeClustersChanged = false
    /// Inline mode's own output, when the terminal was started with `.inline` (see `InlineScreen`).
    let inlineScreen: InlineScreen?
    /// What sends full-screen frames in one write, when the terminal takes its sequences.
    ///
    /// This and ``frameBytes`` are `@exclusivity(unchecked)`: a frame modifies both at once
    /// (the writer appends to the bytes), and the runtime's check of each access cost more
    /// than the rest of the frame's bookkeeping. No access overlaps another of the same
    /// property: the terminal is main-actor isolated and neither is passed `inout` to code
    /// that reaches the terminal.
    @exclusivity(unchecked) var frameWriter: FrameWriter?
    /// The bytes of the frame being sent, kept so a frame allocates no buffer.
    @exclusivity(unchecked) var frameBytes: [UInt8] = []
    /// The frame the window's cells belong to (see ``RetainedFrame``): one more per frame
    /// presented, two more when the cells may no longer be what hosts drew.
    var frameNumber: UInt64 = 0
    /// The theme of the canvases ``canvas()`` makes (the application's, ``Application/theme``).
    var theme = Theme.dark

    /// Takes over the terminal.
    public static func start(_ options: TerminalOptions = TerminalOptions()) throws(TerminalStartupError)
        -> CursesTerminal
    {
        let (input, output) = try openDevice(options.device)
        let cleanUpDevice = {
            if options.device == .controllingTerminal {
                close(input)
                if output != input { close(output) }
            }
        }
        guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
            cleanUpDevice()
            throw .terminalTypeUnset
        }
        var status: Int32 = 0
        if setupterm(term, output, &status) != OK {
            cleanUpDevice()
            throw status == -1 ? .terminfoMissing(term) : .unknownTerminalType(term)
        }
        guard capability("cup") != nil else {
            releaseSetupTerminal()
            cleanUpDevice()
            throw .terminalTooLimited(term)
        }
        let inlineHeight = options.screen.inlineHeight
        // Bracketed paste belongs to the full screen (inline mode restores its own modes).
        let bracketedPaste = options.bracketedPaste && inlineHeight == nil
        let sendsLinks = HyperlinkSupport.isWanted(
            option: options.hyperlinks, environment: HyperlinkSupport.processEnvironment)
        let restore =
            inlineHeight == nil
            ? restoreSequence(mouse: options.mouse, bracketedPaste: bracketedPaste, links: sendsLinks)
            : InlineScreen.restoreSequence(links: sendsLinks)
        releaseSetupTerminal()

        ensureUTF8Locale()
        guard let inputFile = fdopen(dup(input), "r"), let outputFile = fdopen(dup(output), "w") else {
            cleanUpDevice()
            throw .cursesFailed("cannot open the terminal's streams")
        }
        if options.device == .controllingTerminal { cleanUpDevice() }

        // Our SIGWINCH source replaces ncurses' handler (ncurses only installs one over SIG_DFL),
        // so a resize is seen even while no key arrives.
        signal(SIGWINCH, SIG_IGN)
        // Ctrl-Z likewise: ncurses' SIGTSTP handler runs on whatever thread takes the signal and
        // redraws from there after `fg`, while the main thread draws too — the two interleaved
        // (`19;4H` shown as text in 2 runs of 13). The stop is handled on the main actor instead
        // (see suspend()). A SIGTSTP that was ignored stays ignored, and one that is already
        // handled — by ``MainLoop``, which stops the program itself — is left to its handler.
        let handlesStop = TerminalRestorer.isDefault(SIGTSTP)
        if handlesStop { signal(SIGTSTP, SIG_IGN) }
        TerminalRestorer.prepare(descriptor: fileno(outputFile), restoreSequence: restore)
        // Inline: ncurses' screen writes to /dev/null (it would enter the alternate screen).
        guard let cursesOutput = inlineHeight == nil ? outputFile : fopen("/dev/null", "w") else {
            TerminalRestorer.restoreNow()
            throw .cursesFailed("cannot open /dev/null for inline mode")
        }
        // ncurses takes the size from the device unless LINES and COLUMNS say otherwise: on a
        // terminal larger than ``maximumSize`` they say the clamped size, for newterm only.
        let restoreEnvironment = clampSizeForNcurses(descriptor: fileno(outputFile))
        let newScreen = newterm(term, cursesOutput, inputFile)
        restoreEnvironment()
        guard let screen = newScreen else {
            TerminalRestorer.restoreNow()
            throw .cursesFailed("newterm refused terminal type '\(term)'")
        }
        set_term(screen)
        guard let window = tc_stdscr() else {
            TerminalRestorer.restoreNow()
            throw .cursesFailed("no standard screen")
        }
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        var colors = options.colors && !noColor && has_colors()
        if colors {
            colors = start_color() != ERR
            if colors { use_default_colors() }
        }
        cbreak()
        noecho()
        nonl()
        // Inline mode sets the device's modes itself, flow control off among them, and puts back
        // the ones it finds (InlineScreen): turned off here first, it would put back "off".
        if inlineHeight == nil { Self.turnOffFlowControl(descriptor: fileno(inputFile)) }
        intrflush(window, false)
        keypad(window, true)
        nodelay(window, true)
        leaveok(window, true)
        curs_set(0)
        // Input is read by receiveInput, not by ncurses: ncurses need not look for typed-ahead
        // keys before each refresh (a poll per frame) nor wait for escape sequences.
        typeahead(-1)
        set_escdelay(0)
        // Questions go to a terminal only: a program whose streams are not one gets no answer.
        let asksTerminal = isatty(fileno(inputFile)) != 0 && isatty(fileno(outputFile)) != 0
        let asksKeyboardFlags = KeyboardEnhancement.isWanted(by: options) && asksTerminal
        var graphemeClusterPlan = GraphemeClusterMode.plan(for: options)
        if graphemeClusterPlan == .ask, !asksTerminal { graphemeClusterPlan = .forceOff }
        // The full screen does not wait for the answers: the first frame comes at once, and the
        // answers are taken among the keys whenever they arrive.
        if inlineHeight == nil {
            let questions =
                (asksKeyboardFlags ? KeyboardEnhancement.query : "")
                + (graphemeClusterPlan == .ask ? GraphemeClusterMode.query : "")
            if !questions.isEmpty { writeAll(Array(questions.utf8)[...], to: fileno(outputFile)) }
        }
        var typedAhead: [UInt8] = []
        if bracketedPaste {
            // Pastes arrive marked, as one event (see InputSequenceFramer); the restore
            // sequence and stop() turn the mode off again.
            _ = fputs(bracketedPasteOn, outputFile)
            fflush(outputFile)
        }
        if options.mouse && inlineHeight == nil {
            mousemask(
                tc_button1_pressed() | tc_button1_released() | tc_button3_pressed()
                    | tc_button4_pressed() | tc_button5_pressed(), nil)
            mouseinterval(0)
        }
        let inlineScreen = inlineHeight.map {
            InlineScreen(
                height: $0, keepsBlockOnExit: options.keepsInlineBlockOnExit, sendsLinks: sendsLinks,
                inputDescriptor: fileno(inputFile),
                outputDescriptor: fileno(outputFile),
                cursesOutput: cursesOutput)
        }
        if let inlineScreen {
            typedAhead = inlineScreen.begin(
                asksKeyboardFlags: asksKeyboardFlags, graphemeClusterPlan: graphemeClusterPlan)
        }
        return CursesTerminal(
            screen: screen, window: window, inputFile: inputFile, outputFile: outputFile,
            usesColor: colors, escapeDelay: options.escapeDelay, bracketedPaste: bracketedPaste,
            handlesStop: handlesStop, inlineScreen: inlineScreen, trueColor: takesTrueColor(),
            links: sendsLinks,
            asksKeyboardMode: inlineHeight == nil && asksKeyboardFlags, restoreSequence: restore,
            graphemeClusterPlan: graphemeClusterPlan, typedAhead: typedAhead
        )
    }

    init(
        screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>,
        inputFile: UnsafeMutablePointer<FILE>, outputFile: UnsafeMutablePointer<FILE>,
        usesColor: Bool, escapeDelay: Int32, bracketedPaste: Bool, handlesStop: Bool, inlineScreen: InlineScreen?,
        trueColor: Bool, links: Bool = false, asksKeyboardMode: Bool = false, restoreSequence: [UInt8] = [],
        graphemeClusterPlan: GraphemeClusterMode.Plan = .forceOff, typedAhead: [UInt8] = []
    ) {
        self.inlineScreen = inlineScreen
        self.asksKeyboardMode = asksKeyboardMode
        self.restoreSequence = restoreSequence
        self.graphemeClusterPlan = graphemeClusterPlan
        self.typedAhead = typedAhead
        self.screen = screen
        self.window = window
        self.inputFile = inputFile
        self.outputFile = outputFile
        self.inputDescriptor = fileno(inputFile)
        self.escapeDelay = escapeDelay
        self.framer = InputSequenceFramer(match: Self.keyMatch)
        // The full screen takes its answers among the keys whenever they come; inline mode, the
        // ones its wait did not get.
        framer.awaitsAnswers =
            inlineScreen.map(\.awaitsAnswers) ?? (asksKeyboardMode || graphemeClusterPlan == .ask)
        self.bracketedPaste = bracketedPaste
        self.outputDescriptor = fileno(outputFile)
        self.usesColor = usesColor
        let frameWriterFits = inlineScreen == nil && FrameWriter.isSupported()
        // 24-bit colours go only into frames TermCells sends itself: ncurses' know the palette.
        // Links too: ncurses sends none.
        let sendsFrames = frameWriterFits || inlineScreen != nil
        let colorPairs = ColorPairs(
            enabled: usesColor, trueColor: trueColor && sendsFrames, links: links && sendsFrames)
        self.colorPairs = colorPairs
        self.size = Size(width: Int(tc_getmaxx(window)), height: Int(tc_getmaxy(window)))
        self.frameWriter = frameWriterFits ? FrameWriter(colorPairs: colorPairs) : nil
        inlineScreen?.styles = CellStyles(colorPairs: colorPairs)
        startGraphemeClusters()
        if handlesStop {
            let source = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.suspend() }
            }
            source.resume()
            stopSource = source
        }
    }

    /// Ctrl-Z, on the main actor: gives the terminal back as `stop()` does, then stops the
    /// process. After `fg`, the next frame takes the terminal again (ncurses' `doupdate`
    /// re-enters its modes after `endwin`) and ``resumeAfterStop()`` repaints every cell.
    private func suspend() {
        guard !stopped else { return }
        suspendForStop()
        // SIGTSTP is ignored so that it reaches us here; SIGSTOP stops the process the same way.
        kill(getpid(), SIGSTOP)
    }

    /// A canvas covering the whole screen.
    public func canvas() -> CursesCanvas {
        var canvas = CursesCanvas(
            window: window, colorPairs: colorPairs, bounds: Rect(origin: .zero, size: size),
            canvasReports: canvasReports,
            retainedFrame: RetainedFrame(owner: ObjectIdentifier(self), number: frameNumber))
        canvas.theme = theme
        return canvas
    }

    /// Makes every host draw all its cells at the next frame: for a program that drew over
    /// a host and then took that away (a dialog closed), or wrote to the window itself.
    public func forgetDrawnFrames() {
        frameNumber &+= 2
    }

    /// Writes all of `bytes` to `descriptor`, retrying after signals; gives up on an error.
    static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// The largest screen TermCells draws: 2,000 columns by 1,000 rows. A larger terminal
    /// (up to 65,535 each way) shows the screen in its top-left corner.
    ///
    /// ncurses cannot address 32,768 rows or columns (its `doupdate` crashes there), and keeps
    /// three copies of the screen at about 80 bytes a cell — 8 GB for 10,000 by 10,000. Clamped,
    /// the screen costs at most about 160 MB, whatever size the terminal says it has.
    public static let maximumSize = Size(width: 2_000, height: 1_000)

    /// The terminal's size as TermCells uses it: the device's, at most ``maximumSize``.
    static func clamped(rows: UInt16, columns: UInt16) -> (rows: Int32, columns: Int32) {
        (Int32(min(Int(rows), maximumSize.height)), Int32(min(Int(columns), maximumSize.width)))
    }

    /// Sets `LINES` and `COLUMNS` to the clamped size when the device is larger than
    /// ``maximumSize``; returns what puts the environment back. ncurses reads the size at
    /// `newterm` and again when a `doupdate` resumes the screen after `endwin`.
    static func clampSizeForNcurses(descriptor: Int32) -> () -> Void {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0,
            Int(size.ws_row) > maximumSize.height || Int(size.ws_col) > maximumSize.width
        else { return {} }
        let clamped = clamped(rows: size.ws_row, columns: size.ws_col)
        let saved: [(String, String?)] = ["LINES", "COLUMNS"].map { (name: String) in
            (name, getenv(name).map { String(cString: $0) })
        }
        setenv("LINES", String(size.ws_row == 0 ? 24 : clamped.rows), 1)
        setenv("COLUMNS", String(size.ws_col == 0 ? 80 : clamped.columns), 1)
        return {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
    }

    /// Reads the terminal's size from the device and resizes ncurses' screen to it (at most
    /// ``maximumSize``). Returns whether the size changed.
    @discardableResult
    public func updateSize() -> Bool {
        if let inlineScreen {
            defer { size = inlineScreen.blockSize }
            return inlineScreen.updateSize()
        }
        var winsize = winsize()
        if ioctl(outputDescriptor, UInt(TIOCGWINSZ), &winsize) == 0, winsize.ws_row > 0, winsize.ws_col > 0 {
            let clamped = Self.clamped(rows: winsize.ws_row, columns: winsize.ws_col)
            resize_term(clamped.rows, clamped.columns)
        }
        let newSize = Size(width: Int(tc_getmaxx(window)), height: Int(tc_getmaxy(window)))
        defer { size = newSize }
        if newSize != size { forgetDrawnFrames() }
        return newSize != size
    }

    /// Forces the next frame to repaint every cell, for when something else wrote
    /// to the terminal (after a suspend, for example).
    public func invalidate() {
        forgetDrawnFrames()
        inlineScreen?.invalidate()
        frameWriter?.invalidate()
        clearok(window, true)
    }

    /// Takes the terminal back after a stop (Ctrl-Z) and `fg`: repaints every cell at the next
    /// frame and turns keypad mode back on now.
    ///
    /// ncurses' SIGTSTP handler leaves keypad mode when the process stops and turns it back on
    /// only at the next read, so the first key typed after `fg` (an arrow, say) would arrive in
    /// the terminal's cursor-key mode and be misread. Its buffer is empty here (the handler
    /// refreshed before returning), so writing the capability directly cannot interleave.
    public func resumeAfterStop() {
        if let inlineScreen { return inlineScreen.resume() }
        if let keypadOn = Self.capability("smkx") {
            Self.writeAll(keypadOn[...], to: outputDescriptor)
        }
        // The stop turned bracketed paste off (see leaveFullScreenModes()).
        if bracketedPaste { Self.writeAll(Array(Self.bracketedPasteOn.utf8)[...], to: outputDescriptor) }
        setGraphemeClusterModeAgain()
        invalidate()
    }

    /// Gives the terminal back: leaves the alternate screen, shows the cursor, restores modes.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        if let stopSource {
            stopSource.cancel()
            signal(SIGTSTP, SIG_DFL)
        }
        leaveFullScreenModes()
        inlineScreen?.finish(window)
        stopGraphemeClusters()
        endwin()
        TerminalRestorer.disarm()
        delscreen(screen)
        if let inlineScreen, inlineScreen.cursesOutput != outputFile { fclose(inlineScreen.cursesOutput) }
        fclose(inputFile)
        fclose(outputFile)
    }

    /// Turns off the modes the full screen set besides ncurses' own, before `endwin` leaves
    /// the screen (a stop, the end): the kitty keyboard mode, mode 2027, bracketed paste.
    func leaveFullScreenModes() {
        popKeyboardMode()
        resetGraphemeClusterMode()
        if bracketedPaste {
            fflush(outputFile)
            Self.writeAll(Array(Self.bracketedPasteOff.utf8)[...], to: outputDescriptor)
        }
    }

    // MARK: - Input

    /// What one ``receiveInput()`` found.
    public enum InputReception: Equatable {
        /// Input was read; `holding` says whether some bytes wait for the rest of a sequence,
        /// in which case ``flushHeldInput()`` is due after ``escapeDelay`` milliseconds.
        case received(events: [InputEvent], holding: Bool)
        /// Nothing to read now.
        case empty
        /// The terminal is gone (end of file or an error): stop reading it.
        case closed
    }

    /// Reads what the terminal has sent and decodes the whole keys, characters and mouse
    /// reports in it (see `InputSequenceFramer`).
    ///
    /// - Parameter polled: what a `poll(2)` the caller has just made reported for
    ///   ``inputDescriptor`` (its `revents`), so that a key costs one `poll`; nil to have this
    ///   method ask the descriptor itself.
    /// - Returns: the events read, nothing to read, or a terminal that is gone.
    public func receiveInput(polled: Int16? = nil) -> InputReception {
        // The descriptor is blocking (it is shared with the shell); a wake-up with nothing to
        // read must not stall the loop in `read`.
        var revents = polled ?? 0
        if polled == nil {
            var ready = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 0) == 1 else { return .empty }
            revents = ready.revents
        }
        if revents & Int16(POLLIN) == 0 { return revents == 0 ? .empty : .closed }
        let descriptor = inputDescriptor
        let count = readBuffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            return errno == EAGAIN || errno == EINTR || errno == EWOULDBLOCK ? .empty : .closed
        }
        if count == 0 { return .closed }
        // Keys typed while the terminal's answers were awaited come first, when the program's
        // own loop has not taken them (``receiveTypedAhead()``).
        if !typedAhead.isEmpty {
            defer { typedAhead = [] }
            return frame((typedAhead + readBuffer[0..<count])[...])
        }
        return frame(readBuffer[0..<count])
    }

    /// The keys typed while the terminal's answers were awaited at start-up, as
    /// ``receiveInput(polled:)`` would have read them: for ``Application`` to handle before it
    /// waits for the terminal (a program's own loop gets them with the next bytes read).
    /// ``InputReception/empty`` after the first call, or when there were none.
    func receiveTypedAhead() -> InputReception {
        guard !typedAhead.isEmpty else { return .empty }
        defer { typedAhead = [] }
        return frame(typedAhead[...])
    }

    private func frame(_ bytes: ArraySlice<UInt8>) -> InputReception {
        var events = Self.events(takingAnswers(from: framer.receive(bytes)))
        SignalKeys.raiseSignals(in: &events, descriptor: inputDescriptor)
        return .received(events: events, holding: !framer.held.isEmpty || framer.spansReads)
    }

    /// The escape delay has passed: the events of what was held, without cut-off sequences.
    ///
    /// A paste still under way ends here only when no more bytes wait to be read: a long paste
    /// that arrives in many reads must not be cut by a late timer into text and typed keys. So
    /// does the dropping of an overlong escape sequence.
    public func flushHeldInput() -> [InputEvent] {
        if framer.spansReads {
            var ready = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 0) == 1 { return [] }
        }
        var events = Self.events(takingAnswers(from: framer.flush()))
        SignalKeys.raiseSignals(in: &events, descriptor: inputDescriptor)
        return events
    }

    /// Keys by their ncurses codes, mouse reports decoded, Esc and a character folded into Alt,
    /// a paste as one ``InputEvent/paste(_:)``, in the order they came.
    private static func events(_ tokens: [InputToken]) -> [InputEvent] {
        var events: [InputEvent] = []
        var segment = tokens[...]
        while let pasteIndex = segment.firstIndex(where: { if case .paste = $0 { return true } else { return false } })
        {
            events += keyEvents(segment[..<pasteIndex])
            if case .paste(let bytes) = segment[pasteIndex] {
                events.append(.paste(String(decoding: bytes, as: UTF8.self)))
            }
            segment = segment[(pasteIndex + 1)...]
        }
        return events + keyEvents(segment)
    }

    private static func keyEvents(_ tokens: ArraySlice<InputToken>) -> [InputEvent] {
        var remaining = tokens
        var events: [InputEvent] = []
        CursesInputDecoder.drain(
            read: {
                while let token = remaining.popFirst() {
                    switch token {
                    case .character(let value): return .character(value)
                    case .escape: return .character(27)
                    case .key(let sequence):
                        // The terminal's description first: what it names, it names as ncurses
                        // does (Shift-F1 is F13); then the forms read from their bytes.
                        let code = keyCode(sequence)
                        if code > 0, let event = CursesInputDecoder.decodeKeyCode(code) { return .key(event) }
                        if let event = ControlSequenceKey.event(sequence) { return .key(event) }
                    case .mouse(let report):
                        if let event = MouseReport.event(report) { return .mouse(event) }
                    case .paste:
                        break  // cut out by events(_:)
                    case .keyboardFlags, .graphemeClusterState:
                        break  // taken by takingAnswers(from:)
                    }
                }
                return nil
            },
            emit: { events.append($0) }
        )
        return events
    }

    /// How `bytes` relate to the keys ncurses knows for this terminal.
    private static func keyMatch(_ bytes: [UInt8]) -> InputSequenceFramer.KeyMatch {
        let code = keyCode(bytes)
        return code > 0 ? .key : code < 0 ? .prefix : .none
    }

    /// ncurses' code for the key whose sequence `bytes` is (`key_defined`): positive for a key,
    /// negative for the start of one, 0 for neither.
    private static func keyCode(_ bytes: [UInt8]) -> Int32 {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { text in
            for (index, byte) in bytes.enumerated() { text[index] = CChar(bitPattern: byte) }
            text[bytes.count] = 0
            return key_defined(text.baseAddress)
        }
    }

    // MARK: - Start-up helpers

    private static func openDevice(_ device: TerminalOptions.Device) throws(TerminalStartupError) -> (Int32, Int32) {
        switch device {
        case .standardStreams:
            guard isatty(0) != 0 else { throw .inputNotATerminal }
            guard isatty(1) != 0 else { throw .outputNotATerminal }
            return (0, 1)
        case .controllingTerminal:
            let fd = open("/dev/tty", O_RDWR | O_NOCTTY)
            guard fd >= 0 else { throw .cannotOpenTerminalDevice("/dev/tty") }
            return (fd, fd)
        }
    }

    /// A string capability of the terminal set up by `setupterm`, or nil when it has none.
    static func capability(_ name: String) -> [UInt8]? {
        guard let value = tigetstr(name) else { return nil }
        if Int(bitPattern: value) == -1 { return nil }
        let bytes = Array(
            UnsafeBufferPointer(
                start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), count: strlen(value)))
        return bytes.isEmpty ? nil : bytes
    }

    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"

    /// The bytes that undo the screen's modes, for signal-time restores. `links`: frames are
    /// sent with links, and a signal may come while one is open, which what the shell prints
    /// next must not lead to.
    private static func restoreSequence(mouse: Bool, bracketedPaste: Bool, links: Bool) -> [UInt8] {
        var bytes: [UInt8] = links ? LinkSequences.closing : []
        if bracketedPaste { bytes += Array(bracketedPasteOff.utf8) }
        if mouse, capability("kmous") != nil {
            bytes += Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)
        }
        for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = capability(name) { bytes += value }
        }
        return bytes
    }

    private static func releaseSetupTerminal() {
        if let terminal = set_curterm(nil) { del_curterm(terminal) }
    }

    /// Wide characters need a UTF-8 `LC_CTYPE`. Take the user's locale; when it is not
    /// UTF-8 (an unset `LANG` on a server), fall back to C.UTF-8 for character handling only.
    static func ensureUTF8Locale() {
        setlocale(LC_ALL, "")
        if let codeset = nl_langinfo(nl_item(CODESET)),
            String(cString: codeset).uppercased().replacingUTF8Dash() == "UTF8"
        {
            return
        }
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
    }
}

extension String {
    fileprivate func replacingUTF8Dash() -> String { filter { $0 != "-" } }
}
