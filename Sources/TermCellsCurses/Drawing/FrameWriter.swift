import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The changes of a full-screen frame as bytes, so that a frame is one `write`.
///
/// ncurses' `doupdate` always ends with a flush of its own, so the end of a synchronized update
/// could only follow in a second write. Once ncurses has painted the screen, this type keeps a
/// copy of what the terminal shows (the window's cells, row by row, as `win_wchnstr` reads
/// them) and sends each later frame itself: for each row that differs, one run from the first
/// changed cell to the last, after an absolute cursor move; a run reaching a blank tail ends in
/// an erase. Styles are set with the entry's own sequences (``StyleSequences``); the cursor
/// move is `cup`'s ANSI form: ``isSupported()`` says whether the terminal's terminfo agrees.
///
/// ncurses still paints the first frame and any frame after ``invalidate()`` (resize, resume
/// after a stop); its copy of the screen is stale by then, so those frames are full repaints
/// (`clearok` on `curscr`), after which ``adopt(_:)`` takes the window as the terminal's
/// content again.
///
/// Not isolated to the main actor, though only the terminal's frames use it: closures an
/// isolated method hands to the standard library's `withUnsafe…` functions would check the
/// executor on every call, and they are called for every row of every frame. Reading
/// terminfo is isolated.
struct FrameWriter {
    private(set) var width = 0
    private(set) var height = 0
    /// Row `y` of what the terminal shows: `shownCounts[y]` cells from `shownSlots[y] * stride`
    /// (a scroll moves the rows' slots, not their cells).
    var shown: [cchar_t] = []
    var shownCounts: [Int] = []
    var shownSlots: [Int] = []
    /// The frame being sent, laid out as `shown`.
    var next: [cchar_t] = []
    var nextCounts: [Int] = []
    /// A hash of each row of `shown` and `next`, for finding rows that moved; nil until a
    /// search needs it (``FrameWriter+RowHashes``).
    var shownHashes: [UInt64?] = []
    var nextHashes: [UInt64?] = []
    /// How many rows were hashed since the writer was made.
    var rowsHashed = 0
    /// Whether row `y` of `next` was read back (drawn into). The other rows of `next` are not
    /// written: the row is `shown`'s (``FrameWriter+Scrolling`` copies those a search-found
    /// scroll moves before it moves `shown`).
    var nextTouched: [Bool] = []
    /// The rows of `shown` a scroll of this frame moved (``appendScroll(to:)``), if any.
    var scrolledRows: ClosedRange<Int>?
    var styles: CellStyles
    private var transitions: StyleTransitions
    /// The largest screen, in cells, whose frames the writer sends (a 320 x 200 terminal).
    static let maximumCells = 64_000
    /// Whether ``adopt(_:)`` has read the screen since the last ``invalidate()``.
    private(set) var isValid = false
    /// The terminal's style (attributes and pair, as `setStyle` keys it) and cursor while a
    /// frame is written; nil when not known. The writer's frames end in the default style;
    /// ncurses' may not.
    var style: UInt64?
    var cursor: (row: Int, column: Int)?
    /// The number of the link the glyphs written next lead to (see ``FrameWriter+Links``), 0
    /// for none: the writer's frames end with none, and ncurses' send none.
    var link: Int32 = 0
    /// Whether the screen's pairs lead to links (``ColorPairs/links``).
    let sendsLinks: Bool
    /// The sequences of ``FrameWriter+Scrolling`` are the terminal's.
    let scrolls: Bool
    /// Whether rows found moved are scrolled into place: not under images in pixels, which a
    /// scroll would move with rows that do not hold them any more.
    var scrollsMovedRows = true
    /// Which of the terminal's erase and move sequences the writer may use.
    let erases: RunSequences

    /// A writer for the terminal ncurses set up, which must take its sequences (see
    /// ``isSupported()``); it sends nothing until ``adopt(_:)``. `colorPairs`: the screen's
    /// pairs, which know the 24-bit colours of theirs.
    @MainActor init(colorPairs: ColorPairs? = nil) {
        scrolls = Self.canScroll()
        erases = RunSequences()
        styles = CellStyles(colorPairs: colorPairs)
        sendsLinks = colorPairs?.links != nil
        transitions = StyleTransitions(sequences: StyleSequences())
    }

    /// Forgets what was kept of pairs that may stand for other colours now.
    private mutating func forgetFreedPairs() {
        if styles.forgetsFreedPairs() { transitions.forget() }
    }

    /// The entry's reset of every attribute and colour (`sgr0`).
    var reset: [UInt8] { transitions.sequences.reset }

