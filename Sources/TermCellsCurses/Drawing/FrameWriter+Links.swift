import CNcursesw
import TermCells

/// Links around the glyphs that lead to one: OSC 8 (`ESC ] 8 ; id=… ; URL ST`) before the
/// first glyph of a link, and an empty one (`ESC ] 8 ; ; ST`) before the first glyph, erase
/// or end of frame outside it, so that no cell the frame writes leads where it should not.
/// A linked glyph's pair names its link (``LinkPairs``): cells with equal pairs lead to the
/// same link, so the writer changes links only where it changes styles. Every link is sent
/// with an id, its own or one the screen gives it, the same wherever it is drawn: a terminal
/// then takes a link cut by a column, or written on two rows or in two frames, as one.
extension FrameWriter {
    /// Makes the glyphs written next lead to pair `pair`'s link, or to none.
    mutating func setLink(ofPair pair: Int32, output: inout [UInt8]) {
        let target = styles.colorPairs?.link(ofPair: pair)
        guard target?.number ?? 0 != link else { return }
        if let target {
            Self.appendOpening(target.link, number: target.number, to: &output)
            link = target.number
        } else {
            endLink(output: &output)
        }
    }

    /// Makes the glyphs written next lead nowhere.
    mutating func endLink(output: inout [UInt8]) {
        guard link != 0 else { return }
        output.append(contentsOf: Self.closing)
        link = 0
    }

    /// Whether the cell with pair `pair` is a linked glyph: a blank of a link is written, not erased.
    func isLinked(pair: Int32) -> Bool {
        sendsLinks && styles.colorPairs?.link(ofPair: pair) != nil
    }

    private static let closing: [UInt8] = Array("\u{1B}]8;;\u{1B}\\".utf8)

    private static func appendOpening(_ link: Hyperlink, number: Int32, to output: inout [UInt8]) {
        output.append(contentsOf: Array("\u{1B}]8;id=".utf8))
        if let id = link.id {
            output.append(contentsOf: id.utf8)
        } else {
            output.append(contentsOf: Array("termcells-".utf8))
            appendDecimal(Int(number), to: &output)
        }
        output.append(UInt8(ascii: ";"))
        output.append(contentsOf: link.url.utf8)
        output.append(contentsOf: [0x1B, UInt8(ascii: "\\")])
    }
}
