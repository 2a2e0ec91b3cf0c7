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

    /// Step 8: the text of the `↓ N new` mark, while the reader is away from the tail,
    /// something arrived below and the content goes on below the viewport: ` ↓ N new `, which
    /// the renderer draws at the right end of the viewport's last line, over the content (left
    /// of the scroll indicator), in the theme's ``Theme/newItemsMark``. Back at the tail, the
    /// count starts again from 0.
    func newItemsMarkText() -> String? {
        if isFollowingTail { tailArrivals.reset() }
        let count = newItemsBelowCount
        guard showsNewItemsMark, count > 0, offset.y < maximumContentOffset else { return nil }
        return " ↓ \(count.groupedDigits) new "
    }
}
