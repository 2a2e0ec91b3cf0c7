import CNcursesw
import TermCells

/// Grapheme clusters an ncurses cell cannot carry as they are, kept beside the cells.
///
/// A cell (`cchar_t`) holds a spacing character and at most four zero-width ones, and ncurses
/// gives it the columns of its first character. A cluster drawn where the terminal clusters
/// graphemes (see `GraphemeClustering`) may hold more (a family of four is seven scalars),
/// joined characters that are not zero-width (the people after each joiner), or be wider than
/// its first character (a keycap, a flag, VS16). Such a cell holds a stand-in of the cluster's
/// width (an ideographic space, or `U+FFFD`) and, as its first zero-width character, a
/// private-use marker numbering the cluster in this table. The frame writer sends the cluster
/// for the marker, ``WindowCells`` reads it back; ncurses' own paints (the first frame, after
/// a resize) send the stand-in, and the writer paints over them in the same update
/// (``FrameWriter/repaintsCursesFrames``, ``ColorPairs/drawsClusterCells``).
///
/// The table is the process's (clusters are text, the same for any screen), so it is locked:
/// it is consulted only for cells that hold a marker. It keeps at most ``capacity`` clusters;
/// past them a cluster shows as its stand-in.
enum ClusterCells {
    /// The first marker: supplementary private use area B, which no text a canvas draws holds
    /// after a base (sanitised text keeps private-use characters only as bases of their own).
    private static let firstMarker: UInt32 = 0x10_0000
    static let capacity = 0xFFFE

    private struct Table {
        var clusters: [String] = []
        var numbers: [String: Int] = [:]
    }

    private static let table = LockedState(Table())

    /// The two characters of the cell that carries `glyph` over `width` columns, a stand-in and
    /// a marker; nil when the cell can hold the glyph's own characters.
    static func standIn(for glyph: Character, width: Int) -> (standIn: wchar_t, marker: wchar_t)? {
        var scalars = glyph.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return nil }
        var count = 1
        var fits = first.terminalWidth == width
        while let next = scalars.next() {
            count += 1
            if next.terminalWidth != 0 { fits = false }
        }
        if fits && count <= 1 + Int(tc_max_combining()) { return nil }
        let standIn: wchar_t = width == 2 ? 0x3000 : 0xFFFD
        let cluster = String(glyph)
        let number = table.withLock { table -> Int? in
            if let number = table.numbers[cluster] { return number }
            guard table.clusters.count < capacity else { return nil }
            table.clusters.append(cluster)
            table.numbers[cluster] = table.clusters.count - 1
            return table.clusters.count - 1
        }
        guard let number else { return (standIn, 0) }
        return (standIn, wchar_t(bitPattern: firstMarker + UInt32(number)))
    }

    /// The cluster `marker` stands for, or nil when it is no marker.
    static func cluster(forMarker marker: wchar_t) -> String? {
        let value = UInt32(bitPattern: marker)
        guard value >= firstMarker, value < firstMarker + UInt32(capacity) else { return nil }
        let number = Int(value - firstMarker)
        return table.withLock { number < $0.clusters.count ? $0.clusters[number] : nil }
    }
}
