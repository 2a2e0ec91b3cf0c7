/// Draws one row of a column table — values or titles — through a ``ColumnViewport``: frozen
/// columns at the left, the others clipped where horizontal scrolling cuts them, each value
/// aligned and truncated with `…` (a wide character that would straddle the edge is left
/// out, never cut), a separator after each column. Written once for the header and the rows.
///
/// Cost: O(visible columns × their width); nothing for columns scrolled out of sight.
public struct ColumnRowDrawing {
    public let columns: [TableColumn]
    public let viewport: ColumnViewport
    /// The viewport's spans, computed once for all the rows drawn through this drawing.
    public let spans: [ColumnSpan]
    /// Drawn after each column, in `separatorStyle` on its row's background.
    public var separator: Character = "│"
    public var separatorStyle = Theme.dark.columnSeparator

    public init(columns: [TableColumn], viewport: ColumnViewport) {
        self.columns = columns
        self.viewport = viewport
        spans = viewport.spans
    }

    /// Draws the header on line `y` of `canvas`: `title(column)` in `style`. A title whose
    /// column the table's right edge cuts is fitted to the part that shows, ending in `…`
    /// when it is longer: a right-aligned title would otherwise fall in the hidden part and
    /// leave its column unnamed.
    func drawHeader(in canvas: any Canvas, y: Int, style: Style, title: (Int) -> String) {
        draw(
            in: canvas, y: y, style: style, highlightedColumn: nil, highlightStyle: style, fitsCutCells: true,
            drawsCell: { _, _ in false }, value: title)
    }

    /// Draws the row on line `y` of `canvas`: `value(column)` in `style`, the column
    /// `highlightedColumn` (the cell cursor) in `highlightStyle`. The whole line is filled
    /// with `style` first, so a highlighted row looks whole. `drawsCell(column, cellCanvas)`
    /// may draw a column's cell itself (a column with a view of its own) and return true;
    /// `cellCanvas` covers the whole column, clipped where it is scrolled off. With
    /// `fitsCutCells`, a value whose column is cut is drawn in the part that shows.
    ///
    /// A row of `height` lines fills them all, the cursor's cell and the separators too; a
    /// column with `wrapped` lines draws them one a line, the others their value on the
    /// first line.
    func draw(
        in canvas: any Canvas, y: Int, height: Int = 1, style: Style, highlightedColumn: Int?,
        highlightStyle: Style, fitsCutCells: Bool = false, drawsCell: (Int, ChildCanvas) -> Bool,
        value: (Int) -> String, wrapped: (Int) -> [String]? = { _ in nil }
    ) {
        let height = max(1, height)
        canvas.fill(Rect(x: 0, y: y, width: canvas.size.width, height: height), style: style)
        let regions = Regions(canvas: canvas, viewport: viewport)
        var separatorPaint = separatorStyle
        separatorPaint.background = style.background
        for span in spans {
            let (region, start) = regions.place(span)
            let cell = region.child(in: Rect(x: start, y: y, width: span.width, height: 1))
            if !drawsCell(span.column, cell) {
                let column = span.column < columns.count ? columns[span.column] : TableColumn("")
                let cellStyle = span.column == highlightedColumn ? highlightStyle : style
                // The cursor's cell covers the row's other lines too; its first line is drawn padded.
                if height > 1, cellStyle != style {
                    region.fill(Rect(x: start, y: y, width: span.width, height: height), style: cellStyle)
                }
                if let lines = wrapped(span.column) {
                    let rowCell = region.child(in: Rect(x: start, y: y, width: span.width, height: height))
                    for (line, text) in lines.prefix(height).enumerated() {
                        rowCell.draw(
                            text, at: Point(x: 0, y: line), width: span.width, alignment: column.alignment,
                            style: cellStyle)
                    }
                } else {
                    let fits = fitsCutCells && span.visibleWidth < span.width
                    cell.draw(
                        value(span.column), at: Point(x: fits ? span.hiddenLeading : 0, y: 0),
                        width: fits ? span.visibleWidth : span.width, alignment: column.alignment, style: cellStyle)
                }
            }
            if viewport.separatorWidth > 0 {
                for line in 0..<height {
                    region.put(
                        separator, width: 1, at: Point(x: start + span.width, y: y + line), style: separatorPaint)
                }
            }
        }
    }

