import TermCellsCurses

/// The status line of a panel whose items can be selected, the same for a list and a grid.
enum SelectionStatus {
    /// The selection's size and its first `shown` titles when several items can be selected
    /// (`multiple`), else the selected item's title. `selected` ends with the latest; `title`
    /// names the item at an index path, or gives `nil` for one not worth naming.
    static func text(
        of selected: [IndexPath], multiple: Bool, shown: Int, title: (IndexPath) -> String?
    ) -> String {
        if multiple {
            let titles = selected.prefix(shown).compactMap(title)
            return "Selected: \(selected.count) — " + titles.joined(separator: ", ")
        } else if let last = selected.last, let title = title(last) {
            return "Selected: \(title)"
        } else {
            return "Nothing selected"
        }
    }
}
