/// The sorts a column table's header shows: the columns its rows are sorted by, and the
/// sort under way (off the main actor, or waiting: ``ColumnTableManager/defersSorting``).
struct ColumnSortState: Hashable, Sendable {
    /// The columns the rows are in the order of, the first deciding.
    var applied: [ColumnSortIndicator] = []
    /// The sort asked for and not yet applied; nil when none is under way.
    var pending: [ColumnSortIndicator]?

    /// The sort the header marks: the one under way, or else the applied one.
    var shown: [ColumnSortIndicator] { pending ?? applied }

    /// What follows `column`'s title in the header: its mark (ranked when there are
    /// several), or "sorting…" on the first column of a sort under way, which takes the
    /// title's place rather than cut it (it shows briefly); nil when it is not sorted by.
    func suffix(column: Int) -> (text: String, cutsTitle: Bool)? {
        let shown = shown
        guard let rank = shown.firstIndex(where: { $0.column == column }) else { return nil }
        if pending != nil && rank == 0 { return ("sorting…", false) }
        return (shown[rank].mark(rank: rank, of: shown.count), true)
    }

    /// The room `column`'s mark takes after its title, the space before it included: what a
    /// fitted column keeps for it (never for "sorting…", which is brief and may cut the
    /// title); nil when it is not sorted by.
    func markWidth(column: Int) -> Int? {
        let shown = shown
        guard let rank = shown.firstIndex(where: { $0.column == column }) else { return nil }
        return 1 + shown[rank].mark(rank: rank, of: shown.count).displayWidth
    }
}
