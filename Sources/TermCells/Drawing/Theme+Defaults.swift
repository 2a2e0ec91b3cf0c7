extension Theme {
    /// For a terminal with a dark background, and the default: bright white on blue for the
    /// cursor's row, reverse video for a grid's cursor, bold for the selection and headers,
    /// messages in ``MessageStyles/standard``.
    public static let dark = Theme(
        cursorRow: Style(foreground: .brightWhite, background: .blue),
        cursorCell: Style(foreground: .blue, background: .brightWhite, attributes: .bold),
        cursorItem: .reverse,
        selection: .bold,
        columnHeader: Style(attributes: [.bold, .underline]),
        sortMark: .plain,
        columnSeparator: .dim,
        sectionHeader: .bold,
        scrollThumb: .plain,
        scrollTrack: .dim,
        outlineMark: .plain,
        anomalyPlaceholder: Style(foreground: .red),
        loadingPlaceholder: .dim,
        newItemsMark: .reverse,
        fieldPlaceholder: .dim,
        fieldCursor: .reverse
    )

    /// For a terminal with a light background: the cursor in black on the palette's light grey
    /// (ANSI white, the highlight colour of light palettes; no text in bright white, which
    /// some of them draw as their background), its cell in white on blue, sort marks in blue,
    /// placeholders in bold red; messages' role lines in green (the user), blue (the
    /// assistant), magenta (the system) and bold (a tool), their blocks in black on light
    /// grey rather than yellow; the rest as ``dark``.
    public static let light: Theme = {
        var theme = Theme.dark
        theme.cursorRow = Style(foreground: .black, background: .white)
        theme.cursorCell = Style(foreground: .white, background: .blue, attributes: .bold)
        theme.cursorItem = Style(foreground: .black, background: .white)
        theme.sortMark = Style(foreground: .blue)
        theme.anomalyPlaceholder = Style(foreground: .red, attributes: .bold)
        theme.messages = .forLightBackground
        theme.background = .light
        return theme
    }()
}

extension Theme {
    /// What a placeholder for a view or a host that could not be made is drawn in: the
    /// ``anomalyPlaceholder`` role, reversed under the cursor (or focused) so the cursor shows on it.
    func anomalyPlaceholderStyle(underCursor: Bool) -> Style {
        underCursor ? anomalyPlaceholder.adding(.reverse) : anomalyPlaceholder
    }
}
