/// Where an inline block's rows are on the terminal, and the cursor motions that move them:
/// sent at the start of the next frame, from the block's top-left cell, where the cursor rests
/// between frames.
///
/// Three things move the block, and may all wait for the same frame: its start (rows reserved
/// under the shell's cursor), a resize (the old block erased, the new one reserved at the same
/// top row) and lines printed above it (the block erased, the lines printed from its top row,
/// the block reserved under them). They are sent in that order: a newline when the block
/// starts mid-line, one erase, the lines, one reservation. The block then moves down under the
/// lines, and when it is at the bottom of the screen the lines above it scroll up into the
/// terminal's scrollback, as a shell's output does.
///
/// Only carriage return, line feed, cursor up and down, erase in line and in display, and
/// save and restore cursor are used: every entry TermCells runs on declares them (`cr`, `ind`,
/// `cuu`, `cud`, `el`, `ed`, `sc`, `rc`).
struct InlinePlacement: Equatable, Sendable {
    /// Whether the block's rows are on the terminal, as of the bytes sent so far.
    private(set) var isOnScreen = false
    private var startsOnNewLine = false
    private var erases = false
    private var lines: [UInt8] = []
    /// The rows the next frame reserves, nil when it reserves none.
    private var reservedRows: Int?

    /// From the block's top-left cell: erases it and everything below, and comes back to it.
    /// A screen erased from its top-left cell is one tmux keeps in its scrollback, which a
    /// block as high as the terminal starts at: the first row is erased alone (`EL`), the rest
    /// from the row under it (`ED`), between a save and a restore of the cursor (DECSC, DECRC).
    static let eraseBlock = "\r\u{1B}[K\u{1B}7\u{1B}[B\u{1B}[J\u{1B}8"

    /// The block starts: `rows` rows reserved from the cursor's line, or from the next line when
    /// the cursor is not at the start of one.
    mutating func begin(rows: Int, cursorMidLine: Bool) {
        startsOnNewLine = cursorMidLine
        reservedRows = rows
    }

    /// The terminal was resized: the old block (whatever the terminal made of it: cropped,
    /// reflowed) is erased and `rows` rows reserved at the same top row.
    mutating func resize(rows: Int) {
        if isOnScreen { erases = true }
        reservedRows = rows
    }

    /// Prints `text` (the bytes of ``LinesAbove``) above the block: from its top row, which the
    /// block, `rows` rows high, then starts under.
    mutating func insert(_ text: [UInt8], rows: Int) {
        guard !text.isEmpty else { return }
        if isOnScreen { erases = true }
        lines += text
        reservedRows = rows
    }

    /// After a stop: `rows` rows reserved again under the cursor, unless the block is still on
    /// screen.
    mutating func resume(rows: Int) {
        if !isOnScreen && reservedRows == nil { reservedRows = rows }
    }

    /// Whether lines wait to be printed.
    var hasLines: Bool { !lines.isEmpty }

    /// The motions the next frame starts with; afterwards the block is on screen when they
    /// reserve it.
    mutating func takePreamble() -> [UInt8] {
        var preamble: [UInt8] = startsOnNewLine ? [0x0D, 0x0A] : []
        if erases { preamble += Self.eraseBlock.utf8 }
        preamble += lines
        if let reservedRows {
            preamble += Self.reservation(rows: reservedRows).utf8
            isOnScreen = true
        }
        self = InlinePlacement(isOnScreen: isOnScreen)
        return preamble
    }

    /// Gives the rows back (a stop, or the end with the block erased): the lines that wait are
    /// printed where the block was, the block is erased, and the cursor is left at the start
    /// of the line under the lines, where the shell's prompt comes.
    mutating func release() -> [UInt8] {
        var bytes: [UInt8] = []
        if !lines.isEmpty {
            if startsOnNewLine { bytes += [0x0D, 0x0A] }
            if isOnScreen { bytes += Self.eraseBlock.utf8 }
            bytes += lines
        } else if isOnScreen {
            bytes += Self.eraseBlock.utf8
        }
        self = InlinePlacement()
        return bytes
    }

    /// From the block's top-left cell: leaves its first `rows` rows on screen, erases the
    /// rest, and puts the cursor at the start of the line under them (all of it erased when
    /// `rows` is 0).
    static func keepRows(_ rows: Int) -> String {
        guard rows > 0 else { return eraseBlock }
        // A line feed, not a cursor down: under the block's last row there may be no row yet.
        return "\r" + (rows > 1 ? "\u{1B}[\(rows - 1)B" : "") + "\r\n\u{1B}[J"
    }

    /// Newlines (scrolling when the cursor is near the bottom) then back up: `rows` rows from
    /// the cursor's line are the block's, the cursor on its first.
    static func reservation(rows: Int) -> String {
        guard rows > 1 else { return "\r" }
        return "\r" + String(repeating: "\n", count: rows - 1) + "\u{1B}[\(rows - 1)A"
    }

    private init(isOnScreen: Bool) {
        self.isOnScreen = isOnScreen
    }

    init() {}
}