    /// Draws `mark`, the end of `text` (the header's text of `column`, drawn by
    /// ``drawHeader(in:y:style:title:)``), again on line `y` in `style`, where that drawing put
    /// it; nothing when the column is out of sight or `text` did not fit whole.
    func drawHeaderMark(
        _ mark: String, endingTitle text: String, column: Int, in canvas: any Canvas, y: Int, style: Style
    ) {
        guard let span = spans.first(where: { $0.column == column }), text.hasSuffix(mark) else { return }
        let room = span.visibleWidth < span.width ? span.visibleWidth : span.width
        let textWidth = text.displayWidth
        guard textWidth <= room, span.visibleWidth > 0 else { return }
        let alignment = column < columns.count ? columns[column].alignment : .left
        let x =
            (room < span.width ? span.hiddenLeading : 0) + alignment.leadingPadding(forGap: room - textWidth)
            + textWidth - mark.displayWidth
        let (region, start) = Regions(canvas: canvas, viewport: viewport).place(span)
        region.child(in: Rect(x: start, y: y, width: span.width, height: 1)).draw(
            mark, at: Point(x: x, y: 0), style: style)
    }

    /// The header's text for `column`: its title, then `suffix` (its sort mark, say) kept
    /// visible at the end, the title cut to make room — or, unless `cutsTitle`, left out
    /// when it does not fit whole.
    func headerText(column: Int, suffix: String?, cutsTitle: Bool = true) -> String {
        let title = column < columns.count ? columns[column].title : ""
        guard let suffix else { return title }
        let width = column < viewport.widths.count ? viewport.widths[column] : 0
        let room = width - 1 - suffix.displayWidth
        guard room >= 1, cutsTitle || title.displayWidth <= room else { return suffix }
        let shown = title.displayWidth <= room ? title : title.truncated(toWidth: room)
        return shown + " " + suffix
    }

    /// Draws the row on line `y` of `canvas`: `value(column)` in `style`, the column
    /// `highlightedColumn` (the cell cursor) in `highlightStyle`. The whole line is filled
    /// with `style` first, so a highlighted row looks whole.
    @available(
        *, deprecated, message: "the column table's own drawing: register a ColumnTableRowCell subclass to draw rows"
    )
    public func draw(
        in canvas: any Canvas, y: Int, style: Style, highlightedColumn: Int? = nil, highlightStyle: Style = .reverse,
        value: (Int) -> String
    ) {
        draw(
            in: canvas, y: y, style: style, highlightedColumn: highlightedColumn, highlightStyle: highlightStyle,
            drawsCell: { _, _ in false }, value: value)
    }

    /// The header's text for `column`: its title, with the sort mark kept visible at the end
    /// when the column is the sorted one.
    @available(*, deprecated, message: "the column table's own drawing: the header view draws titles and sort marks")
    public func headerText(column: Int, sort: ColumnSortIndicator?) -> String {
        guard let sort, sort.column == column else { return headerText(column: column, suffix: nil) }
        return headerText(column: column, suffix: sort.mark)
    }
}

/// Where a row's columns are drawn: the frozen ones on the whole row, the others on the part
/// right of them, which clips what horizontal scrolling moved under the frozen columns.
private struct Regions {
    let whole: ChildCanvas
    let scrolling: ChildCanvas
    let frozenWidth: Int

    init(canvas: any Canvas, viewport: ColumnViewport) {
        frozenWidth = viewport.frozenWidth
        // Child canvases, whose children are made without casting a canvas.
        whole = ChildCanvas(parent: canvas, rect: Rect(origin: .zero, size: canvas.size))
        scrolling = whole.child(
            in: Rect(x: frozenWidth, y: 0, width: viewport.scrollingWidth, height: canvas.size.height))
    }

    /// The region `span` is drawn on, and where the whole column starts in it: left of it
    /// when scrolled off.
    func place(_ span: ColumnSpan) -> (region: ChildCanvas, start: Int) {
        span.isFrozen
            ? (whole, span.x - span.hiddenLeading) : (scrolling, span.x - span.hiddenLeading - frozenWidth)
    }
}
