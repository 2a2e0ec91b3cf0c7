import TermCells

/// The scrollback of an offscreen terminal made for an inline application's tests: the lines
/// ``Application/insertAbove(_:)`` handed over, as a terminal would get them (split at their
/// newlines, their text sanitised as ``LinesAbove`` sanitises it), printed at the next frame
/// as on a terminal.
struct OffscreenScrollback {
    /// Lines handed over since the last frame.
    private var waiting: [StyledLine] = []
    /// Lines printed, oldest first.
    private(set) var printed: [StyledLine] = []

    /// Has the next frame print `lines`.
    mutating func insert(_ lines: [StyledLine]) {
        waiting += lines.flatMap(\.splitAtNewlines).map(Self.sanitized)
    }

    /// A frame: the lines that wait are printed.
    mutating func print() {
        printed += waiting
        waiting = []
    }

    /// `line` with each run's text sanitised, runs with no text left out.
    private static func sanitized(_ line: StyledLine) -> StyledLine {
        StyledLine(
            line.runs.compactMap { run in
                let text = run.text.sanitizedForDisplay()
                return text.isEmpty ? nil : StyledLine.Run(text, style: run.style)
            })
    }
}
