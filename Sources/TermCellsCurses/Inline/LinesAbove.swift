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
/// A styled line (a `StyledLine`) takes its styles in the sequences the block's frames use
/// (``StyleSequences``, the entry's own), its runs' styles mapped as the block's cells are; the
/// style is reset before each line ends, so the line feed that scrolls the screen fills the
/// new row with the default background.
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

    /// The bytes that print plain `lines` on a terminal `width` columns wide.
    func bytes(_ lines: [String], width: Int) -> String {
        String(
            decoding: bytes(lines.map { StyledLine($0) }, width: width, sequences: nil, style: { _ in .plain }),
            as: UTF8.self)
    }

    /// The bytes that print `lines` on a terminal `width` columns wide, their runs' styles as
    /// `style` maps them, in `sequences` (none: every line plain).
    func bytes(
        _ lines: [StyledLine], width: Int, sequences: StyleSequences?, style: (Style) -> InlineStyle
    ) -> [UInt8] {
        var output: [UInt8] = []
        for text in lines {
            for line in text.splitAtNewlines {
                let glyphs = Self.glyphs(of: line, style: sequences == nil ? { _ in .plain } : style)
                let rows = terminalWraps ? [glyphs[...]] : Self.rows(of: glyphs, width: max(1, width - 1))
                for row in rows {
                    var current = InlineStyle.plain
                    for glyph in row {
                        if glyph.style != current, let sequences {
                            output += sequences.sequence(from: current, to: glyph.style)
                            current = glyph.style
                        }
                        output += glyph.text.utf8
                    }
                    if current != .plain, let sequences { output += sequences.reset }
                    output += [0x0D, 0x0A]
                }
            }
        }
        return output
    }

    /// A glyph of a line: its sanitised text, its columns and its style.
    struct Glyph {
        var text: String
        var width: Int
        var style: InlineStyle
    }

    /// The glyphs of `line`, sanitised run by run.
    static func glyphs(of line: StyledLine, style: (Style) -> InlineStyle) -> [Glyph] {
        var glyphs: [Glyph] = []
        for run in line.runs {
            let shown = style(run.style)
            for glyph in run.text.displayGlyphs() {
                glyphs.append(Glyph(text: String(glyph.character), width: glyph.width, style: shown))
            }
        }
        return glyphs
    }

    /// `glyphs` broken into rows of at most `width` columns; a wide glyph that does not fit at
    /// the end of a row starts the next.
    static func rows(of glyphs: [Glyph], width: Int) -> [ArraySlice<Glyph>] {
        var rows: [ArraySlice<Glyph>] = []
        var start = 0
        var used = 0
        for (index, glyph) in glyphs.enumerated() {
            if used + glyph.width > width && used > 0 {
                rows.append(glyphs[start..<index])
                start = index
                used = 0
            }
            used += glyph.width
        }
        rows.append(glyphs[start...])
        return rows
    }
}
