/// The `↓ N new` mark of a host that follows the tail, while the reader is away from it.
extension LayoutHost {
    /// How many items arrived below since the reader left the tail of a host that
    /// ``followsTail``: the items appended after the last item, plus one for the item that was
    /// last when the reader left, the first time it changes (a message still streaming grows:
    /// it counts once, however many tokens it gets). 0 while the host follows the tail, and
    /// once End (or moving down to the last item) brings the reader back. Items removed since
    /// do not lower it; a reload (`reloadData()`, `setItems`) counts nothing.
    ///
    /// The host draws it as `↓ N new` (see ``showsNewItemsMark``); read it to show it
    /// elsewhere, in a status line:
    ///
    /// ```swift
    /// status.text = host.newItemsBelowCount > 0 ? "\(host.newItemsBelowCount) new, End to follow" : ""
    /// ```
    public var newItemsBelowCount: Int { isFollowingTail ? 0 : tailArrivals.count }

    /// Step 8: while the reader is away from the tail, something arrived below and the
    /// content goes on below the viewport, draws ` ↓ N new ` at the right end of the
    /// viewport's last line, over the content (left of the scroll indicator), in the theme's
    /// ``Theme/newItemsMark``. The frame
    /// renderer redraws the views under it when it moves or goes (see
    /// ``RetainedDrawing/markRect``). Back at the tail, the count starts again from 0.
    func drawNewItemsMark(in canvas: any Canvas) {
        if isFollowingTail { tailArrivals.reset() }
        let count = newItemsBelowCount
        guard showsNewItemsMark, count > 0, offset.y < maximumContentOffset, viewportSize.height > 0,
            laidOutSize.width > 0
        else {
            renderer.retained.markRect = nil
            return
        }
        let text = " ↓ \(count.groupedDigits) new "
        let width = min(text.displayWidth, laidOutSize.width)
        let rect = Rect(x: laidOutSize.width - width, y: viewportSize.height - 1, width: width, height: 1)
        canvas.child(in: rect).draw(text, at: .zero, style: renderer.theme.newItemsMark)
        renderer.retained.markRect = rect
    }
}
