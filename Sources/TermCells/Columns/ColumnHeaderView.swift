/// The header line of a column table: each column's title, aligned and truncated as its
/// values are, with the sort mark on the sorted column. Its model is the ``ColumnTable``; it
/// is registered for ``SupplementaryKind/columnHeader`` by ``ColumnTableManager``, which
/// replaces it with yours (``ColumnTableManager/registerHeader(_:mapping:handler:)``).
@MainActor
open class ColumnHeaderView: ReusableView, ModelTransfer {
    /// The table whose header this is.
    public private(set) weak var table: ColumnTable?

    public required init() { super.init() }

    open func update(with model: ColumnTable) { table = model }

    open override func prepareForReuse() {
        super.prepareForReuse()
        table = nil
    }

    /// Draws the titles through the table's columns, as they are now (a sort set since the
    /// view was dequeued shows at once).
    open override func draw(in canvas: any Canvas) {
        guard let table else { return }
        table.drawHeader(in: canvas)
    }
}
