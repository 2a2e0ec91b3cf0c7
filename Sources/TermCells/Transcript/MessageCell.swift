/// A row of a chat or agent transcript: a ``ChatMessage`` under a line naming its role,
/// paragraphs wrapped to the row's width, preformatted blocks unwrapped and clipped.
///
/// Register it for ``ChatMessage`` and the rows take the height their text needs at the
/// host's width:
///
/// ```swift
/// let manager = TableManager()
/// manager.register(MessageCell.self)
/// manager.memoryStorage.setItems([
///     ChatMessage(role: .user, text: "Show me a loop."),
///     ChatMessage(role: .assistant, text: "Here:\n\n    for i in 0..<3 { print(i) }"),
/// ])
/// ```
///
/// A block line wider than the row ends in `›`; with the cursor on the message, Left and
/// Right scroll the message's blocks sideways by ``blockScrollStep`` columns (a block scrolled
/// shows `‹` first) while its paragraphs stay put. A mapping's own key action for Left or
/// Right (`mapping.onKey(.left)`) comes first. Text is sanitised: controls show as
/// placeholders (`^[`), never reaching the terminal.
///
/// A block of more lines than ``blockFoldingThreshold`` shows folded, as one line saying how
/// many lines it hides (`▸ 42 lines hidden`), until its message is unfolded
/// (``ChatMessage/isUnfolded``, ``ChatTranscript/toggleFolding(of:)``).
///
/// Each role's look comes from ``styles``, the theme's ``Theme/messages`` unless set; the
/// role line (the first line, for a message without a role) takes ``TableCell/highlightStyle``'s
/// colours under the cursor.
@MainActor
open class MessageCell: TableCell, ModelTransfer {
    /// The message shown.
    public private(set) var message: ChatMessage?
    /// The look of each role's messages: the theme's ``Theme/messages`` (``MessageStyles/standard``
    /// in ``Theme/dark``) until set. Set it in the mapping's handler, or in the `init()` of a
    /// subclass; once set, it wins over every theme.
    public var styles: MessageStyles {
        get { ownStyles ?? theme.messages }
        set {
            ownStyles = newValue
            needsDisplay = true
        }
    }
    /// The ``styles`` set on this cell, which win over the theme's.
    private var ownStyles: MessageStyles?
    /// The columns Left and Right scroll the blocks by.
    public var blockScrollStep = 8
    /// The most lines a block shows whole while its message is folded (``ChatMessage/isUnfolded``
    /// false): a longer block shows as one line saying how many lines it hides. 10 by default;
    /// 0 folds every block, `Int.max` none. Set it where ``styles`` are set (the mapping's
    /// handler, or a subclass's `init()`), so that rows are measured with it.
    public var blockFoldingThreshold = 10 {
        didSet { if oldValue != blockFoldingThreshold { setNeedsDisplay() } }
    }
    /// The first column of the blocks shown: 0 until Left and Right scroll them. A message that
    /// grows (streams in) keeps it; another message starts at 0.
    public internal(set) var blockOffset = 0 { didSet { if oldValue != blockOffset { setNeedsDisplay() } } }

    /// The message in lines, for the width last asked for.
    private var layout = MessageLayout(text: "", width: .max)
    /// The lines shown of ``layout``, its long blocks folded, and what they were derived from.
    private var shown: (lines: FoldedMessageLines, revision: Int, threshold: Int?)?
    /// The width the row is laid out at: told by the manager before the row is measured,
    /// then the width it was drawn at.
    private var rowWidth: Int?

    /// The width the row is laid out at, else its frame's; unknown (a line a text line) before either.
    var layoutWidth: Int { rowWidth ?? (frame.width > 0 ? frame.width : .max) }

    public required init() { super.init() }

    /// Shows `message`; the same message grown, or folded or unfolded, keeps its blocks'
    /// sideways scroll.
    open func update(with message: ChatMessage) {
        if let shown = self.message, shown.role == message.role, message.text.extends(shown.text) {
            if shown.text.utf8.count != message.text.utf8.count || shown.isUnfolded != message.isUnfolded {
                needsDisplay = true
            }
        } else {
            blockOffset = 0
            needsDisplay = true
        }
        self.message = message
    }

    /// The lines `message` takes at `width`: its role line, its wrapped paragraphs, its block
    /// lines (one for a folded block) and the blank lines between them; at least 1.
    public func height(forWidth width: Int) -> Int {
        guard let message else { return 1 }
        return max(1, (message.role == nil ? 0 : 1) + shownLines(width: width).lines.count)
    }