    var stride: Int { width + 1 }

    /// Whether the terminal set up by ncurses takes the sequences this type writes: `cup` is
    /// the ANSI cursor position, `sgr0` starts with CSI, and writing the bottom-right cell
    /// does not scroll (no automatic margins, or the VT100 pending wrap, `xenl`).
    @MainActor static func isSupported() -> Bool {
        guard let move = CursesTerminal.capability("cup"), move == Array("\u{1B}[%i%p1%d;%p2%dH".utf8),
            let reset = CursesTerminal.capability("sgr0"), reset.starts(with: [0x1B]),
            reset.contains(Array("[m".utf8)) || reset.contains(Array("[0m".utf8))
        else { return false }
        return tigetflag("am") <= 0 || tigetflag("xenl") > 0
    }

    /// Forgets what the terminal shows: the next frame is ncurses'.
    mutating func invalidate() {
        isValid = false
    }

    /// Takes `window`'s cells as what the terminal shows (ncurses has just painted them).
    mutating func adopt(_ window: UnsafeMutablePointer<WINDOW>) {
        width = Int(tc_getmaxx(window))
        height = Int(tc_getmaxy(window))
        // The writer reads and compares every cell of a frame, where ncurses looks only at the
        // lines drawn into: on a huge screen (up to ``CursesTerminal/maximumSize``), ncurses
        // paints every frame.
        isValid = false
        guard width > 0, height > 0, width * height <= Self.maximumCells else { return }
        next = [cchar_t](repeating: cchar_t(), count: stride * height)
        nextCounts = [Int](repeating: 0, count: height)
        nextHashes = [UInt64?](repeating: nil, count: height)
        nextTouched = [Bool](repeating: true, count: height)
        read(window, onlyTouched: false)
        shown = next
        shownCounts = nextCounts
        shownSlots = Array(0..<height)
        shownHashes = nextHashes
        style = nil
        isValid = true
    }

    /// Whether ncurses' paints show other styles than the cells have, so that the writer paints
    /// over them (``appendRepaint(to:)``): where `op` resets the attributes too (xterm-color),
    /// ncurses sets a cell's attributes, then its colours, losing the attributes whenever a
    /// colour goes back to the default; where `ncv` names an attribute the entry has (putty's
    /// reverse), ncurses counts the attribute it left out beside a colour as sent, so the next
    /// cell that has it without a colour goes without it, and a reversed cell keeps the last
    /// foreground; ncurses shows a 24-bit colour's fallback; and it sends no link.
    var repaintsCursesFrames: Bool {
        guard isValid else { return false }
        let sequences = transitions.sequences
        return sequences.defaultColorsResetAttributes || sequences.colorConflicts & sequences.available != 0
            || styles.colorPairs?.drawsTrueColor == true || styles.colorPairs?.drawsLinks == true
            || styles.colorPairs?.drawsClusterCells == true
    }

