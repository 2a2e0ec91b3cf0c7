import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Scrolling instead of rewriting: when rows of the new frame are rows of the shown one moved
/// up or down (a list scrolled by a key), the terminal moves them itself inside a scrolling
/// region (`csr`, then `indn` or `rin`), as ncurses' `doupdate` would, and only the rows that
/// came in are written.
///
/// A canvas that moved whole lines itself (``CursesCanvas``, with `wscrl`) tells the writer
/// (``LineMove``): those lines are then not read back nor searched for.
extension FrameWriter {
    /// Rows a scroll must save rewriting to be worth its sequences.
    private static let minimumRun = 3

    /// Whether the terminal's `csr`, `indn` and `rin` are the ANSI ones written here.
    @MainActor static func canScroll() -> Bool {
        CursesTerminal.capability("csr") == Array("\u{1B}[%i%p1%d;%p2%dr".utf8)
            && CursesTerminal.capability("indn") == Array("\u{1B}[%p1%dS".utf8)
            && CursesTerminal.capability("rin") == Array("\u{1B}[%p1%dT".utf8)
    }

    /// Finds the longest run of `next`'s rows that are `shown`'s moved by one distance (rows
    /// compared by hash, the run then by content); scrolls it into place on the terminal and in
    /// `shown`.
    mutating func appendScroll(to output: inout [UInt8]) {
        var top = 0
        // A row nothing drew into is `shown`'s: equal without comparing.
        while top < height && (!nextTouched[top] || rowsEqual(shown: top, next: top)) { top += 1 }
        guard top < height - Self.minimumRun else { return }
        // A scroll must save rewriting at least `minimumRun` rows whose hash changed: with
        // fewer changed rows (a cursor that moved), there is nothing to search for, nor to hash.
        guard rowsThatMayHaveChanged(from: top) >= Self.minimumRun else { return }
        var changed = 0
        for y in top..<height where nextHash(y) != shownHash(y) { changed += 1 }
        guard changed >= Self.minimumRun else { return }
        // (first new row of the run, rows, distance: positive when the content moved up, rows
        // of the run that are not already in place: what the scroll saves)
        var best: (start: Int, count: Int, distance: Int, gain: Int) = (0, 0, 0, 0)
        for distance in 1..<(height - top) {
            for signed in Swift.stride(from: distance, through: -distance, by: -2 * distance) {
                var (start, count, gain) = (top, 0, 0)
                for y in top..<height {
                    let source = y + signed
                    if source >= top && source < height && nextHashes[y] == shownHashes[source] {
                        if count == 0 { (start, gain) = (y, 0) }
                        count += 1
                        if nextHashes[y] != shownHashes[y] { gain += 1 }
                        if gain > best.gain { best = (start, count, signed, gain) }
                    } else {
                        count = 0
                    }
                }
            }
        }
        guard best.gain >= Self.minimumRun,
            (best.start..<best.start + best.count).allSatisfy({ rowsEqual(shown: $0 + best.distance, next: $0) })
        else { return }
        // The region: the run's rows where they are and where they go.
        let regionTop = min(best.start, best.start + best.distance)
        let regionBottom = max(best.start, best.start + best.distance) + best.count - 1
        // The region's rows not read back are `shown`'s as it is before the move: copied to
        // `next` first, as the frame's content of those rows.
        do {
            // (In a scope of its own: a copy of `shown` still held when it moves would copy it.)
            let (stride, shown, touched, slots) = (stride, shown, nextTouched, shownSlots)
            next.withUnsafeMutableBufferPointer { cells in
                shown.withUnsafeBufferPointer { old in
                    guard let base = cells.baseAddress, let oldBase = old.baseAddress else { return }
                    for y in regionTop...regionBottom where !touched[y] {
                        (base + y * stride).update(from: oldBase + slots[y] * stride, count: stride)
                    }
                }
            }
        }
        appendRegionScroll(top: regionTop, bottom: regionBottom, distance: best.distance, to: &output)
        scrolledRows = regionTop...regionBottom
    }

    /// At least the rows from `top` whose hash differs from the hash of the row shown there,
    /// found without hashing: a row nothing drew into has `shown`'s hash, and a row drawn the
    /// same as the row shown has its hash, unless that is the 0 of a row scrolled in blank.
    private func rowsThatMayHaveChanged(from top: Int) -> Int {
        var count = 0
        for y in top..<height where nextTouched[y] && (shownHashes[y] == 0 || !rowsEqual(shown: y, next: y)) {
            count += 1
        }
        return count
    }

