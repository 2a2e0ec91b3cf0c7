import CNcursesw
import TermCells
import Testing

@testable import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#endif

/// A terminal screen that takes the frame writer's bytes — absolute and forward moves, erases,
/// repeats, SGR and character set choices (ignored: only glyphs are compared) and UTF-8 text, wide glyphs over two
/// columns — so a test can compare what the terminal would show with what was drawn.
private struct ModelTerminal {
    var rows: [[String]]
    private var row = 0
    private var column = 0
    private var last = " "
    private(set) var unknown: [String] = []

    init(width: Int, height: Int) {
        rows = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    mutating func apply(_ bytes: [UInt8]) {
        let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < text.count {
            let scalar = text[index]
            if scalar == "\u{1B}", index + 1 < text.count, text[index + 1] == "[" {
                var end = index + 2
                while end < text.count, !(0x40...0x7E).contains(text[end].value) { end += 1 }
                guard end < text.count else { return }
                let parameters = String(String.UnicodeScalarView(text[(index + 2)..<end]))
                control(parameters, final: text[end])
                index = end + 1
                continue
            }
            // A character set chosen (`ESC ( B`) or shifted (SI, SO), as entries' `sgr` do: no glyph.
            if scalar == "\u{1B}", index + 2 < text.count, text[index + 1] == "(" {
                index += 3
                continue
            }
            if scalar != "\u{0E}" && scalar != "\u{0F}" { put(String(scalar)) }
            index += 1
        }
    }

    private mutating func control(_ parameters: String, final: Unicode.Scalar) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let first = max(1, numbers.first ?? 1)
        switch final {
        case "H":
            row = max(1, numbers.first ?? 1) - 1
            column = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
        case "C": column += first
        case "K": for x in column..<rows[row].count { rows[row][x] = " " }
        case "X": for x in column..<min(rows[row].count, column + first) { rows[row][x] = " " }
        case "b": for _ in 0..<first { put(last) }
        case "m": break
        default: unknown.append(parameters + String(final))
        }
    }

    private mutating func put(_ glyph: String) {
        guard row < rows.count, column < rows[row].count else { return }
        let width = glyph.unicodeScalars.first.map { Int(tc_wcwidth(wchar_t(bitPattern: $0.value))) } ?? 1
        rows[row][column] = glyph
        if width == 2, column + 1 < rows[row].count { rows[row][column + 1] = "" }
        column += max(1, width)
        last = glyph
    }

    var lines: [String] { rows.map { $0.joined() } }
}

extension CursesCanvasTests {
    /// The window's rows as ncurses holds them: what a full repaint would show.
    private func windowLines(_ window: UnsafeMutablePointer<WINDOW>, width: Int, height: Int) -> [String] {
        (0..<height).map { y in
            (0..<width).map { x -> String in
                var cell = cchar_t()
                _ = mvwin_wch(window, Int32(y), Int32(x), &cell)
                if tc_cell_is_continuation(&cell) != 0 { return "" }
                return Unicode.Scalar(UInt32(bitPattern: cell.chars.0)).map { String($0) } ?? " "
            }.joined()
        }
    }

    /// Two frames of a tour-like switch: a row of text ending in a word at the right edge,
    /// then a row of wide glyphs with a border at the edge. Cells the writer skips as
    /// "unchanged" must be unchanged at the same columns, not at the same index of the row
    /// read back (a wide glyph may be read back as one entry for two columns).
    @Test(arguments: ["xterm-256color", "screen", "linux", "vt220", "rxvt-unicode-256color"])
    func aFrameAfterWideGlyphsShowsWhatAFullRepaintShows(terminal: String) throws {
        let (width, height) = (40, 3)
        try withScreen(width: Int32(width), height: Int32(height), terminal: terminal) { window, canvas in
            var writer = FrameWriter()
            writer.adopt(window)
            var model = ModelTerminal(width: width, height: height)
            let frames: [() -> Void] = [
                {
                    canvas.fill(Rect(x: 0, y: 0, width: width, height: height), style: .plain)
                    _ = canvas.draw("  Item 0", at: Point(x: 0, y: 0))
                    _ = canvas.draw("odd", at: Point(x: 37, y: 0))
                    _ = canvas.draw("  Item 1        tail of the row    even", at: Point(x: 0, y: 1))
                },
                {
                    canvas.fill(Rect(x: 0, y: 0, width: width, height: height), style: .plain)
                    _ = canvas.draw("│日本│語 │   │日 │", at: Point(x: 0, y: 0))
                    _ = canvas.draw("│", at: Point(x: 39, y: 0))
                    _ = canvas.draw("日本語  Item 1        tail of the   even", at: Point(x: 0, y: 1))
                },
                {
                    canvas.fill(Rect(x: 0, y: 0, width: width, height: height), style: .plain)
                    _ = canvas.draw("  Item 0", at: Point(x: 0, y: 0))
                    _ = canvas.draw("odd", at: Point(x: 37, y: 0))
                    _ = canvas.draw("  Item 1        tail of the row    even", at: Point(x: 0, y: 1))
                },
            ]
            for (number, draw) in frames.enumerated() {
                draw()
                var bytes: [UInt8] = []
                try #require(writer.appendChanges(of: window, to: &bytes))
                model.apply(bytes)
                #expect(
                    model.lines == windowLines(window, width: width, height: height),
                    "frame \(number) on \(terminal): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
            #expect(model.unknown.isEmpty)
        }
    }
}
