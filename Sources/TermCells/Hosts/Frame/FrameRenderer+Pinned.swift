/// Pinned elements (a sticky header, a column table's header row): drawn over the content
/// wherever the viewport is, each from a view of its own kept while it stays pinned.
extension FrameRenderer {
    /// Draws `pinned` over the content. A view that may keep its cells
    /// (``ReusableView/keepsCellsWhenPinned``), stayed where it was and did not change keeps
    /// them when the frame left them as they were (``RetainedDrawing/keptPinnedRects``); the
    /// others are drawn every frame.
    func drawPinnedElements(_ pinned: [(element: LayoutElement, frame: Rect)], in canvas: ChildCanvas) {
        retained.pinnedRects.removeAll(keepingCapacity: true)
        releasePinnedViews { element in !pinned.contains { $0.element == element } }
        for (element, frame) in pinned {
            var kept = true
            if pinnedViews[element] == nil, let view = source.makeView(for: element) {
                pinnedViews[element] = view
                kept = false
            }
            guard let view = pinnedViews[element] else { continue }
            let onScreen = frame.offsetBy(dx: -viewport.offset.x, dy: -viewport.offset.y)
            kept =
                kept && view.keepsCellsWhenPinned && view.frame == onScreen && view.isDrawnAsLastTime
                && retained.keptPinnedRects.contains(onScreen)
            view.frame = onScreen
            retained.pinnedRects.append(onScreen)
            if !kept, onScreen.height > 0, onScreen.width > 0 {
                view.display(in: canvas.child(in: onScreen), theme: theme)
            }
        }
    }

    /// Parks the views of pinned elements (a reload, an update that moved them).
    func releasePinnedViews(where shouldRelease: (LayoutElement) -> Bool = { _ in true }) {
        for (element, view) in pinnedViews where shouldRelease(element) {
            pinnedViews[element] = nil
            reuseQueues.enqueue(view, kind: element.viewKind)
        }
    }
}
