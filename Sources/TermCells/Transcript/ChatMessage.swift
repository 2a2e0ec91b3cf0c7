/// One message of a chat or agent transcript, as a ``MessageCell`` shows it: who speaks and
/// what they say.
///
/// The text is shown as written, lightly read as Markdown: blank lines separate paragraphs,
/// which wrap to the cell's width; lines that start with four spaces, and lines between two
/// fences of three backticks, are preformatted blocks, shown unwrapped.
///
/// A message that streams in grows by appending to ``text``: replace the storage's item with
/// the longer message and the cell re-lays out only the text's last line.
///
/// A block longer than the cell's ``MessageCell/blockFoldingThreshold`` (a tool's output, say)
/// shows folded, as one line saying how many lines it hides, until the message is unfolded:
/// ``isUnfolded`` is the message's, not the row's view's, so it stays with the message however
/// views are reused.
///
/// ```swift
/// storage.setItems([
///     ChatMessage(role: .user, text: "Show me a loop."),
///     ChatMessage(role: .assistant, text: "Here:\n\n```\nfor i in 0..<3 { print(i) }\n```"),
/// ])
/// ```
public struct ChatMessage: Hashable, Sendable {
    /// Who speaks; nil shows the text without a role line (a message that continues the one
    /// above it, say).
    public var role: ChatRole?
    /// What they say, in lines separated by `\n` (`\r\n` too).
    public var text: String
    /// Whether the message shows its long blocks whole: `false`, the default, folds each block
    /// of more lines than the cell's ``MessageCell/blockFoldingThreshold``. Toggle it in a
    /// ``ChatTranscript`` with ``ChatTranscript/toggleFolding(of:)``; in another storage, set it
    /// and replace the item, as for any change of a row's model.
    public var isUnfolded = false

    /// A message from `role` saying `text`.
    public init(role: ChatRole?, text: String) {
        self.role = role
        self.text = text
    }
}
