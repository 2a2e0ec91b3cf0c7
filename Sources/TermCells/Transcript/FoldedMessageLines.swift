/// A message's screen lines as its cell shows them: the layout's lines, with each block of more
/// lines than a threshold folded into one line that says how many it hides.
///
/// Derived from a ``MessageLayout`` by one pass over its blocks (not its lines), which costs
/// less than the comparison of the text every update of a growing message makes; read a row at
/// a time by a binary search of the folds, so a message taller than the screen costs what the
/// screen shows of it.
struct FoldedMessageLines {
    /// A block shown folded: its lines in the layout, and the row of the one line shown for them.
    struct Fold: Hashable {
        let lines: Range<Int>
        let row: Int
    }

    /// The blocks folded, in order.
    private(set) var folds: [Fold] = []
    /// The number of lines shown.
    let count: Int
    /// The width of the widest block line shown: how far the blocks shown can scroll sideways.
    let widestBlockLine: Int

    /// The lines of `layout` with each block of more than `threshold` lines folded; none folded
    /// when `threshold` is nil.
    init(_ layout: MessageLayout, foldingBlocksLongerThan threshold: Int?) {
        guard let threshold else {
            count = layout.lines.count
            widestBlockLine = layout.widestBlockLine
            return
        }
        var hidden = 0
        var widest = 0
        for block in layout.blocks {
            if block.lines.count > threshold {
                folds.append(Fold(lines: block.lines, row: block.lines.lowerBound - hidden))
                hidden += block.lines.count - 1
            } else {
                widest = max(widest, block.widestLine)
            }
        }
        count = layout.lines.count - hidden
        widestBlockLine = widest
    }

    /// The line shown at `row` (0 for the first line of the text, below any role line), of
    /// `layout`, the layout these lines were derived from; `row` is less than ``count``.
    func line(at row: Int, of layout: MessageLayout) -> MessageLine {
        // The number of folds at or above the row.
        var low = 0
        var high = folds.count
        while low < high {
            let middle = low + (high - low) / 2
            if folds[middle].row <= row { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return layout.lines[row] }
        let fold = folds[low - 1]
        if row == fold.row { return .foldedBlock(lineCount: fold.lines.count) }
        return layout.lines[fold.lines.upperBound + (row - fold.row - 1)]
    }
}
