import TermCells

/// How an inline application's scrollback is turned into text for comparisons: as a screen
/// is (``ScreenText``), each line a row.
@MainActor
enum ScrollbackText {
    /// `lines` joined by newlines, trailing spaces and blank lines at the end removed, the
    /// runs `marking` picks wrapped in `«` and `»`.
    static func text(of lines: [StyledLine], theme: Theme, marking: ScreenMarking?) -> String {
        guard let marking else { return ScreenText.join(lines.map { ScreenText.trimmingTrailingSpaces($0.text) }) }
        let buffer = self.buffer(of: lines)
        buffer.theme = theme
        return ScreenText.join(ScreenText.markedLines(of: buffer, marks: marking.picker(for: buffer)))
    }

    /// The lines as the rows of a buffer as wide as the widest, for the screen's marking.
    static func buffer(of lines: [StyledLine]) -> ScreenBuffer {
        let width = lines.map { $0.text.displayWidth }.max() ?? 0
        let buffer = ScreenBuffer(width: width, height: lines.count)
        for (y, line) in lines.enumerated() {
            var x = 0
            for run in line.runs { x += buffer.draw(run.text, at: Point(x: x, y: y), style: run.style) }
        }
        return buffer
    }
}
