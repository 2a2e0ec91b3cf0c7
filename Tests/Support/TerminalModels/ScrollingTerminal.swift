import TermCells

/// A terminal reduced to what inline mode sends: printable text with xterm's wrapping (`am`,
/// `xenl`, turned off and on by DECAWM, `ESC [ ? 7 l` and `h`), CR, LF (scrolling into a
/// scrollback at the bottom), cursor up, down and forward, erase in line and in display, save
/// and restore cursor. Style sequences and synchronized output markers are read and ignored.
/// A resize crops, as xterm's does. For tests of where inline mode's rows and lines end up,
/// from the bytes of a model (unit tests) or of a program on a pseudo-terminal (end to end).
package struct ScrollingTerminal {
    package private(set) var width: Int
    package private(set) var height: Int
    package private(set) var rows: [String]
    /// The lines that scrolled off the top, oldest first.
    package private(set) var scrollback: [String] = []
    package private(set) var row = 0
    package private(set) var column = 0
    /// Whether the cursor waits at the last column for the next character to wrap it.
    private var pendingWrap = false
    /// DECAWM: whether a character written past the last column wraps to the next line, or
    /// replaces the last column's.
    package private(set) var autoWraps = true
    private var saved = (row: 0, column: 0)

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        rows = Array(repeating: "", count: height)
    }

    /// The screen's rows, trailing blanks trimmed.
    package var screen: [String] { rows.map(Self.trimmed) }

    /// The scrollback, then the screen down to its last row that is not blank: what a person
    /// scrolling back through the terminal reads.
    package var transcript: [String] {
        let shown = screen
        let end = (shown.lastIndex { !$0.isEmpty }).map { $0 + 1 } ?? 0
        return scrollback + shown[..<end]
    }

    /// Prints `lines` as a shell does, each followed by a newline.
    package mutating func print(_ lines: [String]) {
        for line in lines { receive(line + "\r\n") }
    }

    /// Changes the size, cropping or padding rows: no reflow.
    package mutating func resize(width newWidth: Int, height newHeight: Int) {
        rows = rows.map { String(Self.cells($0).prefix(newWidth).joined()) }
        while rows.count > newHeight {
            // As xterm does when the cursor would fall off: the top row goes to the scrollback.
            if row >= newHeight {
                scrollback.append(Self.trimmed(rows.removeFirst()))
                row -= 1
            } else {
                rows.removeLast()
            }
        }
        while rows.count < newHeight { rows.append("") }
        (width, height) = (newWidth, newHeight)
        column = min(column, newWidth - 1)
        pendingWrap = false
    }

    package mutating func receive(_ bytes: [UInt8]) {
        receive(String(decoding: bytes, as: UTF8.self))
    }

    package mutating func receive(_ text: String) {
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r":
                column = 0
                pendingWrap = false
            case "\n", "\r\n":
                if character == "\r\n" { column = 0 }
                lineFeed()
            case "\u{1B}":
                escape(&characters)
            default:
                put(character)
            }
        }
    }

    private mutating func escape(_ characters: inout ArraySlice<Character>) {
        guard let next = characters.popFirst() else { return }
        switch next {
        case "7": saved = (row, column)
        case "8": (row, column, pendingWrap) = (saved.row, saved.column, false)
        case "(": _ = characters.popFirst()
        case "[":
            var parameters = ""
            while let character = characters.popFirst() {
                guard character.isLetter else {
                    parameters.append(character)
                    continue
                }
                if parameters == "?7" && (character == "l" || character == "h") {
                    autoWraps = character == "h"
                    pendingWrap = false
                    return
                }
                csi(character, Int(parameters) ?? 1, parameters)
                return
            }
        default: break
        }
    }

    private mutating func csi(_ final: Character, _ count: Int, _ parameters: String) {
        switch final {
        case "A": row = max(0, row - count)
        case "B": row = min(height - 1, row + count)
        case "C": column = min(width - 1, column + count)
        case "K": rows[row] = String(Self.cells(rows[row]).prefix(column).joined())
        case "J":
            rows[row] = String(Self.cells(rows[row]).prefix(column).joined())
            for below in (row + 1)..<max(row + 1, height) { rows[below] = "" }
        default: return  // SGR, modes
        }
        pendingWrap = false
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if row == height - 1 {
            scrollback.append(Self.trimmed(rows.removeFirst()))
            rows.append("")
        } else {
            row += 1
        }
    }

    private mutating func put(_ character: Character) {
        let glyphWidth = max(1, character.displayWidth)
        if !autoWraps && column + glyphWidth > width {
            // No wrap: the character replaces the last column's.
            column = width - glyphWidth
        } else if pendingWrap || column + glyphWidth > width {
            column = 0
            lineFeed()
        }
        var cells = Self.cells(rows[row])
        while cells.count < column + glyphWidth { cells.append(" ") }
        cells[column] = String(character)
        if glyphWidth == 2 { cells[column + 1] = "" }
        rows[row] = cells.joined()
        if column + glyphWidth == width {
            column = width - 1
            pendingWrap = autoWraps
        } else {
            column += glyphWidth
        }
    }

    /// A row's cells: a wide glyph's second cell is an empty string.
    private static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        for character in row {
            cells.append(String(character))
            if character.displayWidth == 2 { cells.append("") }
        }
        return cells
    }

    private static func trimmed(_ row: String) -> String {
        var row = row
        while row.hasSuffix(" ") { row.removeLast() }
        return row
    }
}
