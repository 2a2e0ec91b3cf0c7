/// A canvas that keeps links beside its cells: a ``ScreenBuffer``, the curses window's canvas,
/// a child of either. Machinery shared with `TermCellsCurses` (hence `package`): a canvas a
/// user writes conforms to ``Canvas`` only, and text drawn on it with a link shows without one.
package protocol LinkingCanvas: Canvas {
    /// Runs `draw`, whose glyphs (``Canvas/put(_:width:at:style:)`` and the calls built on it,
    /// not ``Canvas/fill(_:style:)``'s blanks) lead to `link`. `link` has been checked
    /// (``Hyperlink/refusal``).
    func drawGlyphs(leadingTo link: Hyperlink, _ draw: () -> Void)
}

extension Canvas {
    /// Draws one line of text as ``Canvas/draw(_:at:style:tabStops:)-(StringProtocol,_,_,_)`` does, its glyphs leading to
    /// `link` on a terminal that shows links (see the Drawing article). The blanks around it
    /// are no part of the link. A refused link (see ``HyperlinkAnomaly``) is reported to
    /// ``Hyperlink/anomalyHandler``, and the text drawn without it.
    @MainActor @discardableResult
    public func draw(
        _ text: String, at point: Point, style: Style = .plain, link: Hyperlink?, tabStops: TabStops = .standard
    ) -> Int {
        var advanced = 0
        drawLinked(to: link) { advanced = drawLine(text, at: point, style: style, tabStops: tabStops) }
        return advanced
    }

    /// Draws text in `width` columns as ``Canvas/draw(_:at:width:alignment:style:ellipsis:tabStops:)-(StringProtocol,_,_,_,_,_,_)``
    /// does, its glyphs (the ellipsis among them) leading to `link`; the padding is no part of
    /// it. A refused link is reported and the text drawn without it.
    @MainActor
    public func draw(
        _ text: String, at point: Point, width: Int, alignment: TextAlignment = .left,
        style: Style = .plain, link: Hyperlink?, ellipsis: String = "…", tabStops: TabStops = .standard
    ) {
        drawLinked(to: link) {
            drawSpan(
                text, at: point, width: width, alignment: alignment, style: style, ellipsis: ellipsis,
                tabStops: tabStops)
        }
    }

    /// Runs `draw` with its glyphs leading to `link` where this canvas keeps links; reports a
    /// refused link and draws without it.
    @MainActor
    package func drawLinked(to link: Hyperlink?, _ draw: () -> Void) {
        guard let link else { return draw() }
        if let refusal = link.refusal {
            Hyperlink.anomalyHandler.reportAnomaly(refusal)
            return draw()
        }
        guard let canvas = self as? any LinkingCanvas else { return draw() }
        canvas.drawGlyphs(leadingTo: link, draw)
    }
}
