/// The empty state: the ``LayoutHost/backgroundView`` of a host with no items.
extension LayoutHost {
    /// The view a frame draws as its empty state: the background view, while the host has
    /// no items. The renderer blanks the viewport below the content (section headers, a
    /// column table's header) and draws it there every frame (the terminal is sent only the
    /// cells that changed); the frame after the last one that drew it draws everything, so
    /// no cell of it stays under the rows that came.
    var emptyState: ReusableView? { layout.firstItem == nil ? backgroundView : nil }

    /// Step 7: the row the empty state starts on: below the content, and below a pinned top.
    func emptyStateTop(in canvas: any Canvas) -> Int {
        let contentBottom = layout.contentSize.height - offset.y
        return min(max(layout.pinnedTopHeight, contentBottom, 0), canvas.size.height)
    }
}
