/// A message's text in screen lines for one width: paragraphs wrapped, blocks kept whole,
/// runs of blank lines shown as one.
///
/// Text read line by line (the lines of the text, split at `\n`): a line between two fences
/// of three backticks, or starting with four spaces, is a block line (the fences are not
/// shown, the four spaces are dropped); a blank line (spaces and tabs only) separates; any
/// other line is a paragraph, wrapped on its own, so a list's items stay on their lines.
///
/// Growing text costs what its end costs: when new text extends the text laid out,
/// ``update(text:width:)`` keeps every screen line of the text's finished lines (those before
/// its last `\n`) and lays out the rest only. Cost: O(bytes of the old text) to compare them
/// (no wrapping), plus O(new lines' length).
struct MessageLayout {
    /// The width paragraphs are wrapped to; `Int.max` before any width is known (a line a
    /// source line).
    private(set) var width: Int
    /// The text laid out.
    private(set) var text: String
    /// The screen lines.
    private(set) var lines: [MessageLine] = []
    /// The width of the widest block line: how far blocks can scroll sideways.
    private(set) var widestBlockLine = 0
    /// The blocks: each run of block lines in ``lines`` with no other line between them, in order.
    private(set) var blocks: [MessageBlock] = []
    /// Counts the changes of ``lines``: a view that derives something from them (its folded
    /// lines) derives it again when this changed.
    private(set) var revision = 0
    /// Where reading stopped after the last finished line of ``text``.
    private var finished = Reading()
    /// Where reading is now (past the text's end).
    private var reading = Reading()

    /// The state of reading the text, after some of its lines.
    private struct Reading {
        /// The UTF-8 offset of the next line.
        var offset = 0
        /// The screen lines made so far.
        var lineCount = 0
        var widestBlockLine = 0
        /// Inside a fenced block.
        var inFence = false
        /// A blank line was read after some content: shown only if more content follows.
        var pendingBlank = false
        var hasContent = false
        /// How many blocks there are, the last one as it is then: a reading taken up again
        /// from here cuts ``blocks`` back to them.
        var blockCount = 0
        var lastBlock: MessageBlock?
    }

    /// `text` laid out for `width`.
    init(text: String, width: Int) {
        self.text = ""
        self.width = max(1, width)
        update(text: text, width: width)
    }

    /// Lays out `newText` for `newWidth`: only its lines from the last finished one on when it
    /// extends the text laid out at the same width, all of it otherwise.
    mutating func update(text newText: String, width newWidth: Int) {
        let newWidth = max(1, newWidth)
        if newWidth != width || !newText.extends(text) {
            width = newWidth
            finished = Reading()
            lines.removeAll(keepingCapacity: true)
            blocks.removeAll(keepingCapacity: true)
        } else if newText.utf8.count == text.utf8.count {
            return
        }
        text = newText
        revision &+= 1
        reading = finished
        lines.removeLast(lines.count - reading.lineCount)
        blocks.removeLast(blocks.count - reading.blockCount)
        if let lastBlock = reading.lastBlock { blocks[blocks.count - 1] = lastBlock }
        read()
    }

    /// Reads ``text`` from ``reading``, line by line, noting where its last finished line ends.
    private mutating func read() {
        let bytes = text.utf8
        var start = bytes.index(bytes.startIndex, offsetBy: reading.offset)
        while start < bytes.endIndex {
            let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            var end = newline ?? bytes.endIndex
            if end > start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") { end = bytes.index(before: end) }
            take(text[start..<end])
            guard let newline else { break }
            start = bytes.index(after: newline)
            reading.offset = bytes.distance(from: bytes.startIndex, to: start)
            reading.lineCount = lines.count
            finished = reading
        }
        widestBlockLine = reading.widestBlockLine
    }

    /// Reads one line of the text.
    private mutating func take(_ line: Substring) {
        if line.startsFence {
            reading.inFence.toggle()
        } else if reading.inFence {
            append(.block(DisplayLine(line)))
        } else if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
            if reading.hasContent { reading.pendingBlank = true }
        } else if line.hasPrefix("    ") {
            append(.block(DisplayLine(line.dropFirst(4))))
        } else {
            for wrapped in line.sanitizedForDisplay().wordWrapped(toWidth: width) { append(.paragraph(wrapped)) }
        }
    }

    private mutating func append(_ line: MessageLine) {
        if reading.pendingBlank {
            lines.append(.blank)
            reading.pendingBlank = false
        }
        if case .block(let block) = line {
            reading.widestBlockLine = max(reading.widestBlockLine, block.width)
            extendBlocks(with: block)
        }
        lines.append(line)
        reading.hasContent = true
    }

    /// Adds `line`, about to be appended to ``lines``, to the block it continues, or starts one.
    private mutating func extendBlocks(with line: DisplayLine) {
        if var last = blocks.last, last.lines.upperBound == lines.count {
            last.lines = last.lines.lowerBound..<lines.count + 1
            last.widestLine = max(last.widestLine, line.width)
            blocks[blocks.count - 1] = last
        } else {
            blocks.append(MessageBlock(lines: lines.count..<lines.count + 1, widestLine: line.width))
        }
        reading.blockCount = blocks.count
        reading.lastBlock = blocks.last
    }
}

extension Substring {
    /// Whether the line opens or closes a fenced block: three backticks after at most three spaces.
    fileprivate var startsFence: Bool {
        let indent = prefix { $0 == " " }.count
        return indent <= 3 && dropFirst(indent).hasPrefix("```")
    }
}
