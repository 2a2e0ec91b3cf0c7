import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal side of inline mode: a block of rows under the shell's cursor, on the normal
/// screen.
///
/// ncurses still keeps the window content draws into (sized to the block) and still knows the
/// terminal's keys, but its screen writes to `/dev/null`: it would enter the alternate screen
/// and address the whole terminal. Instead each frame is read back from the window and sent by
/// an ``InlineRenderer`` in relative cursor motions, with the cursor parked on the block's
/// top-left cell between frames. That fixed place is what lets a signal handler erase the
/// block with a constant sequence (``restoreSequence(keyboardEnhanced:links:graphemeClusterMode:)``), or keep it with one chosen after
/// each frame, lines be printed above it (``InlineOutput``), and a resize start again from it.
@MainActor
final class InlineScreen {
    let height: InlineHeight
    /// Whether the end leaves the block's last frame on screen (see
    /// ``TerminalOptions/keepsInlineBlockOnExit``) rather than erasing it.
    let keepsBlockOnExit: Bool
    /// The `/dev/null` stream ncurses' screen writes to; closed after the screen is deleted.
    let cursesOutput: UnsafeMutablePointer<FILE>
    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    /// The bytes of frames, lines above and exits.
    private(set) var output: InlineOutput
    private var terminalSize: Size
    private(set) var blockSize: Size
    /// The rows a signal's restore leaves on screen (when the block is kept), as last set.
    private var rowsKeptBySignals: Int?
    private var savedSettings = termios()
    private var hasSavedSettings = false
    private var modesOn = false
    /// Whether the terminal takes the kitty keyboard protocol's mode (see
    /// ``KeyboardEnhancement``): pushed whenever the modes are entered, popped whenever they
    /// are left. Known from ``begin(asksKeyboardFlags:)`` on.
    private(set) var keyboardEnhanced = false
    /// Whether the terminal clusters graphemes (see ``GraphemeClusterMode``), as it answered
    /// in ``begin(asksKeyboardFlags:graphemeClusterPlan:)`` or the program forced.
    private(set) var measuresGraphemeClusters = false
    /// Whether mode 2027 is set whenever the modes are entered and reset whenever they are left.
    private var setsGraphemeClusterMode = false
    /// Whether an answer asked for in ``begin(asksKeyboardFlags:graphemeClusterPlan:)`` had not
    /// come when the wait ended: its rest may still come, among the keys.
    private(set) var awaitsAnswers = false
    var styles = CellStyles()

    /// Whether frames are sent with links (``LinkSequences``), so that giving the terminal
    /// back closes any a signal interrupted.
    let sendsLinks: Bool

    init(
        height: InlineHeight, keepsBlockOnExit: Bool = false, sendsLinks: Bool = false, inputDescriptor: Int32,
        outputDescriptor: Int32, cursesOutput: UnsafeMutablePointer<FILE>
    ) {
        self.height = height
        self.keepsBlockOnExit = keepsBlockOnExit
        self.sendsLinks = sendsLinks
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.cursesOutput = cursesOutput
        let terminalSize = Self.readTerminalSize(outputDescriptor) ?? Size(width: 80, height: 24)
        self.terminalSize = terminalSize
        blockSize = Size(width: terminalSize.width, height: height.rows(terminalHeight: terminalSize.height))
        output = InlineOutput(
            sequences: StyleSequences(), autoWrap: AutoWrapSequences(string: CursesTerminal.capability),
            terminalWraps: tigetflag("am") > 0 && tigetflag("xenl") > 0,
            rows: blockSize.height)
    }

    /// The bytes a signal handler or `exit` writes to give the terminal back: erase the block
    /// from its top-left cell down, reset attributes, show the cursor, leave keypad mode. Read
    /// from terminfo, so call while a terminal is set up. No `rmcup`: the alternate screen was
    /// never entered. A block kept on exit replaces it after each frame (see ``present(_:)``).
    static func restoreSequence(keyboardEnhanced: Bool = false, links: Bool = false, graphemeClusterMode: Bool = false)
        -> [UInt8]
    {
        Array(InlinePlacement.eraseBlock.utf8)
            + modesOff(keyboardEnhanced: keyboardEnhanced, links: links, graphemeClusterMode: graphemeClusterMode)
    }

