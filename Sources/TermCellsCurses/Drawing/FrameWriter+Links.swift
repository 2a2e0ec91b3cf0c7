import CNcursesw
import TermCells

/// Links around the glyphs that lead to one: OSC 8 (`ESC ] 8 ; id=… ; URL ST`) before the
/// first glyph of a link, and an empty one (`ESC ] 8 ; ; ST`) before the first glyph, erase
/// or end of frame outside it, so that no cell the frame writes leads where it should not.
/// A linked glyph's pair names its link (``LinkPairs``): cells with equal pairs lead to the
/// same link, so the writer changes links only where it changes styles. The sequences, and
/// the ids links are sent with, are ``LinkSequences``.
extension FrameWriter {
    /// Makes the glyphs written next lead to pair `pair`'s link, or to none.
    mutating func setLink(ofPair pair: Int32, output: inout [UInt8]) {
        let target = styles.colorPairs?.link(ofPair: pair)
        guard target?.number ?? 0 != link else { return }
        if let target {
            LinkSequences.appendOpening(target.link, number: target.number, to: &output)
            link = target.number
        } else {
            endLink(output: &output)
        }
    }

    /// Makes the glyphs written next lead nowhere.
    mutating func endLink(output: inout [UInt8]) {
        guard link != 0 else { return }
        output.append(contentsOf: LinkSequences.closing)
        link = 0
    }

    /// Whether the cell with pair `pair` is a linked glyph: a blank of a link is written, not erased.
    func isLinked(pair: Int32) -> Bool {
        sendsLinks && styles.colorPairs?.link(ofPair: pair) != nil
    }

    /// Makes the cells the terminal shows with a pair freed while this frame was drawn
    /// (``ColorPairs/pairsFreedWhileShown``) unequal to any cell, so that they are written
    /// again: the pair may stand for other colours and another link now.
    mutating func forgetShownCells(withPairs pairs: Set<Int32>) {
        let (stride, height, counts, slots) = (stride, height, shownCounts, shownSlots)
        var hashes = shownHashes
        shownHashes = []
        shown.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for y in 0..<height {
                let row = base + slots[y] * stride
                for x in 0..<counts[y] where pairs.contains(tc_cell_pair(row + x)) {
                    // No pair has this number.
                    row[x].ext_color = -1
                    hashes[y] = nil
                }
            }
        }
        shownHashes = hashes
    }
}