    /// Whether `move` is one the terminal can make: a region inside the screen, moved by
    /// less than its height.
    func canMake(_ move: LineMove) -> Bool {
        scrolls && move.top >= 0 && move.bottom < height && move.top < move.bottom && move.distance != 0
            && abs(move.distance) <= move.bottom - move.top
    }

    /// Scrolls rows `top...bottom` of the terminal up by `distance` (down when negative), in a
    /// scrolling region, and moves `shown` as the terminal moves its rows.
    mutating func appendRegionScroll(top: Int, bottom: Int, distance: Int, to output: inout [UInt8]) {
        // Rows scrolled in are erased in the current background: the default one.
        if style != 0 { output.append(contentsOf: reset) }
        style = 0
        output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        Self.appendDecimal(top + 1, to: &output)
        output.append(UInt8(ascii: ";"))
        Self.appendDecimal(bottom + 1, to: &output)
        output.append(contentsOf: [UInt8(ascii: "r"), 0x1B, UInt8(ascii: "[")])
        Self.appendDecimal(abs(distance), to: &output)
        output.append(distance > 0 ? UInt8(ascii: "S") : UInt8(ascii: "T"))
        // The whole screen as the region again, in `csr`'s own form (it takes parameters).
        output.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "1"), UInt8(ascii: ";")])
        Self.appendDecimal(height, to: &output)
        output.append(UInt8(ascii: "r"))
        // Setting and resetting the region homes the cursor.
        cursor = (0, 0)
        moveShownRows(top: top, bottom: bottom, distance: distance)
    }

    /// Whether row `shownRow` of `shown` is row `nextRow` of the frame (`next`'s, or `shown`'s
    /// when not read back).
    private func rowsEqual(shown shownRow: Int, next nextRow: Int) -> Bool {
        let count = nextCounts[nextRow]
        guard shownCounts[shownRow] == count else { return false }
        let stride = stride
        let (frame, frameRow) = nextTouched[nextRow] ? (next, nextRow) : (shown, shownSlots[nextRow])
        let oldRow = shownSlots[shownRow]
        return shown.withUnsafeBufferPointer { old in
            frame.withUnsafeBufferPointer { new in
                guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return false }
                return memcmp(
                    oldBase + oldRow * stride, newBase + frameRow * stride, count * MemoryLayout<cchar_t>.stride)
                    == 0
            }
        }
    }

    /// `shown` after the terminal scrolled rows `top...bottom` up by `distance` (down when
    /// negative): the rows moved, those scrolled in blank. The rows' slots move, and the slots
    /// of the rows scrolled out take the blank rows: only those cells are written.
    private mutating func moveShownRows(top: Int, bottom: Int, distance: Int) {
        let (stride, width) = (stride, width)
        var blank = cchar_t()
        blank.chars.0 = 0x20
        // Taken out of `self` while moved, so that writing them copies nothing.
        var counts = shownCounts
        var hashes = shownHashes
        var slots = shownSlots
        (shownCounts, shownHashes, shownSlots) = ([], [], [])
        // Rows are moved in the order that reads each before it is overwritten; the slots of
        // the rows scrolled out, overwritten first, are kept for the rows scrolled in.
        let rows =
            distance > 0
            ? Swift.stride(from: top, through: bottom, by: 1) : Swift.stride(from: bottom, through: top, by: -1)
        let freed = Array(distance > 0 ? slots[top..<top + distance] : slots[bottom + distance + 1...bottom])
        var nextFreed = freed.startIndex
        shown.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for y in rows {
                let source = y + distance
                if source >= top && source <= bottom {
                    slots[y] = slots[source]
                    counts[y] = counts[source]
                    hashes[y] = hashes[source]
                } else {
                    slots[y] = freed[nextFreed]
                    nextFreed += 1
                    (base + slots[y] * stride).update(repeating: blank, count: width)
                    counts[y] = width
                    hashes[y] = 0
                }
            }
        }
        shownCounts = counts
        shownHashes = hashes
        shownSlots = slots
    }
}

/// Whole lines of the terminal's window a canvas moved in a scrolling region (`wscrl`) while a
/// frame was drawn: rows `top...bottom` by `distance` (up when positive; the rows scrolled in
/// were put back). The canvas marks the moved lines as not drawn into, so the writer makes the
/// same move on the terminal and copies them from what the terminal shows, moved, instead of
/// reading them back and searching where they came from.
struct LineMove: Equatable {
    var top: Int
    var bottom: Int
    var distance: Int
}
