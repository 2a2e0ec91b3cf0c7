/// Showing an item whole when its height is known only once its view is made (a list's
/// rows, measured as they come on screen).
///
/// A row never shown is laid out at its estimate. A scroll that brings it in at the bottom
/// (End, Page Down, the cursor moving down, ``LayoutHost/scrollToItem(_:)``) places the
/// viewport by that estimate; a frame drawn from there would measure it, and the rows above
/// it, taller and push its last lines below the host. So the scroll is remembered, and the
/// next frame first measures, from the item up, the elements it will show (views it
/// dequeues for that are the ones it then draws), then scrolls by what it measured: the
/// item's last line on the host's last line, as `UITableView.scrollToRow(at:at:.bottom)`
/// after layout. A scroll that puts the item on top needs none of this: measuring moves
/// only what is below. Layouts say whether they need it (``CollectionLayout/revealsByMeasuring``).
extension LayoutHost {
    /// Scrolls to the end of the content (what follows the last item too: its section's
    /// footer), but not past the top of a last item taller than the host (unless the host
    /// follows the tail: see `endOffset`).
    func scrollToEnd() {
        let from = pendingReveal?.from ?? offset.y
        scroll(toContentOffset: endOffset)
        pendingReveal = PendingReveal(
            target: .end, from: from, offset: offset.y, atBottom: offset.y == maximumContentOffset)
    }

    /// The content's end at the viewport's bottom, or the last item's top if that would cut
    /// it; for a host that follows the tail, the content's end always (the newest lines of a
    /// growing last row are the ones to see).
    private var endOffset: Int {
        guard !followsTail, let last = layout.lastItem,
            let rect = layout.revealRect(forItemAt: last, viewport: laidOutSize)
        else { return maximumContentOffset }
        return min(maximumContentOffset, rect.y)
    }

    /// Before the first frame after a scroll to `reveal`'s target (the viewport still where
    /// the scroll put it): if the scroll put the target's bottom on the viewport's last line
    /// and the layout measures for it, the renderer measures the elements from there up, a
    /// viewport high, and the host scrolls again by what they measured.
    func settle(_ reveal: PendingReveal) {
        guard layout.revealsByMeasuring, reveal.atBottom else { return }
        // Heights as estimated: the scroll stands.
        guard renderer.measure(toward: reveal, in: viewport) else { return }
        switch reveal.target {
        case .end:
            scroll(toContentOffset: endOffset)
        case .item:
            // Its last line on the last line as measured, not the least scroll: a row measured
            // shorter than its estimate would leave the rows measured above it off screen,
            // dequeued for nothing, and the item's bottom short of the host's last line (blank
            // lines below the last row).
            guard let top = reveal.target.top(in: layout, viewport: viewport) else { return }
            scroll(toContentOffset: top)
        }
    }
}
