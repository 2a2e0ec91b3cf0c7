/// One screen line of a message laid out for a width (see ``MessageLayout``).
enum MessageLine: Hashable, Sendable {
    /// A line of a wrapped paragraph, sanitised and at most the layout's width.
    case paragraph(String)
    /// A line of a preformatted block, sanitised and unwrapped: it may be wider than the
    /// layout, and is clipped when drawn.
    case block(DisplayLine)
    /// The empty line between two paragraphs or blocks.
    case blank
    /// The one line a folded block shows (see ``FoldedMessageLines``): how many lines it hides.
    /// Never among a layout's lines, which are all its text's.
    case foldedBlock(lineCount: Int)
}
