/// A preformatted block of a message laid out (see ``MessageLayout``): a run of block lines
/// with no other line between them.
struct MessageBlock: Hashable, Sendable {
    /// Its lines' indexes in the layout's lines.
    var lines: Range<Int>
    /// The width of its widest line.
    var widestLine: Int
}
