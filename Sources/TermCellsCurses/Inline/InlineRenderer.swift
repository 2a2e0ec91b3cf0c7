/// Turns successive frames of an inline block into the bytes that update the terminal.
///
/// The terminal's cursor is at the block's top-left cell before each frame and is put back
/// there after it, so everything is relative to it: carriage return, cursor up and down (which
/// never scroll), cursor forward, SGR and erase to end of line. Absolute positions are never
/// used, since the block's row on the screen is not known (and changes as the shell's output
/// scrolls or a resize reflows it). Styles are set with the entry's own sequences
/// (``StyleSequences``). A frame is one synchronized update (DEC mode 2026):
/// `ESC [ ? 2026 h`, the changes, `ESC [ ? 2026 l`. Where the entry declares `rmam` and
/// `smam`, the changes are sent with auto-wrap off (see ``AutoWrapSequences``). Linked glyphs
/// are written between OSC 8 sequences (``LinkSequences``), and no link is open at an erase
/// or at the end of a frame, so no other cell and nothing printed above leads anywhere.
///
/// The first frame, and the first after ``invalidate()`` or a size change, writes every row;
/// later ones only the runs of cells that changed, and nothing at all when none did.
struct InlineRenderer {
    let sequences: StyleSequences
    let autoWrap: AutoWrapSequences?
    private var previous: InlineFrame?
    private var output: [UInt8] = []
    private var row = 0
    /// Nil when the column is not known: after a write reached the last column, where
    /// terminals differ (pending wrap), or after a carriage return is due.
    private var column: Int? = 0
    private var style = InlineStyle.plain
    /// The link the glyphs written next lead to.
    private var link: InlineLink?

    /// Unchanged cells between two changed runs that are rewritten rather than skipped:
    /// shorter than the cursor motion that would skip them.
    private static let gapToBridge = 4

    init(sequences: StyleSequences, autoWrap: AutoWrapSequences? = nil) {
        self.sequences = sequences
        self.autoWrap = autoWrap
    }

    /// Forgets what the terminal shows: the next frame writes every row.
    mutating func invalidate() {
        previous = nil
    }

    /// The bytes that turn the previous frame into `frame`, after `preamble` (cursor motions
    /// that place the block, written inside the same synchronized update). Empty when nothing
    /// changed and there is no preamble.
    mutating func render(_ frame: InlineFrame, preamble: [UInt8] = []) -> [UInt8] {
        let full = previous.map { $0.width != frame.width || $0.height != frame.height } ?? true
        output.removeAll(keepingCapacity: true)
        row = 0
        column = 0
        style = .plain
        link = nil
        for y in 0..<frame.height {
            if full {
                writeRow(y, of: frame)
            } else if let previous {
                writeChanges(y, from: previous, to: frame)
            }
        }
        previous = frame
        if output.isEmpty && preamble.isEmpty { return [] }
        lead(to: nil)
        if style != .plain { output += sequences.reset }
        move(toRow: 0, column: 0)
        let changes = autoWrap.map { $0.off + output + $0.on } ?? output
        output = SynchronizedOutput.beginBytes + preamble + changes + SynchronizedOutput.endBytes
        return output
    }

    /// The whole row: its cells up to the last one that is not a default blank, then an erase.
    private mutating func writeRow(_ y: Int, of frame: InlineFrame) {
        let end = contentEnd(y, of: frame, from: 0)
        move(toRow: y, column: 0)
        writeCells(y, of: frame, from: 0, to: end)
        if end < frame.width { eraseToEndOfLine() }
    }

    /// The runs of `y` that differ from `previous`, each rewritten; a run reaching a blank
    /// tail ends in an erase instead.
    private mutating func writeChanges(_ y: Int, from previous: InlineFrame, to frame: InlineFrame) {
        let width = frame.width
        var x = 0
        while x < width {
            guard previous[x, y] != frame[x, y] else {
                x += 1
                continue
            }
            var start = x
            // A changed continuation redraws its wide glyph.
            while start > 0 && frame[start, y].isContinuation { start -= 1 }
            var end = x + 1
            var gap = 0
            var scan = end
            while scan < width && gap <= Self.gapToBridge {
                if previous[scan, y] != frame[scan, y] {
                    end = scan + 1
                    gap = 0
                } else {
                    gap += 1
                }
                scan += 1
            }
            // Finish a wide glyph the run ends inside.
            while end < width && frame[end, y].isContinuation { end += 1 }
            let tail = contentEnd(y, of: frame, from: start)
            move(toRow: y, column: start)
            if end > tail {
                // The rest of the row is blank now: erase it rather than write spaces.
                writeCells(y, of: frame, from: start, to: tail)
                eraseToEndOfLine()
                return
            }
            writeCells(y, of: frame, from: start, to: end)
            x = end
        }
    }

    /// The column after the last cell of row `y` (from `start`) that is not a default blank.
    private func contentEnd(_ y: Int, of frame: InlineFrame, from start: Int) -> Int {
        var end = frame.width
        while end > start && frame[end - 1, y].isBlank { end -= 1 }
        return end
    }

    private mutating func writeCells(_ y: Int, of frame: InlineFrame, from start: Int, to end: Int) {
        var x = start
        while x < end {
            let cell = frame[x, y]
            if cell.isContinuation {
                x += 1
                continue
            }
            if cell.style != style {
                output += sequences.sequence(from: style, to: cell.style)
                style = cell.style
            }
            lead(to: cell.link)
            append(cell.text)
            x += Int(cell.width)
        }
        column = x >= frame.width ? nil : x
    }

    /// Makes the glyphs written next lead to `target`, or to none.
    private mutating func lead(to target: InlineLink?) {
        guard target != link else { return }
        if let target {
            LinkSequences.appendOpening(target.link, number: target.number, to: &output)
        } else {
            output += LinkSequences.closing
        }
        link = target
    }

    private mutating func eraseToEndOfLine() {
        // The erased cells lead nowhere.
        lead(to: nil)
        // The erase fills with the current background: reset first.
        if style != .plain {
            output += sequences.reset
            style = .plain
        }
        append("\u{1B}[K")
    }

    private mutating func move(toRow target: Int, column targetColumn: Int) {
        if target > row { append("\u{1B}[\(target - row)B") }
        if target < row { append("\u{1B}[\(row - target)A") }
        row = target
        if let current = column, current <= targetColumn {
            if targetColumn > current { append("\u{1B}[\(targetColumn - current)C") }
        } else {
            append("\r")
            if targetColumn > 0 { append("\u{1B}[\(targetColumn)C") }
        }
        column = targetColumn
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }
}
