import TermCellsCurses

/// What a row of the picker shows: one input line, decoded for display, the characters the
/// query matched (`Character` offsets), and whether it is chosen (`--multi`). Made when the
/// row is drawn, never stored.
struct PickRow {
    let text: String
    let highlights: [Int]
    /// `--ansi`: the style of each character, nil for a line without SGR sequences.
    let styles: [Style]?
    let isChosen: Bool
}
