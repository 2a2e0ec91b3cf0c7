/// How many rows an inline screen takes under the shell's cursor.
public enum InlineHeight: Sendable, Equatable {
    /// A fixed number of rows (at most the terminal's height, at least 1).
    case fixed(Int)
    /// A percentage of the terminal's height, recomputed when the terminal is resized
    /// (at least 1 row).
    case percent(Int)

    /// Reads fzf's `--height` spelling: `10` for ten rows, `40%` for 40 percent of the
    /// terminal's height. Nil when `text` is neither, or asks for no rows.
    public init?(_ text: String) {
        if text.hasSuffix("%") {
            guard let value = Int(text.dropLast()), value > 0, value <= 100 else { return nil }
            self = .percent(value)
        } else {
            guard let value = Int(text), value > 0 else { return nil }
            self = .fixed(value)
        }
    }

    /// The block's height on a terminal `terminalHeight` rows tall.
    func rows(terminalHeight: Int) -> Int {
        let height = max(1, terminalHeight)
        switch self {
        case .fixed(let rows): return min(max(1, rows), height)
        case .percent(let percent): return min(max(1, height * percent / 100), height)
        }
    }
}

/// Where an ``Application`` draws.
public enum ScreenMode: Sendable, Equatable {
    /// The alternate screen, all of it; the shell's screen comes back on exit.
    case fullScreen
    /// A block of rows under the shell's cursor, on the normal screen: what is above it stays
    /// on screen, and the block is erased on exit so the prompt comes back right under the
    /// earlier output (or kept: ``TerminalOptions/keepsInlineBlockOnExit``). Finished content
    /// goes above the block with ``Application/insertAbove(_:)``. The alternate screen is
    /// never entered. See the Embedding article.
    case inline(rows: InlineHeight)
}

extension ScreenMode {
    /// The block's height for `.inline`, nil for the full screen.
    var inlineHeight: InlineHeight? {
        if case .inline(let rows) = self { return rows }
        return nil
    }
}
