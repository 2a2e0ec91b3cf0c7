/// Which way a column is sorted.
public enum CSVSortDirection: Sendable {
    case ascending
    case descending
}
