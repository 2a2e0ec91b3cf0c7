/// The most of one line that is decoded to be shown: a row is drawn in one line of the
/// screen, so a field longer than a screen can show, or a line of more fields than columns
/// can fit, costs no more than what is shown. Cut text ends with ``cutMark``.
public enum CSVLineLimits {
    /// The bytes of one field decoded (a wide terminal shows fewer than this in a cell).
    public static let fieldBytes = 4_096
    /// The bytes of one line walked to find its fields.
    public static let lineBytes = 1 << 20
    /// The fields of one line, and so the columns of the table.
    public static let fields = 1_000
    /// What ends a cut field.
    public static let cutMark = "…"
}
