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

    /// ncurses' screen and window, and the streams they were made on.
    let handles: CursesHandles
    let colorPairs: ColorPairs
    /// The focus the current frame reported (see `CursesTerminal+Focus.swift`).
    let canvasReports = CanvasReports()
    /// What keys are read into and cut by.
    private var input: InputReading
    /// Running (with the main-queue source that answers SIGTSTP, Ctrl-Z, when it was not
    /// ignored at start) or stopped.
    private(set) var runState = RunState.running(stopSource: nil)
    /// The terminal's modes beside ncurses' own (see ``TerminalModes``), full screen and
    /// inline alike.
    let modes: TerminalModes
    /// Inline mode's own output, when the terminal was started with `.inline` (see `InlineScreen`).
    let inlineScreen: InlineScreen?
    /// What an offscreen terminal made for an inline application's tests printed above its
    /// block (see ``OffscreenScrollback``); nil for every other terminal.
    var offscreenScrollback: OffscreenScrollback?
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

    var screen: OpaquePointer { handles.screen }
    var window: UnsafeMutablePointer<WINDOW> { handles.window }
    var inputFile: UnsafeMutablePointer<FILE> { handles.inputFile }
    var outputFile: UnsafeMutablePointer<FILE> { handles.outputFile }
    var outputDescriptor: Int32 { fileno(handles.outputFile) }

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
        ensureUTF8Locale()
        guard let inputFile = fdopen(dup(input), "r"), let outputFile = fdopen(dup(output), "w") else {
            releaseSetupTerminal()
            cleanUpDevice()
            throw .cursesFailed("cannot open the terminal's streams")
        }
        // Questions go to a terminal only: a program whose streams are not one gets no answer.
        let setting = TerminalModeSetting(
            options: options, isInline: inlineHeight != nil,
            asksTerminal: isatty(fileno(inputFile)) != 0 && isatty(fileno(outputFile)) != 0,
            environment: { name in getenv(name).flatMap { $0.pointee == 0 ? nil : String(cString: $0) } },
            capability: { capability($0) }, knowsCellPixels: cellPixels(descriptor: output) != nil)
        let modes = TerminalModes(setting, output: fileno(outputFile))
        if inlineHeight == nil {
            modes.useRestore(before: kittyImagesRestore(options: options), after: fullScreenRestoreTail())
        } else {
            modes.useRestore(before: Array(InlinePlacement.eraseBlock.utf8), after: InlineScreen.restoreTail())
        }
        let trueColor = modes.grants(TrueColorMode.self)
        releaseSetupTerminal()
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
        TerminalRestorer.prepare(descriptor: fileno(outputFile), restoreSequence: modes.restoreSequence)
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
        ImageProtocol.active = chooseImageProtocol(options: options, colors: colors, trueColor: trueColor)
        ImageProtocol.activeColorCount = trueColor ? 1 << 24 : Int(max(8, tigetnum("colors")))
        ImageProtocol.activeCellPixels = Self.cellPixels(descriptor: fileno(outputFile)) ?? Size(width: 10, height: 20)
        ImageProtocol.activeSixelRegisters = 256
        ImageProtocol.activeSixelGeometry = nil
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
        // The full screen does not wait for the answers: the first frame comes at once, and the
        // answers are taken among the keys whenever they arrive. Inline mode waits, for the
        // cursor's place too.
        var typedAhead: [UInt8] = []
        if inlineHeight == nil { modes.ask() }
        modes.prepare()
        let inlineScreen = inlineHeight.map {
            InlineScreen(
                height: $0, keepsBlockOnExit: options.keepsInlineBlockOnExit, modes: modes,
                inputDescriptor: fileno(inputFile),
                outputDescriptor: fileno(outputFile),
                cursesOutput: cursesOutput)
        }
        if let inlineScreen { typedAhead = inlineScreen.begin() }
        return CursesTerminal(
            handles: CursesHandles(screen: screen, window: window, inputFile: inputFile, outputFile: outputFile),
            usesColor: colors, escapeDelay: options.escapeDelay, handlesStop: handlesStop, inlineScreen: inlineScreen,
            trueColor: trueColor, links: modes.grants(LinksMode.self), modes: modes, typedAhead: typedAhead
        )
    }

    init(
        handles: CursesHandles, usesColor: Bool, escapeDelay: Int32, handlesStop: Bool, inlineScreen: InlineScreen?,
        trueColor: Bool, links: Bool, modes: TerminalModes = TerminalModes(), typedAhead: [UInt8] = []
    ) {
        self.inlineScreen = inlineScreen
        self.modes = modes
        self.handles = handles
        self.inputDescriptor = fileno(handles.inputFile)
        self.escapeDelay = escapeDelay
        // The full screen takes its answers among the keys whenever they come; inline mode, the
        // ones its wait did not get.
        input = InputReading(framer: InputSequenceFramer(match: Self.keyMatch), typedAhead: typedAhead)
        input.framer.awaitsAnswers = modes.awaitsAnswers
        self.usesColor = usesColor
        let frameWriterFits = inlineScreen == nil && FrameWriter.isSupported()
        // 24-bit colours go only into frames TermCells sends itself: ncurses' know the palette.
        // Links too: ncurses sends none.
        let sendsFrames = frameWriterFits || inlineScreen != nil
        let colorPairs = ColorPairs(
            enabled: usesColor, trueColor: trueColor && sendsFrames, links: links && sendsFrames)
        self.colorPairs = colorPairs
        self.size = Size(width: Int(tc_getmaxx(handles.window)), height: Int(tc_getmaxy(handles.window)))
        self.frameWriter = frameWriterFits ? FrameWriter(colorPairs: colorPairs) : nil
        inlineScreen?.styles = CellStyles(colorPairs: colorPairs)
        if handlesStop {
            let source = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.suspend() }
            }
            source.resume()
            runState = .running(stopSource: source)
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
        ImageProtocol.activeCellPixels = cellPixels()
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
        // The stop reset the modes (see leaveFullScreenModes()) and deleted the images.
        Self.writeAll(modes.setAgain()[...], to: outputDescriptor)
        KittyImageStore.shared.uploadAgain()
        invalidate()
    }

    /// Gives the terminal back: leaves the alternate screen, shows the cursor, restores modes.
    public func stop() {
        guard case .running(let stopSource) = runState else { return }
        runState = .stopped
        if let stopSource {
            stopSource.cancel()
            signal(SIGTSTP, SIG_DFL)
        }
        if let inlineScreen { inlineScreen.finish(window) } else { leaveFullScreenModes() }
        modes.finish()
        endwin()
        TerminalRestorer.disarm()
        delscreen(screen)
        if let inlineScreen, inlineScreen.cursesOutput != outputFile { fclose(inlineScreen.cursesOutput) }
        fclose(inputFile)
        fclose(outputFile)
    }

    /// Resets the modes the full screen set besides ncurses' own, before `endwin` leaves the
    /// screen (a stop, the end), after what ncurses' buffer holds.
    func leaveFullScreenModes() {
        GraphicsLayer.shared.forgetShown()
        let bytes = KittyImageStore.shared.deleteAll() + modes.leave()
        guard !bytes.isEmpty else { return }
        fflush(outputFile)
        Self.writeAll(bytes[...], to: outputDescriptor)
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
        let count = input.buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            return errno == EAGAIN || errno == EINTR || errno == EWOULDBLOCK ? .empty : .closed
        }
        if count == 0 { return .closed }
        // Keys typed while the terminal's answers were awaited come first, when the program's
        // own loop has not taken them (``receiveTypedAhead()``).
        if !input.typedAhead.isEmpty {
            defer { input.typedAhead = [] }
            return frame((input.typedAhead + input.buffer[0..<count])[...])
        }
        return frame(input.buffer[0..<count])
    }

    /// The keys typed while the terminal's answers were awaited at start-up, as
    /// ``receiveInput(polled:)`` would have read them: for ``Application`` to handle before it
    /// waits for the terminal (a program's own loop gets them with the next bytes read).
    /// ``InputReception/empty`` after the first call, or when there were none.
    func receiveTypedAhead() -> InputReception {
        guard !input.typedAhead.isEmpty else { return .empty }
        defer { input.typedAhead = [] }
        return frame(input.typedAhead[...])
    }

    private func frame(_ bytes: ArraySlice<UInt8>) -> InputReception {
        var events = Self.events(takingAnswers(from: input.framer.receive(bytes)))
        SignalKeys.raiseSignals(in: &events, descriptor: inputDescriptor)
        return .received(events: events, holding: !input.framer.held.isEmpty || input.framer.spansReads)
    }

    /// `tokens` without the terminal's answers to the modes' questions, which the modes take
    /// (``TerminalModes/take(_:)``): an answer is never a key.
    private func takingAnswers(from tokens: [InputToken]) -> [InputToken] {
        func isAnswer(_ token: InputToken) -> Bool { if case .answer = token { true } else { false } }
        guard tokens.contains(where: isAnswer) else { return tokens }
        for case .answer(let answer) in tokens {
            let change = modes.take(answer[...])
            if change.contains(.images) { takeImageAnswers() }
            // What the terminal shows was measured, or its images drawn, the old way: every
            // cell is sent again.
            if !change.isDisjoint(with: [.remeasure, .images]) { invalidate() }
        }
        // Once every question is answered, nothing typed is held as the start of an answer.
        input.framer.awaitsAnswers = modes.awaitsAnswers
        return tokens.filter { !isAnswer($0) }
    }

    /// The escape delay has passed: the events of what was held, without cut-off sequences.
    ///
    /// A paste still under way ends here only when no more bytes wait to be read: a long paste
    /// that arrives in many reads must not be cut by a late timer into text and typed keys. So
    /// does the dropping of an overlong escape sequence.
    public func flushHeldInput() -> [InputEvent] {
        if input.framer.spansReads {
            var ready = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 0) == 1 { return [] }
        }
        var events = Self.events(takingAnswers(from: input.framer.flush()))
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
                    case .answer:
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

    /// What a signal's restore writes after the modes' bytes on the full screen: attributes
    /// reset, the cursor shown, keypad mode and the alternate screen left. Read from terminfo,
    /// so call while a terminal is set up.
    private static func fullScreenRestoreTail() -> [UInt8] {
        ["sgr0", "cnorm", "rmkx", "rmcup"].flatMap { capability($0) ?? [] }
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
