import TermCells

/// The bytes inline mode sends, with no terminal: each frame of the block (an
/// ``InlineRenderer``) after the motions that place the block (an ``InlinePlacement``), lines
/// printed above it (``LinesAbove``), and what gives the rows back at a stop or the end.
/// ``InlineScreen`` writes them and reads the terminal's size and cursor.
struct InlineOutput {
    private(set) var renderer: InlineRenderer
    private var placement = InlinePlacement()
    private let linesAbove: LinesAbove
    /// The block's height in rows.
    private(set) var rows: Int

    init(sequences: StyleSequences, autoWrap: AutoWrapSequences? = nil, terminalWraps: Bool, rows: Int) {
        renderer = InlineRenderer(sequences: sequences, autoWrap: autoWrap)
        linesAbove = LinesAbove(terminalWraps: terminalWraps)
        self.rows = rows
    }

    /// The block starts under the cursor (on the next line when the cursor is mid-line).
    mutating func begin(cursorMidLine: Bool) {
        placement.begin(rows: rows, cursorMidLine: cursorMidLine)
    }

    /// The bytes that show `frame`: the motions and lines that wait, then what changed.
    mutating func bytes(for frame: InlineFrame) -> [UInt8] {
        renderer.render(frame, preamble: placement.takePreamble())
    }

    /// Has the next frame print `lines` above the block on a terminal `width` columns wide;
    /// the block moves down under them and is drawn whole.
    mutating func insertAbove(_ lines: [String], width: Int) {
        insertAbove(lines.map { StyledLine($0) }, width: width, style: { _ in .plain })
    }

    /// Has the next frame print `lines` above the block, their runs' styles as `style` maps
    /// them, in the sequences of the block's frames.
    mutating func insertAbove(_ lines: [StyledLine], width: Int, style: (Style) -> InlineStyle) {
        let sequences = renderer.sequences
        let bytes = linesAbove.bytes(lines, width: width, sequences: sequences) { runStyle in
            let shown = style(runStyle)
            return sequences.shown(shown, colored: shown.foreground >= 0 || shown.background >= 0)
        }
        placement.insert(bytes, rows: rows)
        renderer.invalidate()
    }

    /// The terminal was resized: the next frame erases the old block and draws one `rows` high
    /// from scratch at the same top row.
    mutating func resize(rows: Int) {
        self.rows = rows
        placement.resize(rows: rows)
        renderer.invalidate()
    }

    /// Forgets what the terminal shows: the next frame writes every row.
    mutating func invalidate() {
        renderer.invalidate()
    }

    /// After a stop: the block is reserved again under the cursor and drawn whole.
    mutating func resume() {
        placement.resume(rows: rows)
        renderer.invalidate()
    }

    /// Gives the rows back for a stop or an end that erases the block: the lines that wait
    /// printed, the block erased, the cursor where the shell's prompt comes.
    mutating func release() -> [UInt8] {
        placement.release()
    }

    /// Gives the rows back at an end that keeps the block: `frame` (its last state) shown
    /// after the lines that wait, left on screen down to its last row that is not blank, the
    /// cursor on the line under it.
    mutating func keep(_ frame: InlineFrame) -> [UInt8] {
        let shown = bytes(for: frame)
        placement = InlinePlacement()
        return shown + Array(InlinePlacement.keepRows(frame.contentRows).utf8)
    }
}