    /// The keyboard mode popped and the grapheme clustering mode reset (when they were set),
    /// attributes reset, cursor shown, keypad mode left, auto-wrap on and, where frames carry
    /// links, no link open (a signal may come in the middle of a frame, which turns auto-wrap
    /// off and may have a link open).
    private static func modesOff(keyboardEnhanced: Bool, links: Bool, graphemeClusterMode: Bool) -> [UInt8] {
        var bytes: [UInt8] = links ? LinkSequences.closing : []
        if keyboardEnhanced { bytes += KeyboardEnhancement.popBytes }
        if graphemeClusterMode { bytes += GraphemeClusterMode.resetBytes }
        for name in ["sgr0", "cnorm", "rmkx"] {
            if let value = CursesTerminal.capability(name) { bytes += value }
        }
        if let autoWrap = AutoWrapSequences(string: CursesTerminal.capability) { bytes += autoWrap.on }
        return bytes
    }

    /// Takes the terminal: keys unbuffered and unechoed, keypad mode, cursor hidden, then asks
    /// where its cursor is and, when `asksKeyboardFlags`, whether it knows the kitty keyboard
    /// protocol (pushing its mode when it does) and, when `graphemeClusterPlan` says to ask,
    /// whether it clusters graphemes (setting mode 2027 when it can). The block's rows are
    /// reserved at the next frame (on a new line when the cursor is not at the start of one).
    /// Sizes ncurses' screen to the block. Returns the keys typed while the answers were awaited.
    func begin(asksKeyboardFlags: Bool, graphemeClusterPlan: GraphemeClusterMode.Plan = .forceOff) -> [UInt8] {
        enterModes()
        let replies = TerminalReplies.ask(
            cursorPosition: true, keyboardFlags: asksKeyboardFlags, graphemeClusters: graphemeClusterPlan == .ask,
            input: inputDescriptor, output: outputDescriptor)
        awaitsAnswers = !replies.isComplete
        var modes: [UInt8] = []
        if replies.keyboardFlags != nil {
            keyboardEnhanced = true
            modes += KeyboardEnhancement.pushBytes
        }
        let answer = replies.graphemeClusterState.map(GraphemeClusterMode.Answer.init(state:))
        if graphemeClusterPlan == .forceOn || answer == .clusters(setsMode: true) {
            setsGraphemeClusterMode = true
            modes += GraphemeClusterMode.setBytes
        }
        measuresGraphemeClusters = setsGraphemeClusterMode || answer == .clusters(setsMode: false)
        if !modes.isEmpty {
            CursesTerminal.writeAll(modes[...], to: outputDescriptor)
            TerminalRestorer.use(
                Self.restoreSequence(
                    keyboardEnhanced: keyboardEnhanced, links: sendsLinks, graphemeClusterMode: setsGraphemeClusterMode)
            )
        }
        output.begin(cursorMidLine: replies.cursorColumn.map { $0 > 1 } ?? false)
        resize_term(Int32(blockSize.height), Int32(blockSize.width))
        return replies.otherInput
    }

    /// Sends what changed in `window` (the block's content) since the last frame, after the
    /// motions that place the block and the lines printed above it: one write.
    ///
    /// Nothing is sent when the terminal's size changed since the block was sized: rows as wide
    /// as the old width would wrap on a narrower terminal, and a wrap on the bottom row would
    /// scroll a row of the block into the scrollback. The SIGWINCH that follows has the block
    /// redrawn at the new size, with the lines that wait.
    func present(_ window: UnsafeMutablePointer<WINDOW>) {
        if let size = Self.readTerminalSize(outputDescriptor), size != terminalSize { return }
        let frame = frame(of: window)
        let bytes = output.bytes(for: frame)
        CursesTerminal.writeAll(bytes[...], to: outputDescriptor)
        if keepsBlockOnExit { keepOnSignals(rows: frame.contentRows) }
    }

    /// Has the next frame print `lines` above the block (see ``LinesAbove``), which moves
    /// down under them and is drawn whole.
    func insertAbove(_ lines: [String]) {
        output.insertAbove(lines, width: terminalSize.width)
    }

