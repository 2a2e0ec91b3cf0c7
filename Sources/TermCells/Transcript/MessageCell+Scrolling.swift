/// Scrolling a message's preformatted blocks sideways, all of them together, while its
/// paragraphs stay put.
///
/// Keys reach the cell through its manager: a key the host does not use (a list uses
/// neither Left nor Right) and no mapping's key action takes goes to the view under the
/// cursor (``ReusableView/handle(_:)``), so only the message with the cursor scrolls.
extension MessageCell {
    /// Scrolls the blocks `columns` to the right (to the left when negative), within the
    /// widest block line: its last column stays on screen.
    public func scrollBlocks(by columns: Int) {
        blockOffset = min(max(0, blockOffset + columns), maximumBlockOffset(width: layoutWidth))
    }

    /// Left and Right scroll the blocks when one is wider than the row; returns false for
    /// other keys, and for any key when the blocks fit, leaving them to others.
    func scrollBlocks(for key: KeyEvent) -> Bool {
        guard maximumBlockOffset(width: layoutWidth) > 0 else { return false }
        switch key.key {
        case .left: scrollBlocks(by: -blockScrollStep)
        case .right: scrollBlocks(by: blockScrollStep)
        default: return false
        }
        return true
    }

    /// The first block column shown at `width`: ``blockOffset`` held within the blocks.
    func shownBlockOffset(width: Int) -> Int { min(blockOffset, maximumBlockOffset(width: width)) }

    /// How far the blocks scroll at `width`: until the widest line shown (not folded) has its
    /// last column on the row's last.
    private func maximumBlockOffset(width: Int) -> Int {
        guard width < .max else { return 0 }
        return max(0, shownLines(width: width).lines.widestBlockLine - width)
    }
}
