/// What a row of the picker shows: one input line, decoded for display, and whether it is
/// chosen (`--multi`). Made when the row is drawn, never stored.
struct PickRow {
    let text: String
    let isChosen: Bool
}
