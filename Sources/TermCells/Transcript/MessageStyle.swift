/// How a ``MessageCell`` draws the messages of one role: its role line, its paragraphs, and
/// its preformatted blocks.
public struct MessageStyle: Hashable, Sendable {
    /// The style of the line naming the role.
    public var roleLine: Style
    /// The style of the wrapped paragraphs.
    public var text: Style
    /// The style of the preformatted blocks (indented by four spaces or fenced).
    public var block: Style
    /// The style of a block line's clip marks (`‹` scrolled, `›` cut off); `nil`, the
    /// default, for ``block`` dimmed.
    public var clipMark: Style?

    /// A look for one role; the parts left out are a bold role line, plain text and yellow blocks.
    public init(roleLine: Style = .bold, text: Style = .plain, block: Style = Style(foreground: .yellow)) {
        self.roleLine = roleLine
        self.text = text
        self.block = block
        clipMark = nil
    }
}
