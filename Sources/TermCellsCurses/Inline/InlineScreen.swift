import CNcursesw
import TermCells

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
/// block with a constant sequence (``InlinePlacement/eraseBlock``, then the modes' restore and
/// ``restoreTail()``), or keep it with one chosen after each frame, lines be printed above it
/// (``InlineOutput``), and a resize start again from it. The terminal's modes are the
/// ``TerminalModes`` the full screen uses too: asked before the first frame (inline mode waits
/// for the answers), set with the block's own and reset when it is left.
@MainActor
final class InlineScreen {
    let height: InlineHeight
    /// Whether the end leaves the block's last frame on screen (see
    /// ``TerminalOptions/keepsInlineBlockOnExit``) rather than erasing it.
    let keepsBlockOnExit: Bool
    /// The `/dev/null` stream ncurses' screen writes to; closed after the screen is deleted.
    let cursesOutput: UnsafeMutablePointer<FILE>
    /// The terminal's descriptors: keys are read from `input`, frames written to `output`.
    private let device: (input: Int32, output: Int32)
    /// The bytes of frames, lines above and exits.
    private(set) var output: InlineOutput
    private var terminalSize: Size
    private(set) var blockSize: Size
    /// While the block owns the terminal: the device's settings found when it took it (nil
    /// when they could not be read), which giving it back puts back.
    private var foundSettings: termios??
    var styles = CellStyles()
    /// The terminal's modes (see ``TerminalModes``), shared with the full screen's code.
    let modes: TerminalModes

    init(
        height: InlineHeight, keepsBlockOnExit: Bool = false, modes: TerminalModes = TerminalModes(),
        inputDescriptor: Int32, outputDescriptor: Int32, cursesOutput: UnsafeMutablePointer<FILE>
    ) {
        self.height = height
        self.keepsBlockOnExit = keepsBlockOnExit
        self.modes = modes
        device = (inputDescriptor, outputDescriptor)
        self.cursesOutput = cursesOutput
        let terminalSize = Self.readTerminalSize(device.output) ?? Size(width: 80, height: 24)
        self.terminalSize = terminalSize
        blockSize = Size(width: terminalSize.width, height: height.rows(terminalHeight: terminalSize.height))
        output = InlineOutput(
            sequences: StyleSequences(), autoWrap: AutoWrapSequences(string: CursesTerminal.capability),
            terminalWraps: tigetflag("am") > 0 && tigetflag("xenl") > 0,
            rows: blockSize.height)
    }

    /// What a signal handler or `exit` writes after the modes' restore bytes to give the
    /// terminal back, the block erased (or kept) before them: attributes reset, cursor shown,
    /// keypad mode left and auto-wrap on (a signal may come in the middle of a frame, which
    /// turns auto-wrap off). Read from terminfo, so call while a terminal is set up. No
    /// `rmcup`: the alternate screen was never entered.
    static func restoreTail() -> [UInt8] {
        var bytes = ["sgr0", "cnorm", "rmkx"].flatMap { CursesTerminal.capability($0) ?? [] }
        if let autoWrap = AutoWrapSequences(string: CursesTerminal.capability) { bytes += autoWrap.on }
        return bytes
    }

    /// Takes the terminal: keys unbuffered and unechoed, keypad mode, cursor hidden, then asks
    /// where its cursor is and the modes' questions, waits for the answers and sets the modes
    /// granted (``TerminalModes/askAndWait(input:)``). The block's rows are reserved at the
    /// next frame (on a new line when the cursor is not at the start of one). Sizes ncurses'
    /// screen to the block. Returns the keys typed while the answers were awaited.
    func begin() -> [UInt8] {
        enterModes(setting: [])
        let replies = modes.askAndWait(input: device.input)
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
        if let size = Self.readTerminalSize(device.output), size != terminalSize { return }
        let frame = frame(of: window)
        let bytes = output.bytes(for: frame)
        CursesTerminal.writeAll(bytes[...], to: device.output)
        if keepsBlockOnExit { keepOnSignals(rows: frame.contentRows) }
    }

    /// Has the next frame print `lines` above the block (see ``LinesAbove``), which moves
    /// down under them and is drawn whole: their styles as the block's cells would show them.
    func insertAbove(_ lines: [StyledLine]) {
        let colorPairs = styles.colorPairs
        output.insertAbove(lines, width: terminalSize.width) { style in
            colorPairs?.inlineStyle(of: style) ?? InlineStyle(attributes: style.attributes.rawValue & 31)
        }
    }

    /// Reads the terminal's size; when it changed, sizes the block and ncurses' screen to it
    /// and has the next frame erase the old block (whatever the terminal made of it: cropped,
    /// reflowed) and draw the new one from scratch at the same top row. Returns whether the
    /// terminal's size changed.
    func updateSize() -> Bool {
        guard let size = Self.readTerminalSize(device.output), size != terminalSize else { return false }
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
        guard foundSettings != nil else { return }
        leaveModes(after: output.release())
    }

    /// Gives the terminal back for good: as ``suspend()``, or, when the block is kept, with
    /// the lines that wait printed, the block's last frame (`window`) drawn under them and
    /// left on screen down to its last row that is not blank, the cursor under it.
    func finish(_ window: UnsafeMutablePointer<WINDOW>) {
        guard foundSettings != nil else { return }
        guard keepsBlockOnExit else { return suspend() }
        // A resize not yet answered: the last frame is kept cropped to the new size, since its
        // rows at the old width would wrap.
        _ = updateSize()
        leaveModes(after: output.keep(frame(of: window)))
    }

    /// Takes the terminal back after `fg`: the block is reserved again under the cursor and
    /// drawn whole at the next frame.
    func resume() {
        enterModes(setting: modes.setAgain())
        output.resume()
    }

    // MARK: - Helpers

    /// Writes `bytes`, then the modes reset and ``restoreTail()``, and puts the terminal's
    /// settings back.
    private func leaveModes(after bytes: [UInt8]) {
        CursesTerminal.writeAll((bytes + modes.leave() + Self.restoreTail())[...], to: device.output)
        if case var settings?? = foundSettings { _ = tcsetattr(device.input, TCSANOW, &settings) }
        foundSettings = nil
    }

    /// Has a signal's restore leave the first `rows` rows of the block on screen, as the end
    /// does (after each frame: the rest of the restore stays as the start made it).
    private func keepOnSignals(rows: Int) {
        modes.useRestore(before: Array(InlinePlacement.keepRows(rows).utf8))
    }

    /// Takes the device's settings and the block's modes, then writes `modeBytes`.
    private func enterModes(setting modeBytes: [UInt8]) {
        guard foundSettings == nil else { return }
        var settings = termios()
        foundSettings = .some(nil)
        if tcgetattr(device.input, &settings) == 0 {
            foundSettings = settings
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
            _ = tcsetattr(device.input, TCSANOW, &settings)
        }
        let bytes = ["smkx", "civis"].flatMap { CursesTerminal.capability($0) ?? [] } + modeBytes
        CursesTerminal.writeAll(bytes[...], to: device.output)
    }

    private static func readTerminalSize(_ descriptor: Int32) -> Size? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return Size(width: Int(size.ws_col), height: Int(size.ws_row))
    }
}
