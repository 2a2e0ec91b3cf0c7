/// The most of a stream (standard input, a pipe, a device such as `/dev/zero`) a
/// ``CSVDocument`` keeps in memory: the table shows the rows of this much, and says it stopped.
public enum CSVStreamLimit {
    /// 1 GiB: one reservation of address space holds it all, so the bytes never move.
    public static let bytes = 1 << 30
}
