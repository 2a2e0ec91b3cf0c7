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
/// block with a constant sequence (``restoreSequence()``), and a resize start again from it.
@MainActor
final class InlineScreen {
    let height: InlineHeight
    /// The `/dev/null` stream ncurses' screen writes to; closed after the screen is deleted.
    let cursesOutput: UnsafeMutablePointer<FILE>
    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private(set) var renderer: InlineRenderer
    private var terminalSize: Size
    private(set) var blockSize: Size
    /// Motions that place the block, sent at the start of the next frame.
    private var preamble = ""
    /// Whether the block's rows are on screen (reserved and not erased since).
    private var reserved = false
    private var savedSettings = termios()
    private var hasSavedSettings = false
    private var modesOn = false
    var styles = CellStyles()
    /// How long the terminal's answer to the cursor position query is waited for.
    private static let positionReplyTimeout: Int32 = 250

    init(
        height: InlineHeight, inputDescriptor: Int32, outputDescriptor: Int32, cursesOutput: UnsafeMutablePointer<FILE>
    ) {
        self.height = height
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.cursesOutput = cursesOutput
        renderer = InlineRenderer(sequences: StyleSequences())
        terminalSize = Self.readTerminalSize(outputDescriptor) ?? Size(width: 80, height: 24)
        blockSize = Size(width: terminalSize.width, height: height.rows(terminalHeight: terminalSize.height))
    }

    /// The bytes a signal handler or `exit` writes to give the terminal back: erase the block
    /// from its top-left cell down, reset attributes, show the cursor, leave keypad mode. Read
    /// from terminfo, so call while a terminal is set up. No `rmcup`: the alternate screen was
    /// never entered.
    static func restoreSequence() -> [UInt8] {
        Array(eraseBlock.utf8) + modesOff()
    }

    /// From the block's top-left cell: erases it and everything below, and comes back to it.
    /// A screen erased from its top-left cell is one tmux keeps in its scrollback, which a
    /// block as high as the terminal starts at: the first row is erased alone (`EL`), the rest
    /// from the row under it (`ED`), between a save and a restore of the cursor (DECSC, DECRC).
    static let eraseBlock = "\r\u{1B}[K\u{1B}7\u{1B}[B\u{1B}[J\u{1B}8"

    /// Attributes reset, cursor shown, keypad mode left.
    private static func modesOff() -> [UInt8] {
        var bytes: [UInt8] = []
        for name in ["sgr0", "cnorm", "rmkx"] {
            if let value = CursesTerminal.capability(name) { bytes += value }
        }
        return bytes
    }

    /// Takes the terminal: keys unbuffered and unechoed, keypad mode, cursor hidden, and the
    /// block's rows reserved at the next frame (on a new line when the cursor is not at the
    /// start of one). Sizes ncurses' screen to the block.
    func begin() {
        enterModes()
        let column = queryCursorColumn()
        preamble = (column.map { $0 > 1 } ?? false ? "\r\n" : "") + reservation(rows: blockSize.height)
        reserved = true
        resize_term(Int32(blockSize.height), Int32(blockSize.width))
    }

    /// Sends what changed in `window` (the block's content) since the last frame: one write.
    func present(_ window: UnsafeMutablePointer<WINDOW>) {
        let bytes = renderer.render(frame(of: window), preamble: preamble)
        preamble = ""
        CursesTerminal.writeAll(bytes[...], to: outputDescriptor)
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
        preamble = Self.eraseBlock + reservation(rows: blockSize.height)
        reserved = true
        renderer.invalidate()
        return true
    }

    /// Forgets what the terminal shows: the next frame writes every row.
    func invalidate() {
        renderer.invalidate()
    }

    /// Gives the terminal back for a stop (Ctrl-Z) or for good: erases the block, so the shell
    /// prompt comes back right under the output above it, and restores the modes found.
    func suspend() {
        guard modesOn else { return }
        var bytes: [UInt8] = []
        if reserved && (preamble.isEmpty || preamble.hasPrefix(Self.eraseBlock)) {
            bytes += Array(Self.eraseBlock.utf8)
        }
        bytes += Self.modesOff()
        CursesTerminal.writeAll(bytes[...], to: outputDescriptor)
        reserved = false
        preamble = ""
        if hasSavedSettings { _ = tcsetattr(inputDescriptor, TCSANOW, &savedSettings) }
        modesOn = false
    }

    /// Takes the terminal back after `fg`: the block is reserved again under the cursor and
    /// drawn whole at the next frame.
    func resume() {
        enterModes()
        if !reserved {
            preamble = reservation(rows: blockSize.height)
            reserved = true
        }
        renderer.invalidate()
    }

    // MARK: - Helpers

    /// Newlines (scrolling when the cursor is near the bottom) then back up: `rows` rows from
    /// the cursor's line are the block's, the cursor on its first.
    private func reservation(rows: Int) -> String {
        guard rows > 1 else { return "\r" }
        return "\r" + String(repeating: "\n", count: rows - 1) + "\u{1B}[\(rows - 1)A"
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
        CursesTerminal.writeAll(bytes[...], to: outputDescriptor)
        modesOn = true
    }

    /// The cursor's column (1-based) from the terminal's answer to `ESC [ 6 n`, or nil when it
    /// does not answer in time. Other bytes read meanwhile (keys typed ahead) are dropped.
    private func queryCursorColumn() -> Int? {
        CursesTerminal.writeAll(Array("\u{1B}[6n".utf8)[...], to: outputDescriptor)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        var waited: Int32 = 0
        while waited < Self.positionReplyTimeout {
            var ready = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
            let step: Int32 = 10
            let result = poll(&ready, 1, step)
            waited += step
            guard result > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(inputDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            received += buffer[0..<count]
            if let column = Self.column(inPositionReport: received) { return column }
        }
        return nil
    }

    /// The column of the last `ESC [ row ; column R` in `bytes`.
    nonisolated static func column(inPositionReport bytes: [UInt8]) -> Int? {
        guard let end = bytes.lastIndex(of: UInt8(ascii: "R")),
            let start = bytes[..<end].lastIndex(of: 0x1B),
            start + 1 < end, bytes[start + 1] == UInt8(ascii: "[")
        else { return nil }
        let fields = bytes[(start + 2)..<end].split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 2, fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) else {
            return nil
        }
        return fields[1].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    private static func readTerminalSize(_ descriptor: Int32) -> Size? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return Size(width: Int(size.ws_col), height: Int(size.ws_row))
    }
}
