import TermCells

/// The SGR state of one cell: attributes and terminal colour numbers (-1: the default; a
/// 24-bit colour is ``trueColorBit`` and its red, green and blue in the low 24 bits).
struct InlineStyle: Equatable, Sendable {
    /// Bold, dim, italic, underline, reverse as bits 0–4.
    var attributes: UInt8 = 0
    var foreground: Int32 = -1
    var background: Int32 = -1

    /// The bit of a 24-bit colour's number, above any palette's.
    static let trueColorBit: Int32 = 1 << 24

    /// The colour number of a 24-bit colour.
    static func number(red: UInt8, green: UInt8, blue: UInt8) -> Int32 {
        trueColorBit | Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
    }

    static let plain = InlineStyle()

    static let bold: UInt8 = 1 << 0
    static let dim: UInt8 = 1 << 1
    static let italic: UInt8 = 1 << 2
    static let underline: UInt8 = 1 << 3
    static let reverse: UInt8 = 1 << 4
}

/// The link a cell leads to, with the number the screen gave it (``LinkSequences``).
struct InlineLink: Equatable, Sendable {
    var number: Int32
    var link: Hyperlink
}

/// One cell of an inline frame. A wide glyph takes its cell (width 2) and the next, which is
/// a continuation (empty text, width 0).
struct InlineCell: Equatable, Sendable {
    var text: String
    var width: UInt8
    var style: InlineStyle
    /// Where the glyph leads, on a terminal inline frames are sent to with links.
    var link: InlineLink? = nil

    static let blank = InlineCell(text: " ", width: 1, style: .plain)
    static let continuation = InlineCell(text: "", width: 0, style: .plain)

    var isContinuation: Bool { width == 0 }
    /// A space in the default style: what erasing to the end of the line leaves.
    var isBlank: Bool { self == .blank }
}

/// A block's cells, row by row.
struct InlineFrame: Equatable, Sendable {
    let width: Int
    let height: Int
    var cells: [InlineCell]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    subscript(x: Int, y: Int) -> InlineCell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// The rows down to the last one with a cell that is not a default blank.
    var contentRows: Int {
        var rows = height
        while rows > 0 && cells[((rows - 1) * width)..<(rows * width)].allSatisfy(\.isBlank) { rows -= 1 }
        return rows
    }

    /// Puts `text` from column `x` of row `y`, one column per character; for tests and
    /// plain content.
    mutating func put(_ text: String, x: Int, y: Int, style: InlineStyle = .plain) {
        var column = x
        for character in text where column < width {
            self[column, y] = InlineCell(text: String(character), width: 1, style: style)
            column += 1
        }
    }
}