    /// Appends every row of what the terminal shows, as the writer sends it, ending in the
    /// default style: after ncurses painted a frame ``repaintsCursesFrames`` says it paints wrong.
    mutating func appendRepaint(to output: inout [UInt8]) {
        guard isValid else { return }
        forgetFreedPairs()
        (cursor, style) = (nil, nil)
        let (stride, height, counts, slots) = (stride, height, shownCounts, shownSlots)
        shown.withUnsafeBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for y in 0..<height {
                // Nothing counts as shown: every cell of the row is written.
                let row = base + slots[y] * stride
                appendRun(y, from: 0, to: counts[y], count: counts[y], of: row, shown: row, shownCount: 0, to: &output)
            }
        }
        endLink(output: &output)
        if style != 0 { output.append(contentsOf: reset) }
        style = 0
    }

    /// Whether the next frame can take a ``LineMove``: the writer sends it and can scroll.
    var takesLineMoves: Bool { isValid && scrolls }

    /// Appends to `output` the bytes that turn what the terminal shows into `window`'s cells,
    /// ending in the default style. `lineMove`: the lines a canvas moved in this frame and
    /// marked as not drawn into (see ``LineMove``). Returns false, appending nothing, when the
    /// terminal's content is not known, the window's size changed or the move cannot be made:
    /// ncurses must paint this frame.
    mutating func appendChanges(
        of window: UnsafeMutablePointer<WINDOW>, lineMove: LineMove? = nil, to output: inout [UInt8]
    ) -> Bool {
        guard isValid, Int(tc_getmaxx(window)) == width, Int(tc_getmaxy(window)) == height else { return false }
        forgetFreedPairs()
        if let freed = styles.colorPairs?.pairsFreedWhileShown, !freed.isEmpty { forgetShownCells(withPairs: freed) }
        cursor = nil
        scrolledRows = nil
        if let lineMove {
            guard canMake(lineMove) else { return false }
            // The moved lines not drawn into since are `shown`'s, moved: read after the move.
            appendRegionScroll(top: lineMove.top, bottom: lineMove.bottom, distance: lineMove.distance, to: &output)
            read(window, onlyTouched: true)
        } else {
            read(window, onlyTouched: true)
            if scrolls && scrollsMovedRows { appendScroll(to: &output) }
        }
        // A row nothing drew into shows what it showed, unless the scroll moved it.
        for y in 0..<height where nextTouched[y] || scrolledRows?.contains(y) == true {
            appendRowChanges(y, to: &output)
        }
        endLink(output: &output)
        if let style, style != 0 { output.append(contentsOf: reset) }
        style = 0
        adoptWrittenRows()
        return true
    }

    /// Takes the rows of `next` that were read back or scrolled as what the terminal shows;
    /// the others are `shown`'s already. Copies a few rows a key, not the whole screen.
    private mutating func adoptWrittenRows() {
        let (height, stride) = (height, stride)
        let (scrolledRows, slots) = (self.scrolledRows, shownSlots)
        var counts = shownCounts
        var hashes = shownHashes
        (shownCounts, shownHashes) = ([], [])
        let (next, nextCounts, nextHashes, touched) = (next, nextCounts, nextHashes, nextTouched)
        shown.withUnsafeMutableBufferPointer { cells in
            next.withUnsafeBufferPointer { written in
                guard let base = cells.baseAddress, let source = written.baseAddress else { return }
                for y in 0..<height where touched[y] || scrolledRows?.contains(y) == true {
                    (base + slots[y] * stride).update(from: source + y * stride, count: stride)
                    counts[y] = nextCounts[y]
                    hashes[y] = nextHashes[y]
                }
            }
        }
        shownCounts = counts
        shownHashes = hashes
    }

    private static let eraseToEndOfLine: [UInt8] = Array("\u{1B}[K".utf8)

    /// Reads the rows of `window` into `next`, then marks them all as not drawn into.
    /// `onlyTouched`: a row nothing drew into since the last frame (ncurses keeps the mark) is
    /// the row the terminal shows, `shown`'s, neither read back nor copied; a host that leaves
    /// unchanged views alone touches only the rows it drew. Rows read back are hashed only
    /// when a search for moved rows needs them.
    private mutating func read(_ window: UnsafeMutablePointer<WINDOW>, onlyTouched: Bool) {
        let (width, height, stride) = (width, height, stride)
        // Taken out of `self` while filled, so that writing them copies nothing.
        var counts = nextCounts
        var hashes = nextHashes
        var touched = nextTouched
        (nextCounts, nextHashes, nextTouched) = ([], [], [])
        let shownCounts = shownCounts
        let shownHashes = shownHashes
        next.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for y in 0..<height {
                let row = base + y * stride
                if onlyTouched, !is_linetouched(window, Int32(y)) {
                    counts[y] = shownCounts[y]
                    hashes[y] = shownHashes[y]
                    touched[y] = false
                    continue
                }
                touched[y] = true
                var count = 0
                if mvwin_wchnstr(window, Int32(y), 0, row, Int32(width)) != ERR {
                    while count < width && row[count].chars.0 != 0 { count += 1 }
                }
                counts[y] = count
                hashes[y] = nil
            }
        }
        nextCounts = counts
        nextHashes = hashes
        nextTouched = touched
        wtouchln(window, 0, Int32(height), 0)
    }

    /// Writes the run of row `y` that differs between `shown` and `next`.
    private mutating func appendRowChanges(_ y: Int, to output: inout [UInt8]) {
        let start = y * stride
        let shownStart = shownSlots[y] * stride
        let count = nextCounts[y]
        let oldCount = shownCounts[y]
        let cellSize = MemoryLayout<cchar_t>.stride
        // The first and last cells that differ, found by comparing memory.
        let (first, end) = shown.withUnsafeBufferPointer { old -> (Int, Int) in
            next.withUnsafeBufferPointer { new -> (Int, Int) in
                guard let oldBase = old.baseAddress, let newRow = new.baseAddress.map({ $0 + start }) else {
                    return (0, 0)
                }
                let oldRow = oldBase + shownStart
                let common = min(count, oldCount)
                if count == oldCount && memcmp(oldRow, newRow, count * cellSize) == 0 { return (count, count) }
                var first = 0
                while first < common && memcmp(oldRow + first, newRow + first, cellSize) == 0 { first += 1 }
                guard count == oldCount else { return (first, count) }
                var end = count
                while end > first && memcmp(oldRow + end - 1, newRow + end - 1, cellSize) == 0 { end -= 1 }
                return (first, end)
            }
        }
        guard first < end || count != oldCount else { return }
        next.withUnsafeBufferPointer { cells in
            shown.withUnsafeBufferPointer { shownCells in
                guard let base = cells.baseAddress.map({ $0 + start }),
                    let old = shownCells.baseAddress.map({ $0 + shownStart })
                else { return }
                appendRun(
                    y, from: first, to: end, count: count, of: base, shown: old, shownCount: oldCount, to: &output)
            }
        }
    }

    /// Writes cells `first..<end` of row `y` (`count` cells, at `base`), the row the terminal
    /// shows being `shownCount` cells at `old`.
    private mutating func appendRun(
        _ y: Int, from first: Int, to end: Int, count: Int, of base: UnsafePointer<cchar_t>,
        shown old: UnsafePointer<cchar_t>, shownCount oldCount: Int, to output: inout [UInt8]
    ) {
        var (first, end) = (first, end)
        // A run starting inside a wide glyph starts at the glyph.
        while first > 0 && tc_cell_is_continuation(base + first) != 0 { first -= 1 }
        var column = 0
        for index in 0..<first { column += Self.width(of: base + index) }
        // A run reaching the end of the row stops at its blank tail, which an erase clears.
        let reachesEnd = end == count
        if reachesEnd {
            while end > first && tc_cell_is_plain_blank(base + end - 1) != 0 { end -= 1 }
        }
        var index = first
        // The shown row's entry at `column`: a row is read back with a wide glyph as one entry
        // or as two (its continuation), so after a wide glyph in one row and not the other the
        // same index is another column. Both rows agree up to `first`.
        var shownIndex = first
        var shownColumn = column
        while index < end {
            // Inside the run, cells the terminal already shows are stepped over, and a
            // long run of blanks is erased rather than written.
            while shownIndex < oldCount
                && (shownColumn < column || tc_cell_is_continuation(old + shownIndex) != 0)
            {
                shownColumn += Self.width(of: old + shownIndex)
                shownIndex += 1
            }
            let same =
                shownColumn == column
                ? Self.sameCells(base + index, old + shownIndex, count: min(end - index, oldCount - shownIndex)) : 0
            if same >= Self.minimumSkip, index + same < end {
                for skipped in index..<index + same { column += Self.width(of: base + skipped) }
                index += same
                continue
            }
            let cell = base + index
            let blanks = erasableBlanks(base, from: index, to: end)
            if blanks > 1 {
                move(toRow: y, column: column, output: &output)
                setStyle(of: cell, output: &output)
                if blanks >= Self.minimumErase {
                    Self.appendErase(blanks, to: &output)
                } else {
                    output.append(UInt8(ascii: " "))
                    let copies = appendRepeats(of: base, at: index, before: index + blanks, to: &output)
                    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: blanks - 1 - copies))
                    cursor = column + blanks < width ? (y, column + blanks) : nil
                }
                column += blanks
                index += blanks
                continue
            }
            index += 1
            let cellWidth = Self.width(of: cell)
            guard cellWidth > 0 else { continue }
            move(toRow: y, column: column, output: &output)
            setStyle(of: cell, output: &output)
            Self.appendText(of: cell, to: &output)
            column += cellWidth
            var copies = appendRepeats(of: base, at: index - 1, before: end, to: &output)
            if copies == 0 {
                // The text that follows in the same style, written without looking at each
                // cell again (see ``appendPlainText(_:shown:from:to:shownLimit:to:)``).
                copies = appendPlainText(base, shown: old, from: index, to: end, shownLimit: oldCount, to: &output)
            }
            (column, index) = (column + copies, index + copies)
            // After the last column the cursor waits to wrap: its column is not known.
            cursor = column < width ? (y, column) : nil
        }
        if reachesEnd && column < width {
            move(toRow: y, column: column, output: &output)
            endLink(output: &output)
            // The erase fills with the current background: the default one.
            if style != 0 {
                output.append(contentsOf: reset)
                style = 0
            }
            output.append(contentsOf: Self.eraseToEndOfLine)
        }
    }

    /// Unchanged cells shorter than this are rewritten: a cursor move costs about as much.
    private static let minimumSkip = 6
    /// Blanks fewer than this are written as spaces: an erase and the move past it cost about as much.
    private static let minimumErase = 10

    /// How many of the first `count` cells at `new` and `old` (the same column of both rows)
    /// are the same, ending on a glyph's first cell so that a skip never lands inside a wide
    /// glyph.
    private static func sameCells(_ new: UnsafePointer<cchar_t>, _ old: UnsafePointer<cchar_t>, count: Int) -> Int {
        var end = 0
        while end < count && tc_cells_equal(new + end, old + end) != 0 { end += 1 }
        while end > 0 && tc_cell_is_continuation(new + end) != 0 { end -= 1 }
        return end
    }

    /// How many cells from `index` (before `limit`) are copies of a blank that an erase
    /// (`ech`) leaves looking the same: a space whose attributes do not show on a blank, on
    /// the default background, or on any when the terminal erases in the current background
    /// (`bce`). 0 when the terminal has no ANSI `ech`.
    private mutating func erasableBlanks(_ row: UnsafePointer<cchar_t>, from index: Int, to limit: Int) -> Int {
        let cell = row + index
        guard erases.isAvailable, cell.pointee.chars.0 == 0x20, cell.pointee.chars.1 == 0,
            tc_cell_attributes(cell) & ~Self.invisibleOnBlank == 0
        else { return 0 }
        let pair = tc_cell_pair(cell)
        if pair != 0 && ((!erases.inCurrentBackground && styles.colors(ofPair: pair).1 >= 0) || isLinked(pair: pair)) {
            return 0
        }
        var end = index + 1
        while end < limit && tc_cells_equal(row + end, cell) != 0 { end += 1 }
        return end - index
    }

    /// Attributes a blank looks the same with or without.
    private static let invisibleOnBlank = tc_a_bold() | tc_a_dim() | tc_a_italic()

    private static func appendErase(_ count: Int, to output: inout [UInt8]) {
        output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        appendDecimal(count, to: &output)
        output.append(UInt8(ascii: "X"))
    }

    /// Columns a cell takes: 0 for the continuation of a wide glyph, 2 for a wide glyph.
    private static func width(of cell: UnsafePointer<cchar_t>) -> Int {
        if tc_cell_is_continuation(cell) != 0 { return 0 }
        let character = cell.pointee.chars.0
        if character < 0x300 { return 1 }
        return tc_wcwidth(character) == 2 ? 2 : 1
    }

    mutating func move(toRow y: Int, column: Int, output: inout [UInt8]) {
        if let cursor, cursor.row == y, cursor.column == column { return }
        if erases.movesForward, let cursor, cursor.row == y, cursor.column < column {
            // Forward on the same row (`cuf`): shorter than an absolute move.
            output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
            Self.appendDecimal(column - cursor.column, to: &output)
            output.append(UInt8(ascii: "C"))
            self.cursor = (y, column)
            return
        }
        output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        Self.appendDecimal(y + 1, to: &output)
        output.append(UInt8(ascii: ";"))
        Self.appendDecimal(column + 1, to: &output)
        output.append(UInt8(ascii: "H"))
        cursor = (y, column)
    }

    private mutating func setStyle(of cell: UnsafePointer<cchar_t>, output: inout [UInt8]) {
        let attributes = tc_cell_attributes(cell)
        let pair = tc_cell_pair(cell)
        let key = UInt64(attributes) << 32 | UInt64(UInt32(bitPattern: pair))
        guard key != style else { return }
        if sendsLinks { setLink(ofPair: pair, output: &output) }
        transitions.append(
            from: style, to: key, attributes: attributes, pair: pair, styles: &styles, to: &output)
        style = key
    }

    /// The cell's characters (a base and its marks, or the cluster its marker stands for; see
    /// ``ClusterCells``) in UTF-8.
    private static func appendText(of cell: UnsafePointer<cchar_t>, to output: inout [UInt8]) {
        let first = cell.pointee.chars.0
        if first > 0 && first < 0x80 && cell.pointee.chars.1 == 0 {
            output.append(UInt8(first))
            return
        }
        if let cluster = ClusterCells.cluster(forMarker: cell.pointee.chars.1) {
            output.append(contentsOf: cluster.utf8)
            return
        }
        withUnsafeBytes(of: cell.pointee.chars) { raw in
            for index in 0...Int(tc_max_combining()) {
                let character = raw.load(fromByteOffset: index * MemoryLayout<wchar_t>.stride, as: wchar_t.self)
                guard character != 0 else { return }
                let scalar = Unicode.Scalar(UInt32(bitPattern: character)) ?? "\u{FFFD}"
                output.append(contentsOf: scalar.utf8)
            }
        }
    }

    static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
