/// A line of text in runs of styles: what an inline application prints into the terminal's
/// scrollback with its colours (`Application.insertAbove(_:)`), as a shell's coloured output
/// stays coloured there.
///
/// ```swift
/// let line = StyledLine("assistant:", style: Style.bold.foreground(.ansi(6))) + " hi there"
/// ```
///
/// The text is whatever your program has: it is sanitised where it is shown, as cells are
/// (controls and escape sequences show as placeholders, tabs as spaces), and a newline inside a
/// run starts a new line there. A string literal is a line in the plain style.
public struct StyledLine: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Text in one style.
    public struct Run: Hashable, Sendable {
        /// The text, not yet sanitised.
        public var text: String
        /// How the text looks.
        public var style: Style

        /// `text` in `style`.
        public init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The runs, left to right.
    public var runs: [Run]

    /// A line of `runs`.
    public init(_ runs: [Run] = []) {
        self.runs = runs
    }

    /// A line of `text` in one style.
    public init(_ text: String, style: Style = .plain) {
        self.runs = [Run(text, style: style)]
    }

    /// A line of `value` in the plain style.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The line's text, without its styles.
    public var text: String { runs.map(\.text).joined() }

    public var description: String { text }

    /// The runs of `left`, then those of `right`; where two runs of one style meet, one run.
    public static func + (left: StyledLine, right: StyledLine) -> StyledLine {
        var runs = left.runs
        for run in right.runs {
            if let last = runs.indices.last, runs[last].style == run.style {
                runs[last].text += run.text
            } else {
                runs.append(run)
            }
        }
        return StyledLine(runs)
    }

    /// The runs of `left`, then `right` in the plain style.
    public static func + (left: StyledLine, right: String) -> StyledLine {
        left + StyledLine(right)
    }

    /// The line split where a run holds a newline (`\n`, `\r\n`, any Unicode line break): one
    /// line for each, with the styles they had.
    package var splitAtNewlines: [StyledLine] {
        var lines: [StyledLine] = []
        var current: [Run] = []
        for run in runs {
            let pieces = run.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (index, piece) in pieces.enumerated() {
                if index > 0 {
                    lines.append(StyledLine(current))
                    current = []
                }
                if !piece.isEmpty { current.append(Run(String(piece), style: run.style)) }
            }
        }
        lines.append(StyledLine(current))
        return lines
    }
}
