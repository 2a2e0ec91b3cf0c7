/// The header line of a column table: each column's title, aligned and truncated as its
/// values are, with the sort marks on the sorted columns ("sorting…" while a sort runs). Its model is the ``TableColumnModel``; it
/// is registered for ``SupplementaryKind/columnHeader`` by ``ColumnTableManager``, which
/// replaces it with yours (``ColumnTableManager/registerHeader(_:mapping:handler:)``).
@MainActor
open class ColumnHeaderView: ReusableView, ModelTransfer {
    /// The columns this header shows.
    public private(set) weak var columnModel: TableColumnModel?

    open func update(with model: TableColumnModel) { columnModel = model }

    open override func prepareForReuse() {
        super.prepareForReuse()
        columnModel = nil
        drawnFrom = nil
    }

    /// What the header was last drawn from: a frame where none of it changed keeps the
    /// header's cells (a Down key scrolls the rows under it).
    private var drawnFrom: (revision: Int, sorts: ColumnSortState, style: Style)?

    /// Draws the titles through the table's columns, as they are now (a sort set since the
    /// view was dequeued shows at once). A subclass that draws from state of its own calls
    /// ``ReusableView/setNeedsDisplay()`` when that state changes.
    open override func draw(in canvas: any Canvas) {
        guard let columnModel else { return }
        columnModel.theme = theme
        drawnFrom = (columnModel.revision, columnModel.sortState, columnModel.headerStyle)
        columnModel.drawHeader(in: canvas)
    }

    override var keepsCellsWhenPinned: Bool { true }

    /// Drawn again when the table changed its columns, widths, scroll, sort or header style.
    override var isDrawnAsLastTime: Bool {
        guard !needsDisplay, let columnModel else { return false }
        guard let drawnFrom, columnModel.theme == theme else { return false }
        return drawnFrom.revision == columnModel.revision && drawnFrom.sorts == columnModel.sortState
            && drawnFrom.style == columnModel.headerStyle
    }
}
