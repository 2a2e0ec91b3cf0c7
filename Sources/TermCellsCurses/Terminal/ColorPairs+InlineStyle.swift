import TermCells

extension ColorPairs {
    /// What the terminal shows of `style` drawn in a cell, as ``InlineStyle`` (before the
    /// entry's limits, ``StyleSequences/shown(_:colored:)``): its attributes, and its colours
    /// as a cell's pair would carry them. For text that goes to the terminal outside a frame
    /// (the lines printed above an inline block), which then looks as the block's cells do.
    func inlineStyle(of style: Style) -> InlineStyle {
        var attributes = style.attributes
        // As a canvas shows it: without colours a coloured background shows reversed.
        if !enabled && style.background != .default { attributes.insert(.reverse) }
        var shown = InlineStyle(attributes: attributes.rawValue & 31)
        guard enabled else { return shown }
        (shown.foreground, shown.background) = inlineColors(style.foreground, style.background)
        return shown
    }
}
