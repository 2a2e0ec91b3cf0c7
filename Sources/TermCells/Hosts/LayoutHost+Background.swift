/// The empty state: the ``LayoutHost/backgroundView`` of a host with no items.
extension LayoutHost {
    /// Step 7: with no items, blanks the viewport below the content (section headers, a
    /// column table's header) and draws the background view there, every frame (the terminal
    /// is sent only the cells that changed). The frame after the last one that drew it draws
    /// everything (see ``draw(in:)``), so no cell of it stays under the rows that came.
    func drawBackgroundView(in canvas: any Canvas) {
        guard let backgroundView, layout.firstItem == nil else {
            renderer.retained.showedBackgroundView = false
            return
        }
        let contentBottom = layout.contentSize.height - offset.y
        let top = min(max(layout.pinnedTopHeight, contentBottom, 0), canvas.size.height)
        let rect = Rect(x: 0, y: top, width: laidOutSize.width, height: canvas.size.height - top)
        renderer.retained.showedBackgroundView = true
        guard !rect.isEmpty else { return }
        canvas.fill(rect, style: .plain)
        backgroundView.frame = rect
        backgroundView.display(in: canvas.child(in: rect), theme: renderer.theme)
    }
}
