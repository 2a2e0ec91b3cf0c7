extension Unicode.Scalar {
    /// The columns a terminal gives this scalar on its own, or `nil` when it is not printable.
    ///
    /// This is the C library's `wcwidth` under a UTF-8 locale — what ncurses uses to place text —
    /// independent of the process locale: 2 for CJK and most emoji, 0 for combining marks and
    /// other zero-width characters, `nil` for controls and unassigned code points.
    ///
    /// Cost: printable ASCII is a comparison; the rest of the BMP is a lookup in a table built once;
    /// other planes call the C library (or the built-in rule when no UTF-8 locale exists).
    public var terminalWidth: Int? {
        let value = self.value
        if value >= 0x20 && value < 0x7F { return 1 }
        let width: Int
        if value < 0x10000 {
            width = WidthTable.bmp.width(of: value)
        } else if let system = LocaleWidth.shared {
            width = system.width(of: value)
        } else {
            width = FallbackWidth.width(of: self)
        }
        return width < 0 ? nil : width
    }
}
