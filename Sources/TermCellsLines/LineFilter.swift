/// The lines of a ``LineStore`` that match a query, kept as ascending line indexes and brought
/// up to date incrementally.
///
/// - A query that narrows the previous one (``LineQuery/narrows(_:)``: typing more) is tested
///   against the previous matches only.
/// - Any other query (Backspace, Ctrl-U) is tested against every line.
/// - Lines appended to the store later are tested once, by ``catchUp(with:)``, and their matches
///   appended: line indexes only grow, so the matches stay sorted.
public struct LineFilter: Sendable {
    /// The query the matches answer.
    public private(set) var query = LineQuery("")
    /// The indexes of the matching lines, ascending.
    public private(set) var matches: [Int32] = []
    /// How many lines of the store have been tested (the store's count at the last call).
    public private(set) var testedLineCount = 0

    /// A filter with an empty query and no lines tested.
    public init() {}

    /// Tests the lines added to `store` since the last call; returns how many matched (they are
    /// the last that many ``matches``).
    @discardableResult
    public mutating func catchUp(with store: LineStore) -> Int {
        guard store.count > testedLineCount else { return 0 }
        let added = store.lines(matching: query, in: testedLineCount..<store.count)
        testedLineCount = store.count
        matches.append(contentsOf: added)
        return added.count
    }

    /// Changes the query and recomputes the matches among the lines tested so far.
    ///
    /// Returns whether the previous matches were narrowed (otherwise every line was tested).
    @discardableResult
    public mutating func setQuery(_ newQuery: LineQuery, in store: LineStore) -> Bool {
        defer { query = newQuery }
        guard newQuery != query else { return true }
        let tested = min(testedLineCount, store.count)
        if newQuery.narrows(query) {
            matches = store.lines(matching: newQuery, among: matches)
            return true
        }
        matches = store.lines(matching: newQuery, in: 0..<tested)
        return false
    }
}