    /// The message's height at the row's width (see ``height(forWidth:)``).
    open override var preferredHeight: Int { height(forWidth: layoutWidth) }

    override var heightDependsOnWidth: Bool { true }

    override func prepare(forWidth width: Int) { rowWidth = width }

    /// Left and Right, with the cursor on the message, scroll its blocks (see ``scrollBlocks(by:)``).
    override func handle(_ key: KeyEvent) -> Bool { scrollBlocks(for: key) }

    /// The message laid out for `width`, laid out again only as far as it changed.
    func laidOut(width: Int) -> MessageLayout {
        layout.update(text: message?.text ?? "", width: width)
        return layout
    }

    /// The message laid out for `width` and the lines of it shown, its long blocks folded
    /// unless it is unfolded; derived again only when the layout or the folding changed.
    func shownLines(width: Int) -> (layout: MessageLayout, lines: FoldedMessageLines) {
        let layout = laidOut(width: width)
        let threshold = message?.isUnfolded == false ? max(0, blockFoldingThreshold) : nil
        if let shown, shown.revision == layout.revision, shown.threshold == threshold {
            return (layout, shown.lines)
        }
        let lines = FoldedMessageLines(layout, foldingBlocksLongerThan: threshold)
        shown = (lines, layout.revision, threshold)
        return (layout, lines)
    }

    /// Draws the role line and the lines of the message that show: a message taller than
    /// the screen costs what the screen shows of it.
    open override func draw(in canvas: any Canvas) {
        let size = canvas.size
        rowWidth = size.width
        canvas.fill(Rect(origin: .zero, size: size), style: .plain)
        guard let message, size.width > 0 else { return }
        let style = styles[message.role]
        let (layout, lines) = shownLines(width: size.width)
        let firstLineRow = message.role == nil ? 0 : 1
        if let role = message.role { canvas.draw(role.name, row: 0, style: rowStyle(from: style.roleLine)) }
        let offset = shownBlockOffset(width: size.width)
        let shownRows = (canvas as? ChildCanvas)?.visibleRows ?? 0..<size.height
        let rows = shownRows.clamped(to: firstLineRow..<min(size.height, firstLineRow + lines.count))
        for row in rows {
            // The cursor marks the first line of a message without a role line.
            let marksCursor = row == 0
            switch lines.line(at: row - firstLineRow, of: layout) {
            case .paragraph(let text):
                canvas.draw(text, row: row, style: marksCursor ? rowStyle(from: style.text) : style.text)
            case .block(let text):
                let block = marksCursor ? rowStyle(from: style.block) : style.block
                let mark = style.clipMark.map { marksCursor ? rowStyle(from: $0) : $0 } ?? block.adding(.dim)
                drawBlockLine(text, offset: offset, row: row, in: canvas, style: block, mark: mark)
            case .foldedBlock(let lineCount):
                // Across the row, as a block line is; cut with `…` on a narrow row.
                let block = marksCursor ? rowStyle(from: style.block) : style.block
                canvas.draw(Self.foldLine(hiding: lineCount), row: row, style: block.adding(.dim))
            case .blank:
                break
            }
        }
    }

    /// What a folded block shows: how many lines it hides.
    static func foldLine(hiding lineCount: Int) -> String {
        "▸ \(lineCount) \(lineCount == 1 ? "line" : "lines") hidden"
    }

    /// Draws a block line from column `offset`, clipped to the canvas: `‹` first when
    /// scrolled, `›` last when it goes on past the right edge, both in `mark`.
    private func drawBlockLine(
        _ line: DisplayLine, offset: Int, row: Int, in canvas: any Canvas, style: Style, mark: Style
    ) {
        let width = canvas.size.width
        let cutLeft = offset > 0
        let cutRight = line.width > offset + width
        canvas.fill(Rect(x: 0, y: row, width: width, height: 1), style: style)
        let from = cutLeft ? 1 : 0
        let to = cutRight ? width - 1 : width
        let shown = canvas.child(in: Rect(x: from, y: row, width: max(0, to - from), height: 1))
        shown.draw(line.text, at: Point(x: -offset - from, y: 0), style: style)
        if cutLeft { canvas.draw("‹", at: Point(x: 0, y: row), style: mark) }
        if cutRight { canvas.draw("›", at: Point(x: width - 1, y: row), style: mark) }
    }
}