    /// Reads the terminal's size; when it changed, sizes the block and ncurses' screen to it
    /// and has the next frame erase the old block (whatever the terminal made of it: cropped,
    /// reflowed) and draw the new one from scratch at the same top row. Returns whether the
    /// terminal's size changed.
    func updateSize() -> Bool {
        guard let size = Self.readTerminalSize(outputDescriptor), size != terminalSize else { return false }
        terminalSize = size
        blockSize = Size(width: size.width, height: height.rows(terminalHeight: size.height))
        resize_term(Int32(blockSize.height), Int32(blockSize.width))
        output.resize(rows: blockSize.height)
        return true
    }

    /// Forgets what the terminal shows: the next frame writes every row.
    func invalidate() {
        output.invalidate()
    }

    /// Gives the terminal back for a stop (Ctrl-Z): prints the lines that wait, erases the
    /// block, so the shell prompt comes back right under the output above it, and restores the
    /// modes found.
    func suspend() {
        guard modesOn else { return }
        leaveModes(after: output.release())
    }

    /// Gives the terminal back for good: as ``suspend()``, or, when the block is kept, with
    /// the lines that wait printed, the block's last frame (`window`) drawn under them and
    /// left on screen down to its last row that is not blank, the cursor under it.
    func finish(_ window: UnsafeMutablePointer<WINDOW>) {
        guard modesOn else { return }
        guard keepsBlockOnExit else { return suspend() }
        // A resize not yet answered: the last frame is kept cropped to the new size, since its
        // rows at the old width would wrap.
        _ = updateSize()
        leaveModes(after: output.keep(frame(of: window)))
    }

    /// Takes the terminal back after `fg`: the block is reserved again under the cursor and
    /// drawn whole at the next frame.
    func resume() {
        enterModes()
        output.resume()
    }

    // MARK: - Helpers

    /// Writes `bytes`, then the modes off, and puts the terminal's settings back.
    private func leaveModes(after bytes: [UInt8]) {
        CursesTerminal.writeAll((bytes + modesOff)[...], to: outputDescriptor)
        if hasSavedSettings { _ = tcsetattr(inputDescriptor, TCSANOW, &savedSettings) }
        modesOn = false
    }

    /// Has a signal's restore leave the first `rows` rows of the block on screen, as the end
    /// does.
    private func keepOnSignals(rows: Int) {
        guard rows != rowsKeptBySignals else { return }
        rowsKeptBySignals = rows
        TerminalRestorer.use(
            Array(InlinePlacement.keepRows(rows).utf8) + modesOff)
    }

    /// The modes this screen entered, off.
    private var modesOff: [UInt8] {
        Self.modesOff(
            keyboardEnhanced: keyboardEnhanced, links: sendsLinks, graphemeClusterMode: setsGraphemeClusterMode)
    }

    private func enterModes() {
        guard !modesOn else { return }
        var settings = termios()
        if tcgetattr(inputDescriptor, &settings) == 0 {
            savedSettings = settings
            hasSavedSettings = true
            // As ncurses' cbreak and noecho: keys one by one, unechoed, Ctrl-C still a signal;
            // Enter arrives as CR. IEXTEN off so Ctrl-V and Ctrl-O reach the program.
            settings.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
            settings.c_lflag |= tcflag_t(ISIG)
            // IXON off: Ctrl-S and Ctrl-Q are keys, not a pause of the output (see
            // ``CursesTerminal/turnOffFlowControl(descriptor:)``).
            settings.c_iflag &= ~tcflag_t(ICRNL | INLCR | IGNCR | IXON)
            withUnsafeMutableBytes(of: &settings.c_cc) { characters in
                characters[Int(VMIN)] = 1
                characters[Int(VTIME)] = 0
            }
            _ = tcsetattr(inputDescriptor, TCSANOW, &settings)
        }
        var bytes: [UInt8] = []
        for name in ["smkx", "civis"] {
            if let value = CursesTerminal.capability(name) { bytes += value }
        }
        if keyboardEnhanced { bytes += KeyboardEnhancement.pushBytes }
        if setsGraphemeClusterMode { bytes += GraphemeClusterMode.setBytes }
        CursesTerminal.writeAll(bytes[...], to: outputDescriptor)
        modesOn = true
    }

    private static func readTerminalSize(_ descriptor: Int32) -> Size? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return Size(width: Int(size.ws_col), height: Int(size.ws_row))
    }
}
