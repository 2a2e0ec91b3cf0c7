extension Style {
    /// `overlay` laid over this style: attributes combine, and each colour of `overlay`
    /// that is not the default replaces this one's. How a ``Theme``'s roles mark what they
    /// fall on (a selected row, an outline's mark).
    public func overlaid(with overlay: Style) -> Style {
        Style(
            foreground: overlay.foreground == .default ? foreground : overlay.foreground,
            background: overlay.background == .default ? background : overlay.background,
            attributes: attributes.union(overlay.attributes)
        )
    }

    /// This style under a cursor drawn in `cursor`: the cursor's colours, the terminal's
    /// default ones included, and both styles' attributes, so that a cursor row looks whole
    /// whatever colours its text had.
    func highlighted(by cursor: Style) -> Style {
        Style(
            foreground: cursor.foreground, background: cursor.background,
            attributes: attributes.union(cursor.attributes))
    }
}
