/// The views on screen, as the host sees them: the renderer keeps them, the host makes them
/// (from its data source), sets their state and tells its delegate when they show and leave.
extension LayoutHost: FrameViewSource {
    func makeView(for element: LayoutElement) -> ReusableView? {
        switch element {
        case .item(let indexPath): return dataSource?.host(self, cellForItemAt: indexPath)
        case .supplementary(let kind, let section):
            return dataSource?.host(self, supplementaryViewOfKind: kind, inSection: section)
        }
    }

    func willDisplay(_ view: ReusableView, for element: LayoutElement) {
        if case .item(let indexPath) = element {
            view.isHighlighted = isFocused && cursorItem == indexPath
            view.isSelected = selection.contains(indexPath)
        }
        delegate?.host(self, willDisplay: view, for: element)
    }

    func didEndDisplaying(_ view: ReusableView, for element: LayoutElement) {
        delegate?.host(self, didEndDisplaying: view, for: element)
    }

    func visibleView(forItemAt indexPath: IndexPath) -> ReusableView? { renderer.views[shown: .item(indexPath)] }

    func forEachVisibleItemView(_ body: (IndexPath, ReusableView) -> Void) {
        for (element, view) in renderer.views.shown {
            if case .item(let indexPath) = element { body(indexPath, view) }
        }
    }

    /// Re-dequeues the views of `elements` before the next draw, if they are on screen; the
    /// others are measured again when they next show (see ``forgetMeasuredHeights(ofOffScreen:)``).
    func reloadElements(_ elements: [LayoutElement]) {
        forgetMeasuredHeights(ofOffScreen: renderer.releaseViews(of: elements))
    }
}
