import CNcursesw
import TermCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension InlineScreen {
    /// The block's cells as content drew them into ncurses' window.
    func frame(of window: UnsafeMutablePointer<WINDOW>) -> InlineFrame {
        let width = min(blockSize.width, Int(tc_getmaxx(window)))
        let height = min(blockSize.height, Int(tc_getmaxy(window)))
        var frame = InlineFrame(width: width, height: height)
        let capacity = Int(tc_cell_text_capacity())
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: capacity) { text in
            for y in 0..<height {
                var x = 0
                while x < width {
                    var attributes: attr_t = 0
                    var pair: Int32 = 0
                    text[0] = 0
                    guard tc_window_cell(window, Int32(y), Int32(x), text.baseAddress, &attributes, &pair) == OK,
                        text[0] != 0
                    else {
                        x += 1
                        continue
                    }
                    var glyph = ""
                    var index = 0
                    while index < capacity, text[index] != 0,
                        let scalar = Unicode.Scalar(UInt32(bitPattern: text[index]))
                    {
                        glyph.unicodeScalars.append(scalar)
                        index += 1
                    }
                    let wide = glyph.unicodeScalars.first?.terminalWidth == 2 && x + 1 < width
                    frame[x, y] = InlineCell(
                        text: glyph, width: wide ? 2 : 1, style: styles.style(attributes, pair: pair))
                    if wide { frame[x + 1, y] = .continuation }
                    x += wide ? 2 : 1
                }
            }
        }
        return frame
    }
}
