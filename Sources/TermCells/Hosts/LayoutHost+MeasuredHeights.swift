/// Forgetting measured heights that an update made stale, for every layout.
extension LayoutHost {
    /// Forgets the heights measured for `elements`, reloaded (their models replaced) while off
    /// screen: a new model may be shown at another height, and a height its old one measured
    /// would place the rows around it, the viewport scrolled to it and the scroll indicator
    /// wrong until it shows again. They go back to the layout's estimate. Views on screen are
    /// not among them: they are dequeued and measured again before the next frame, and keep
    /// their heights meanwhile, so nothing moves. The element on top of the viewport stays on
    /// top.
    ///
    /// Cost: O(elements × log n).
    func forgetMeasuredHeights(ofOffScreen elements: [LayoutElement]) {
        guard !elements.isEmpty else { return }
        keepingTopAnchor {
            for element in elements { _ = layout.forgetMeasuredHeight(of: element) }
        }
    }

    /// Forgets the heights measured for the items of `section` and every section after it,
    /// but for the items on screen (their views keep showing them, or are dequeued and
    /// measured again before the next frame). A mapping with a section condition may show a
    /// moved item with another view, of another height: a height measured before the move
    /// would place the rows around it wrong (a row measured 2 high under one mapping and
    /// shown 1 high under another scrolls the viewport past the content's end, and the frame
    /// then has to move up onto rows it did not dequeue first). The element on top of the
    /// viewport stays on top.
    ///
    /// Cost: O(sections × log n + views on screen), only for updates that move sections or
    /// items between sections while some mapping depends on the place.
    func forgetMeasuredHeights(fromSection first: Int) {
        guard first < layout.sectionCount else { return }
        forgetMeasuredItemHeights(inSections: max(0, first)..<layout.sectionCount)
        scroll(toContentOffset: offset.y)
    }

    /// Forgets the heights measured for the items of `sections`, whose models an
    /// update replaced (`updateSection`), but for the items on screen, as
    /// ``forgetMeasuredHeights(fromSection:)`` does. Call it before the views on screen are
    /// reloaded: it tells them by their views. Cost: O(sections × log n + views on screen).
    func forgetMeasuredItemHeights(inSections sections: some Collection<Int>) {
        guard !sections.isEmpty else { return }
        keepingTopAnchor {
            var onScreen: [(element: LayoutElement, height: Int)] = []
            for (element, _) in renderer.views.shown {
                if case .item = element, sections.contains(element.section), let frame = layout.frame(of: element) {
                    onScreen.append((element, frame.height))
                }
            }
            var changed = false
            for section in sections where layout.forgetMeasuredHeights(inSection: section) { changed = true }
            guard changed else { return }
            for (element, height) in onScreen { _ = layout.setMeasuredHeight(height, of: element) }
        }
    }
}

extension LayoutHost {
    /// Forgets the height measured for every item and measures the items on screen again from
    /// their views, for something that changes every item's height at once (a column table's
    /// wrapping column got another width). Items off screen go back to the layout's estimate
    /// and are measured as they come on screen, so a million rows cost what the screen shows.
    /// The cursor's item stays on its screen line when it shows; else the element on top
    /// stays on top.
    ///
    /// Cost: O(the heights measured so far + views on screen × log n).
    func remeasureItemHeights() {
        let anchor = cursorAnchor() ?? topAnchor().map { (element: $0.element, line: -$0.delta) }
        var onScreen: [(element: LayoutElement, view: ReusableView)] = []
        for (element, view) in renderer.views.shown {
            if case .item = element { onScreen.append((element, view)) }
        }
        for section in 0..<layout.sectionCount { _ = layout.forgetMeasuredHeights(inSection: section) }
        for (element, view) in onScreen where layout.measuresHeight(of: element) {
            _ = layout.setMeasuredHeight(renderer.height(of: element, shownBy: view), of: element)
        }
        if let anchor, let frame = layout.frame(of: anchor.element) { scroll(toContentOffset: frame.y - anchor.line) }
    }

    /// The cursor's item and the viewport line its top is on, when its top shows.
    private func cursorAnchor() -> (element: LayoutElement, line: Int)? {
        guard let cursor, let frame = layout.frame(of: .item(cursor)) else { return nil }
        let line = frame.y - offset.y
        return (0..<max(1, viewportSize.height)).contains(line) ? (.item(cursor), line) : nil
    }
}
