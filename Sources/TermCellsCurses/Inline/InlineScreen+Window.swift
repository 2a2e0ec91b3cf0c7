import CNcursesw
import TermCells

extension InlineScreen {
    /// The block's cells as content drew them into ncurses' window.
    func frame(of window: UnsafeMutablePointer<WINDOW>) -> InlineFrame {
        var frame = InlineFrame(
            width: min(blockSize.width, Int(tc_getmaxx(window))), height: min(blockSize.height, Int(tc_getmaxy(window)))
        )
        let sequences = output.renderer.sequences
        _ = styles.forgetsFreedPairs()
        WindowCells.forEach(in: window, width: frame.width, height: frame.height) { x, y, cell in
            var style = InlineStyle(attributes: cell.attributes.rawValue)
            if cell.pair > 0 { (style.foreground, style.background) = styles.colors(ofPair: cell.pair) }
            // What the terminal can show of it, as ncurses would show it.
            style = sequences.shown(style, colored: cell.pair > 0)
            let link = styles.colorPairs?.link(ofPair: cell.pair).map { InlineLink(number: $0.number, link: $0.link) }
            frame[x, y] = InlineCell(text: cell.glyph, width: cell.isWide ? 2 : 1, style: style, link: link)
            if cell.isWide { frame[x + 1, y] = .continuation }
        }
        return frame
    }
}
