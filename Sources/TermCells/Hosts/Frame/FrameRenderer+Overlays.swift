/// The overlays of a frame (``FrameOverlays``), drawn over its views once they are placed.
extension FrameRenderer {
    /// Makes the next frame draw every view, as on a canvas that kept nothing.
    func drawEverythingNextFrame() {
        retained.needsFullDisplay = true
    }

    /// Draws `overlays` on `canvas`, the host's rectangle, over the frame's views.
    func drawOverlays(_ overlays: FrameOverlays, in canvas: any Canvas) {
        retained.indicatorColumn.draw(
            in: canvas, x: viewport.laidOutSize.width, top: overlays.indicatorTop, thumb: overlays.indicatorThumb,
            theme: theme)
        drawEmptyState(overlays.emptyState, top: overlays.emptyStateTop, in: canvas)
        drawNewItemsMark(overlays.newItemsMark, in: canvas)
    }

    /// Blanks the viewport from row `top` down and draws `view` there, every frame it shows
    /// (the terminal is sent only the cells that changed).
    private func drawEmptyState(_ view: ReusableView?, top: Int, in canvas: any Canvas) {
        retained.showedEmptyState = view != nil
        guard let view else { return }
        let rect = Rect(x: 0, y: top, width: viewport.laidOutSize.width, height: canvas.size.height - top)
        guard !rect.isEmpty else { return }
        canvas.fill(rect, style: .plain)
        view.frame = rect
        view.display(in: canvas.child(in: rect), theme: theme)
    }

    /// Draws `text` at the right end of the viewport's last line, over the content, in the
    /// theme's ``Theme/newItemsMark``, and keeps where: the next frame blanks those cells and
    /// draws the views they covered again (see ``RetainedDrawing/markRect``).
    private func drawNewItemsMark(_ text: String?, in canvas: any Canvas) {
        let width = viewport.laidOutSize.width
        guard let text, viewport.size.height > 0, width > 0 else {
            retained.markRect = nil
            return
        }
        let markWidth = min(text.displayWidth, width)
        let rect = Rect(x: width - markWidth, y: viewport.size.height - 1, width: markWidth, height: 1)
        canvas.child(in: rect).draw(text, at: .zero, style: theme.newItemsMark)
        retained.markRect = rect
    }
}
