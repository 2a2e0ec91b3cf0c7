import TermCells

/// Lines handed to the terminal above an inline block (``Application/insertAbove(_:)``), as
/// the bytes that print them on the normal screen, from the first column of the row the
/// block started on.
///
/// Every line is sanitised as cells are (``TermCells/StringProtocol/sanitizedForDisplay(tabStops:)``):
/// controls and escape sequences show as placeholders, tabs as spaces. A newline inside a
/// string (`\n`, `\r\n`, any Unicode line break) starts a new line. Each line ends with a
/// carriage return and a line feed, so the terminal scrolls when the line is at the bottom of
/// the screen, as under a shell's output.
///
/// A line wider than the terminal is wrapped by the terminal itself where its entry says it
/// wraps at the right margin (`am`) and waits there for the next character (`xenl`): the line
/// then stays one line in the scrollback, which the terminal copies, searches and reflows on
/// a resize as it does a shell's long lines. Elsewhere it is broken into rows one column
/// narrower than the terminal, so that no row reaches the last column, whose behaviour those
/// terminals differ on; nothing is cut.
struct LinesAbove {
    /// Whether the terminal wraps at the right margin and waits at the last column (`am`
    /// and `xenl`).
    let terminalWraps: Bool

    /// The bytes that print `lines` on a terminal `width` columns wide.
    func bytes(_ lines: [String], width: Int) -> String {
        var output = ""
        for text in lines {
            for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                if terminalWraps {
                    output += line.sanitizedForDisplay()
                    output += "\r\n"
                } else {
                    for row in Self.rows(of: line, width: max(1, width - 1)) { output += row + "\r\n" }
                }
            }
        }
        return output
    }

    /// `line` sanitised and broken into rows of at most `width` columns; a wide glyph that
    /// does not fit at the end of a row starts the next.
    static func rows(of line: Substring, width: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        var used = 0
        for glyph in line.displayGlyphs() {
            if used + glyph.width > width && used > 0 {
                rows.append(row)
                row = ""
                used = 0
            }
            row.append(glyph.character)
            used += glyph.width
        }
        rows.append(row)
        return rows
    }
}
