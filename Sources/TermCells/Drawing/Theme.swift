/// The look of every part the library draws itself: the cursor, the selection, headers,
/// sort marks, the scroll indicator, outline marks, placeholders, marks over the content and
/// a transcript's messages (``messages``). One value, with a dark and a light default (``dark``,
/// ``light``, which say so in ``background``), set on the application
/// for every host it draws or on one host (``LayoutHost/theme``), whose own wins.
///
/// Start from a default and change the roles you want:
///
/// ```swift
/// var theme = Theme.dark
/// theme.columnHeader = Style(foreground: .cyan, attributes: .bold)
/// application.theme = theme
/// ```
///
/// A role marks what it falls on: its colours replace those below where it gives one, and
/// its attributes add to theirs (a selected row keeps its text's colours and turns bold). The
/// cursor roles are the exception: the cursor's row, cell and item take the role's colours,
/// the terminal's default ones included, so the cursor looks whole. What a view's own code
/// sets (``TableCell/highlightStyle``, ``TableColumnModel/headerStyle``) wins over the theme.
public struct Theme: Hashable, Sendable {
    /// The row under a list's cursor (``TableCell``, a column table's row, an outline's row).
    public var cursorRow: Style
    /// The cell under a column table's cell cursor, inside the cursor's row.
    public var cursorCell: Style
    /// The item under a grid's cursor (``GridCell``).
    public var cursorItem: Style
    /// What marks a selected item, on top of its row or item style.
    public var selection: Style
    /// A column table's header row.
    public var columnHeader: Style
    /// The sort mark of a sorted column's title (`▲`, `▼2`) and `sorting…` while a sort runs,
    /// laid over the header's style.
    public var sortMark: Style
    /// The line between a column table's columns, laid over its row's style.
    public var columnSeparator: Style
    /// A section's header or footer drawn by ``SupplementaryView``, and an outline's section rows.
    public var sectionHeader: Style
    /// The part of the scroll indicator that shows where the viewport is (`┃`).
    public var scrollThumb: Style
    /// The rest of the scroll indicator's column (`│`).
    public var scrollTrack: Style
    /// An outline's disclosure marks (`▸`, `▾`), laid over their row's style.
    public var outlineMark: Style
    /// What shows where a view or a host could not be made (`⚠ no mapping for …`) and where
    /// an outline's children could not be read; reversed under the cursor.
    public var anomalyPlaceholder: Style
    /// What shows while an outline's children load (`Loading…`).
    public var loadingPlaceholder: Style
    /// The `↓ N new` mark of a host away from the tail it follows.
    public var newItemsMark: Style
    /// A ``TextField``'s placeholder, shown while its text is empty.
    public var fieldPlaceholder: Style
    /// The character under a ``TextField``'s own cursor.
    public var fieldCursor: Style
    /// A ``MessageCell``'s look, one ``MessageStyle`` a role: its role line, its text, its
    /// preformatted blocks and their clip marks (`‹`, `›`). The cell's own
    /// ``MessageCell/styles``, once set, win.
    public var messages: MessageStyles
    /// Whether the theme is made for a terminal with a light or a dark background, for a
    /// view of your own that picks its colours by it.
    public var background: Background

    /// A theme with every role given but ``messages`` (``MessageStyles/standard``) and
    /// ``background`` (``Background/dark``); ``dark`` and ``light`` are the usual starting points.
    public init(
        cursorRow: Style, cursorCell: Style, cursorItem: Style, selection: Style, columnHeader: Style,
        sortMark: Style, columnSeparator: Style, sectionHeader: Style, scrollThumb: Style, scrollTrack: Style,
        outlineMark: Style, anomalyPlaceholder: Style, loadingPlaceholder: Style, newItemsMark: Style,
        fieldPlaceholder: Style, fieldCursor: Style
    ) {
        self.cursorRow = cursorRow
        self.cursorCell = cursorCell
        self.cursorItem = cursorItem
        self.selection = selection
        self.columnHeader = columnHeader
        self.sortMark = sortMark
        self.columnSeparator = columnSeparator
        self.sectionHeader = sectionHeader
        self.scrollThumb = scrollThumb
        self.scrollTrack = scrollTrack
        self.outlineMark = outlineMark
        self.anomalyPlaceholder = anomalyPlaceholder
        self.loadingPlaceholder = loadingPlaceholder
        self.newItemsMark = newItemsMark
        self.fieldPlaceholder = fieldPlaceholder
        self.fieldCursor = fieldCursor
        messages = .standard
        background = .dark
    }
}
