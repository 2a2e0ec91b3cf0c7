extension Style {
    /// `overlay` laid over this style: attributes combine, and each colour of `overlay`
    /// that is not the default replaces this one's.
    func overlaid(with overlay: Style) -> Style {
        Style(
            foreground: overlay.foreground == .default ? foreground : overlay.foreground,
            background: overlay.background == .default ? background : overlay.background,
            attributes: attributes.union(overlay.attributes)
        )
    }
}
