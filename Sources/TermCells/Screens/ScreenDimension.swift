/// A position or length in a screen file: fixed cells, a fraction of the screen, or the rest.
public enum ScreenDimension: Hashable, Sendable {
    /// This many columns or rows (`12`).
    case cells(Int)
    /// A fraction of the screen's width or height, rounded down (`25%` is 25/100, `1/3`).
    case fraction(Int, of: Int)
    /// From the position to the screen's edge (`*`; lengths only).
    case rest

    /// Reads `12`, `25%`, `1/3` or `*`; `nil` for anything else.
    init?(_ text: Substring) {
        if text == "*" {
            self = .rest
        } else if text.hasSuffix("%"), let percent = Int(text.dropLast()), (0...100).contains(percent) {
            self = .fraction(percent, of: 100)
        } else if let slash = text.firstIndex(of: "/"), let part = Int(text[..<slash]),
            let whole = Int(text[text.index(after: slash)...]), whole > 0, (0...whole).contains(part)
        {
            self = .fraction(part, of: whole)
        } else if let cells = Int(text), cells >= 0 {
            self = .cells(cells)
        } else {
            return nil
        }
    }

    /// The cells this dimension takes on a screen `extent` wide (or tall), from `start`.
    ///
    /// A fraction is computed in double width, so `9223372036854775807/9223372036854775807` of
    /// any screen is the whole screen rather than an overflow: the result is at most `extent`.
    public func resolved(in extent: Int, from start: Int = 0) -> Int {
        switch self {
        case .cells(let cells): return cells
        case .fraction(let part, let whole):
            guard whole > 0, extent > 0 else { return 0 }
            let product = extent.multipliedFullWidth(by: min(max(part, 0), whole))
            return whole.dividingFullWidth((high: product.high, low: product.low)).quotient
        case .rest: return max(0, extent - start)
        }
    }
}
