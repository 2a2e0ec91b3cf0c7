import TermCells

/// OSC 8, as the frame writer and inline mode send it: an opening (`ESC ] 8 ; id=… ; URL ST`)
/// makes the glyphs written after it lead to a link, an empty one (`ESC ] 8 ; ; ST`) to none.
///
/// Every link is sent with an id, its own or `termcells-N` from the number the screen gives
/// it, the same wherever it is drawn: a terminal then takes a link cut by a column, or written
/// on two rows or in two frames, as one.
enum LinkSequences {
    static let closing: [UInt8] = Array("\u{1B}]8;;\u{1B}\\".utf8)

    /// Appends the opening of `link`, numbered `number` on the screen.
    static func appendOpening(_ link: Hyperlink, number: Int32, to output: inout [UInt8]) {
        output.append(contentsOf: Array("\u{1B}]8;id=".utf8))
        if let id = link.id {
            output.append(contentsOf: id.utf8)
        } else {
            output.append(contentsOf: Array("termcells-".utf8))
            FrameWriter.appendDecimal(Int(number), to: &output)
        }
        output.append(UInt8(ascii: ";"))
        output.append(contentsOf: link.url.utf8)
        output.append(contentsOf: [0x1B, UInt8(ascii: "\\")])
    }
}
