/// Drawing only what changed: on a canvas that keeps its cells from frame to frame (see
/// ``RetainedFrame``), a view that is where it was, or moved only by the viewport's scroll,
/// and did not ask to be drawn (``ReusableView/needsDisplay``) keeps its cells; rows a
/// scroll moved are moved on the canvas.
extension FrameRenderer {
    /// Draws the frame's placed views (``RetainedDrawing/placed``): all of them after filling
    /// the canvas, or, when the canvas still holds the last frame, only those that changed.
    func drawPlacedViews(in canvas: any Canvas, area: ChildCanvas, pinned: [(element: LayoutElement, frame: Rect)]) {
        retained.frameNumber &+= 1
        retained.keptPinnedRects.removeAll(keepingCapacity: true)
        let placement = CanvasPlacement(of: canvas)
        // The indicator's column keeps its cells too (moved with the rows): `drawOverlays`
        // draws those that change.
        if placement == nil || !keepsLastFrame(in: area, of: canvas, placement: placement, pinned: pinned) {
            canvas.fill(Rect(origin: .zero, size: canvas.size), style: .plain)
            retained.indicatorColumn.reset(height: canvas.size.height)
            for index in retained.placed.indices { drawPlaced(at: index, in: area) }
        }
        retained.placement = placement
        retained.offset = viewport.offset
        retained.laidOutSize = viewport.laidOutSize
        retained.needsFullDisplay = false
        // The mark's cells are blanked or drawn over: the overlays draw it again if it shows.
        retained.markRect = nil
        // `placed` becomes the next frame's `shown` (``RetainedDrawing/startFrame()``).
        retained.shownMayOverlap = Self.mayOverlap(retained.placed)
    }

    /// Whether two of `views`' rectangles may share a cell: false when, in the order given,
    /// each starts below all those before it or continues a band of views on the same top
    /// row to the right of the one before it (a list's rows, a flow's tiles). O(views).
    static func mayOverlap(_ views: [PlacedView]) -> Bool {
        var bottom = Int.min
        var last: Rect?
        for view in views where view.rect.height > 0 && view.rect.width > 0 {
            let rect = view.rect
            defer {
                bottom = max(bottom, rect.maxY)
                last = rect
            }
            if rect.y >= bottom { continue }
            guard let last, last.y == rect.y, rect.x >= last.maxX else { return true }
        }
        return false
    }

    private func drawPlaced(at index: Int, in area: ChildCanvas) {
        let placed = retained.placed[index]
        let (view, rect) = (placed.view, placed.rect)
        view.frame = rect
        if rect.height > 0, rect.width > 0 { view.display(in: area.child(in: rect), theme: theme) }
    }

    /// Draws the changed views over what the last frame left, and returns true; returns
    /// false, having drawn nothing, when the last frame's cells cannot be used.
    private func keepsLastFrame(
        in area: ChildCanvas, of canvas: any Canvas, placement: CanvasPlacement?,
        pinned: [(element: LayoutElement, frame: Rect)]
    ) -> Bool {
        guard !retained.needsFullDisplay, let placement, let last = retained.placement, placement.follows(last),
            retained.indicatorColumn.isKnown(height: canvas.size.height),
            viewport.laidOutSize == retained.laidOutSize, viewport.offset.x == retained.offset.x
        else { return false }
        let height = area.size.height
        let bounds = Rect(x: 0, y: 0, width: viewport.laidOutSize.width, height: height)
        // The content moved up by `shift` rows (down when negative). Only the lines under a
        // pinned top (a column table's header) move: the top stays where it is, on the canvas
        // and on the terminal, which then rewrites none of it.
        let shift = viewport.offset.y - retained.offset.y
        let moved = min(max(0, layout.pinnedTopHeight), height)..<height
        guard abs(shift) < moved.count || shift == 0 else { return false }
        // The indicator's column moves too (it is drawn again): whole lines move fastest.
        if shift != 0 {
            let lines = Rect(x: 0, y: moved.lowerBound, width: canvas.size.width, height: moved.count)
            // The rows the move uncovers are filled below; only the indicator's column keeps
            // its cells there (its marks move as the canvas does).
            let indicator = viewport.laidOutSize.width..<max(viewport.laidOutSize.width, canvas.size.width)
            guard canvas.moveRows(in: lines, by: -shift, keepingUncoveredColumns: indicator) else { return false }
            retained.indicatorColumn.moveRows(in: moved, by: -shift)
        }
        let frame = retained.frameNumber
        let pinnedNow = pinned.map { $0.frame.offsetBy(dx: -viewport.offset.x, dy: -viewport.offset.y) }
        retained.redrawnRects.removeAll(keepingCapacity: true)
        for placed in retained.placed {
            if keepsCells(
                of: placed.view, at: placed.rect, wasShown: placed.wasShown, shift: shift, moved: moved,
                pinnedNow: pinnedNow)
            {
                placed.view.retainedInFrame = frame
            } else {
                retained.redrawnRects.append(placed.rect)
            }
        }
        // Views of the last frame drawn anew or gone leave their old cells, which are
        // blanked; a kept view those cells overlap (layouts that overlap) is drawn again. A
        // kept view meets such cells only if it met that view in the last frame.
        var blanked = !retained.shownMayOverlap
        while !blanked {
            blanked = true
            for shown in retained.shown where shown.view.retainedInFrame != frame {
                let old = shown.rect.offsetBy(dx: 0, dy: -shift)
                for placed in retained.placed where placed.view.retainedInFrame == frame && placed.rect.meets(old) {
                    placed.view.retainedInFrame = 0
                    blanked = false
                }
            }
        }
        // Views wholly under a pinned element whose cells stay (a row scrolled under a
        // column table's header) are hidden by it: neither blanked nor drawn.
        retained.blankedRects.removeAll(keepingCapacity: true)
        for shown in retained.shown where shown.view.retainedInFrame != frame {
            retained.blankedRects.append(shown.rect.offsetBy(dx: 0, dy: -shift))
        }
        keepPinnedCells(pinnedNow, shift: shift, moved: moved)
        for old in retained.blankedRects where !isUnderKeptPinnedCells(old) { area.fill(old, style: .plain) }
        // The host's mark moved with the lines; the views it covered are drawn again below.
        if let mark = retained.markRect { area.fill(mark.offsetBy(dx: 0, dy: -shift), style: .plain) }
        // The rows the scroll brought in, the pinned elements' place, and the indicator's column.
        if shift > 0 { area.fill(Rect(x: 0, y: height - shift, width: bounds.width, height: shift), style: .plain) }
        if shift < 0 { area.fill(Rect(x: 0, y: moved.lowerBound, width: bounds.width, height: -shift), style: .plain) }
        for rect in pinnedNow where !retained.keptPinnedRects.contains(rect) { area.fill(rect, style: .plain) }
        for index in retained.placed.indices {
            let placed = retained.placed[index]
            let (view, rect) = (placed.view, placed.rect)
            if view.retainedInFrame == frame {
                view.frame = rect
            } else if isUnderKeptPinnedCells(rect) {
                view.frame = rect
                view.retainedInFrame = frame
            } else {
                area.fill(rect, style: .plain)
                drawPlaced(at: index, in: area)
            }
        }
        return true
    }

