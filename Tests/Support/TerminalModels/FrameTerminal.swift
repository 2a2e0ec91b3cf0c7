import TermCells

/// A terminal screen that takes the full-screen frame writer's bytes — absolute and forward
/// moves, erases, repeats, scrolls in a region, SGR and character set choices (ignored: only
/// glyphs are compared) and UTF-8 text — so a test can compare what the terminal would show with what was drawn.
///
/// It places text as one of two kinds of terminal does: scalar by scalar (``Widths/perScalar``:
/// each printable scalar in cells of its own, `wcwidth` wide, a zero-width one joining the
/// cell before it), or by grapheme cluster (``Widths/byCluster``: each cluster in one cell,
/// as wide as a terminal in mode 2027 makes it). Moves and erases break clusters.
package struct FrameTerminal {
    /// How the terminal places text.
    package enum Widths: Sendable {
        case perScalar
        case byCluster
    }

    /// The screen's cells: a glyph where one starts, an empty string on a wide glyph's second column.
    package private(set) var rows: [[String]]
    private let widths: Widths
    private var row = 0
    private var column = 0
    private var last = " "
    /// Where the last glyph was put, for a zero-width scalar that joins it.
    private var lastCell: (row: Int, column: Int)?
    /// The scrolling region's first and last rows.
    private var region: ClosedRange<Int>
    /// Control sequences the model does not know, parameters and final byte.
    package private(set) var unknown: [String] = []

    package init(width: Int, height: Int, widths: Widths = .perScalar) {
        rows = Array(repeating: Array(repeating: " ", count: width), count: height)
        self.widths = widths
        region = 0...max(0, height - 1)
    }

    package var lines: [String] { rows.map { $0.joined() } }

    package mutating func apply(_ bytes: [UInt8]) {
        let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var run = String.UnicodeScalarView()
        var index = 0
        while index < text.count {
            let scalar = text[index]
            if scalar == "\u{1B}", index + 1 < text.count, text[index + 1] == "[" {
                put(run)
                run = String.UnicodeScalarView()
                var end = index + 2
                while end < text.count, !(0x40...0x7E).contains(text[end].value) { end += 1 }
                guard end < text.count else { return }
                let parameters = String(String.UnicodeScalarView(text[(index + 2)..<end]))
                control(parameters, final: text[end])
                index = end + 1
                continue
            }
            // A character set chosen (`ESC ( B`) or shifted (SI, SO), as entries' `sgr` do: no glyph.
            if scalar == "\u{1B}", index + 2 < text.count, text[index + 1] == "(" {
                index += 3
                continue
            }
            if scalar != "\u{0E}" && scalar != "\u{0F}" { run.append(scalar) }
            index += 1
        }
        put(run)
    }

    private mutating func control(_ parameters: String, final: Unicode.Scalar) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let first = max(1, numbers.first ?? 1)
        switch final {
        case "H":
            row = max(1, numbers.first ?? 1) - 1
            column = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
        case "C": column += first
        case "K": for x in column..<rows[row].count { rows[row][x] = " " }
        case "X": for x in column..<min(rows[row].count, column + first) { rows[row][x] = " " }
        case "b": for _ in 0..<first { put(last, width: width(ofCluster: last)) }
        case "m": break
        case "r":
            let top = max(1, numbers.first ?? 1) - 1
            let bottom = (numbers.count > 1 ? numbers[1] : rows.count) - 1
            region = top...max(top, min(bottom, rows.count - 1))
            (row, column) = (0, 0)
        case "S", "T": scroll(final == "S" ? first : -first)
        default: unknown.append(parameters + String(final))
        }
        lastCell = nil
    }

    /// Moves the region's rows up by `distance` (down when negative), blanking the rows
    /// uncovered.
    private mutating func scroll(_ distance: Int) {
        let blank = Array(repeating: " ", count: rows.first?.count ?? 0)
        for _ in 0..<abs(distance) {
            if distance > 0 {
                rows.remove(at: region.lowerBound)
                rows.insert(blank, at: region.upperBound)
            } else {
                rows.remove(at: region.upperBound)
                rows.insert(blank, at: region.lowerBound)
            }
        }
    }

    /// Places a run of printable text as this kind of terminal does.
    private mutating func put(_ run: String.UnicodeScalarView) {
        switch widths {
        case .perScalar:
            for scalar in run {
                let width = scalar.terminalWidth ?? 1
                if width == 0, let (y, x) = lastCell {
                    rows[y][x].unicodeScalars.append(scalar)
                    if x == column - 1 || x == column - 2 { last = rows[y][x] }
                    continue
                }
                put(String(scalar), width: width)
            }
        case .byCluster:
            for character in String(run) { put(String(character), width: width(ofCluster: String(character))) }
        }
    }

    private func width(ofCluster glyph: String) -> Int {
        switch widths {
        case .perScalar: return glyph.unicodeScalars.first?.terminalWidth ?? 1
        case .byCluster: return GraphemeClustering.withEnabled(true) { glyph.displayWidth }
        }
    }

    private mutating func put(_ glyph: String, width: Int) {
        guard row < rows.count, column < rows[row].count else { return }
        rows[row][column] = glyph
        if width == 2, column + 1 < rows[row].count { rows[row][column + 1] = "" }
        lastCell = (row, column)
        column += max(1, width)
        last = glyph
    }
}
