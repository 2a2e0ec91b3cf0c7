extension Canvas {
    /// Draws one line of text with its first column at `point`, clipped to the canvas.
    ///
    /// The text is sanitised as it is drawn (controls as placeholders, tabs expanded from `point`;
    /// see `DisplayGlyphs`), so model text can be passed as it is. A wide glyph cut by an edge
    /// shows as a blank in its visible column rather than disappearing and leaving stale content.
    ///
    /// Returns the columns advanced. Drawing stops at the right edge, so text running past it is
    /// not measured further and the result stops there too.
    ///
    /// Hot path: allocation-free for ASCII and glyphs without marks.
    @discardableResult
    public func draw(
        _ text: some StringProtocol, at point: Point, style: Style = .plain, tabStops: TabStops = .standard
    ) -> Int {
        drawLine(text, at: point, style: style, tabStops: tabStops)
    }

    /// ``draw(_:at:style:tabStops:)`` for a `String`: the same drawing, compiled for `String`
    /// in this module, so a caller in another module does not run the generic version.
    @discardableResult
    public func draw(_ text: String, at point: Point, style: Style = .plain, tabStops: TabStops = .standard) -> Int {
        drawLine(text, at: point, style: style, tabStops: tabStops)
    }

    func drawLine(_ text: some StringProtocol, at point: Point, style: Style, tabStops: TabStops) -> Int {
        if let advanced = drawPrintableASCII(text, at: point, style: style) { return advanced }
        return drawGlyphs(text.displayGlyphs(tabStops: tabStops), at: point, style: style)
    }

    /// Draws text in the `width` columns starting at `point`: aligned, truncated with `ellipsis`
    /// when too long, and the rest of the span filled with `style` so a highlighted row looks whole.
    ///
    /// Text that fits is drawn without building a string; only truncation allocates.
    public func draw(
        _ text: some StringProtocol, at point: Point, width: Int, alignment: TextAlignment = .left,
        style: Style = .plain, ellipsis: String = "…", tabStops: TabStops = .standard
    ) {
        drawSpan(
            text, at: point, width: width, alignment: alignment, style: style, ellipsis: ellipsis, tabStops: tabStops)
    }

    /// ``draw(_:at:width:alignment:style:ellipsis:tabStops:)`` for a `String`, compiled for
    /// `String` in this module.
    public func draw(
        _ text: String, at point: Point, width: Int, alignment: TextAlignment = .left,
        style: Style = .plain, ellipsis: String = "…", tabStops: TabStops = .standard
    ) {
        drawSpan(
            text, at: point, width: width, alignment: alignment, style: style, ellipsis: ellipsis, tabStops: tabStops)
    }

    func drawSpan(
        _ text: some StringProtocol, at point: Point, width: Int, alignment: TextAlignment,
        style: Style, ellipsis: String, tabStops: TabStops
    ) {
        guard width > 0 else { return }
        if let count = printableASCIICount(text, atMost: width) {
            // Plain ASCII that fits: one run, no glyph iteration.
            let leading = alignment.leadingPadding(forGap: width - count)
            fill(Rect(x: point.x, y: point.y, width: leading, height: 1), style: style)
            _ = drawPrintableASCII(text, at: point.offsetBy(dx: leading), style: style)
            fill(
                Rect(x: point.x + leading + count, y: point.y, width: width - leading - count, height: 1), style: style)
            return
        }
        if alignment == .left, let advanced = drawShortText(text, at: point, width: width, style: style) {
            fill(Rect(x: point.x + advanced, y: point.y, width: width - advanced, height: 1), style: style)
            return
        }
        drawMeasuredSpan(
            text, at: point, width: width, alignment: alignment, style: style, ellipsis: ellipsis, tabStops: tabStops)
    }

    /// ``drawSpan(_:at:width:alignment:style:ellipsis:tabStops:)`` for text that needs measuring:
    /// glyphs wider or narrower than one cell, tabs, or text longer than the span. Apart, so that
    /// the plain-ASCII path above does not make room for the glyph sequences used here.
    private func drawMeasuredSpan(
        _ text: some StringProtocol, at point: Point, width: Int, alignment: TextAlignment,
        style: Style, ellipsis: String, tabStops: TabStops
    ) {
        let measured = text.displayWidth(exceeding: width, tabStops: tabStops)
        if measured <= width {
            drawAligned(
                text.displayGlyphs(tabStops: tabStops), textWidth: measured, at: point, width: width,
                alignment: alignment, style: style)
        } else {
            let fitted = text.truncated(toWidth: width, ellipsis: ellipsis, tabStops: tabStops)
            drawAligned(
                fitted.displayGlyphs(), textWidth: fitted.displayWidth, at: point, width: width,
                alignment: alignment, style: style)
        }
    }

    /// Draws text across the whole width of row `row` (see `draw(_:at:width:alignment:style:ellipsis:tabStops:)`).
    public func draw(
        _ text: some StringProtocol, row: Int, alignment: TextAlignment = .left, style: Style = .plain,
        ellipsis: String = "…", tabStops: TabStops = .standard
    ) {
        drawSpan(
            text, at: Point(x: 0, y: row), width: size.width, alignment: alignment, style: style,
            ellipsis: ellipsis, tabStops: tabStops)
    }

    /// ``draw(_:row:alignment:style:ellipsis:tabStops:)`` for a `String`, compiled for `String`
    /// in this module.
    public func draw(
        _ text: String, row: Int, alignment: TextAlignment = .left, style: Style = .plain,
        ellipsis: String = "…", tabStops: TabStops = .standard
    ) {
        drawSpan(
            text, at: Point(x: 0, y: row), width: size.width, alignment: alignment, style: style,
            ellipsis: ellipsis, tabStops: tabStops)
    }

    private func drawAligned<Glyphs: Sequence>(
        _ glyphs: Glyphs, textWidth: Int, at point: Point, width: Int, alignment: TextAlignment, style: Style
    ) where Glyphs.Element == DisplayGlyph {
        let leading = alignment.leadingPadding(forGap: width - textWidth)
        fill(Rect(x: point.x, y: point.y, width: leading, height: 1), style: style)
        drawGlyphs(glyphs, at: point.offsetBy(dx: leading), style: style)
        let trailingStart = leading + textWidth
        fill(Rect(x: point.x + trailingStart, y: point.y, width: width - trailingStart, height: 1), style: style)
    }

    /// The length of `text` when it is printable ASCII only (nothing to sanitise, one column
    /// per byte) and at most `limit` bytes long; nil otherwise. Looks at `limit + 1` bytes at
    /// most, so a 10 MB line costs what fits.
    func printableASCIICount(_ text: some StringProtocol, atMost limit: Int) -> Int? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard bytes.count <= limit else { return nil }
            for byte in bytes where byte < 0x20 || byte > 0x7E { return nil }
            return bytes.count
        } ?? nil
    }

    /// Draws printable ASCII text as one run, clipped like ``draw(_:at:style:tabStops:)``;
    /// nil (nothing drawn) when the text needs the glyph path. Only the bytes up to the right
    /// edge are looked at, and the one after them (a mark there belongs to the last character
    /// shown): past it, nothing is drawn, whatever they are.
    func drawPrintableASCII(_ text: some StringProtocol, at point: Point, style: Style) -> Int? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            let right = size.width
            let shown = bytes.prefix(max(0, right - point.x))
            for byte in shown where byte < 0x20 || byte > 0x7E { return nil }
            // A non-ASCII byte right after the last one shown may start a mark on it.
            if shown.count < bytes.count, bytes[shown.count] >= 0x80 { return nil }
            if point.y >= 0 && point.y < size.height {
                let start = max(0, -point.x)
                let end = min(bytes.count, right - point.x)
                if end > start {
                    putASCII(
                        UnsafeBufferPointer(rebasing: bytes[start..<end]), at: Point(x: point.x + start, y: point.y),
                        style: style)
                }
            }
            return max(0, min(point.x + bytes.count, right) - point.x)
        } ?? nil
    }

    /// Draws text of at most `width` UTF-8 bytes and without controls, so no wider than
    /// `width` columns: its printable ASCII runs as runs, the rest glyph by glyph. Returns the
    /// columns advanced; nil, having drawn nothing, for other text. A title with a dash in
    /// it then costs about what ASCII does.
    ///
    /// A glyph segment takes the ASCII character on each side of its non-ASCII scalars (a
    /// base for their marks), so every cut falls between two ASCII characters, where a
    /// grapheme always ends; without tabs, a glyph's look does not depend on its column.
    func drawShortText(_ text: some StringProtocol, at point: Point, width: Int, style: Style) -> Int? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard bytes.count <= width else { return nil }
            var previous: UInt8 = 0
            for byte in bytes {
                // C0 controls, DEL and C1 controls (U+0080–U+009F) show as wider placeholders.
                if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0) { return nil }
                previous = byte
            }
            func leadsIntoGlyphs(_ index: Int) -> Bool { index + 1 < bytes.count && bytes[index + 1] >= 0x80 }
            var x = point.x
            var start = 0
            while start < bytes.count {
                var end = start + 1
                if bytes[start] < 0x80 && !leadsIntoGlyphs(start) {
                    while end < bytes.count && bytes[end] < 0x80 && !leadsIntoGlyphs(end) { end += 1 }
                    putClippedASCII(
                        UnsafeBufferPointer(rebasing: bytes[start..<end]), at: Point(x: x, y: point.y), style: style)
                    x += end - start
                } else {
                    while end < bytes.count && (bytes[end] >= 0x80 || leadsIntoGlyphs(end)) { end += 1 }
                    if end < bytes.count { end += 1 }
                    let segment = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    x += drawGlyphs(segment.displayGlyphs(), at: Point(x: x, y: point.y), style: style)
                }
                start = end
            }
            return x - point.x
        } ?? nil
    }

    /// Puts printable ASCII from `point`, clipped to the canvas.
    private func putClippedASCII(_ bytes: UnsafeBufferPointer<UInt8>, at point: Point, style: Style) {
        guard point.y >= 0, point.y < size.height else { return }
        let start = max(0, -point.x)
        let end = min(bytes.count, size.width - point.x)
        guard end > start else { return }
        putASCII(UnsafeBufferPointer(rebasing: bytes[start..<end]), at: point.offsetBy(dx: start), style: style)
    }

    /// Puts already sanitised glyphs from `point`, blanking the visible part of glyphs cut by an edge.
    @discardableResult
    func drawGlyphs<Glyphs: Sequence>(_ glyphs: Glyphs, at point: Point, style: Style) -> Int
    where Glyphs.Element == DisplayGlyph {
        let right = size.width
        let rowIsVisible = point.y >= 0 && point.y < size.height
        var x = point.x
        for glyph in glyphs {
            if x >= right { break }
            let end = x + glyph.width
            if rowIsVisible {
                if x >= 0 && end <= right {
                    put(glyph.character, width: glyph.width, at: Point(x: x, y: point.y), style: style)
                } else if end > 0 {
                    let from = max(x, 0)
                    fill(Rect(x: from, y: point.y, width: min(end, right) - from, height: 1), style: style)
                }
            }
            x = end
        }
        return max(0, min(x, right) - point.x)
    }
}