    /// Notes the pinned rectangles (`pinnedNow`) whose cells this frame leaves as they are
    /// (``RetainedDrawing/keptPinnedRects``): where a pinned element was in the last frame,
    /// above the lines a scroll moved, and partly met by no view drawn anew or blanked (one
    /// wholly under it is hidden by it, and left out). Called once the kept views are known;
    /// layouts whose views may overlap keep none (a view drawn again for an overlap is not in
    /// ``RetainedDrawing/redrawnRects``). O(pinned × views drawn anew or blanked).
    private func keepPinnedCells(_ pinnedNow: [Rect], shift: Int, moved: Range<Int>) {
        guard !retained.shownMayOverlap, !pinnedNow.isEmpty else { return }
        let (redrawn, blanked) = (retained.redrawnRects, retained.blankedRects)
        for pinned in pinnedNow
        where retained.pinnedRects.contains(pinned) && (shift == 0 || pinned.maxY <= moved.lowerBound)
            && !(retained.markRect?.meets(pinned) ?? false)
        {
            if !redrawn.hasRect(drawnPartlyOver: pinned) && !blanked.hasRect(drawnPartlyOver: pinned) {
                retained.keptPinnedRects.append(pinned)
            }
        }
    }

    /// Whether `rect` lies wholly under a pinned element whose cells this frame keeps.
    private func isUnderKeptPinnedCells(_ rect: Rect) -> Bool {
        retained.keptPinnedRects.hasRect(covering: rect)
    }

    /// Whether a view's cells from the last frame show it now: it was on screen, asked for
    /// nothing, is where it was but for the scroll, every row of it on screen now was on
    /// screen then and moved with the lines (`moved`, when the content scrolled), and no
    /// pinned element covers it then or now, nor the host's mark then.
    private func keepsCells(
        of view: ReusableView, at rect: Rect, wasShown: Bool, shift: Int, moved: Range<Int>, pinnedNow: [Rect]
    ) -> Bool {
        guard wasShown, view.isDrawnAsLastTime, view.frame == rect.offsetBy(dx: 0, dy: shift) else { return false }
        let height = viewport.size.height
        let top = max(0, rect.y)
        let bottom = min(height, rect.maxY)
        // Lines above those a scroll moved (under a pinned top) stayed where they were.
        let lowest = shift == 0 ? 0 : moved.lowerBound
        if top < bottom, top < lowest || top + shift < lowest || bottom + shift > height { return false }
        return !retained.pinnedRects.hasRect(meeting: view.frame) && !pinnedNow.hasRect(meeting: rect)
            && !(retained.markRect?.meets(view.frame) ?? false)
    }
}

extension Rect {
    /// Whether every cell of `other` (not empty) is one of this rectangle's.
    fileprivate func covers(_ other: Rect) -> Bool {
        !other.isEmpty && other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}

// Loops, not `contains(where:)`: a closure made in main-actor code checks, each time it is
// called, that it runs on the main actor, and these run for every view of every frame.
extension [Rect] {
    /// Whether a rectangle shares a cell with `rect` (see ``Rect/meets(_:)``).
    fileprivate func hasRect(meeting rect: Rect) -> Bool {
        for candidate in self where candidate.meets(rect) { return true }
        return false
    }

    /// Whether a rectangle lies wholly over `rect`.
    fileprivate func hasRect(covering rect: Rect) -> Bool {
        for candidate in self where candidate.covers(rect) { return true }
        return false
    }

    /// Whether a rectangle meets `pinned` without lying wholly under it.
    fileprivate func hasRect(drawnPartlyOver pinned: Rect) -> Bool {
        for candidate in self where candidate.meets(pinned) && !pinned.covers(candidate) { return true }
        return false
    }
}
