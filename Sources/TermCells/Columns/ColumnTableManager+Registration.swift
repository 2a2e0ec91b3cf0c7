/// Views of their own for columns and for the header, registered and dequeued through the
/// manager's mappings like any view: conditions, `configure`, templates, anomalies.
extension ColumnTableManager {
    /// Registers a view that shows the models of column `column` (``ColumnRow/model(forColumn:)``)
    /// of type `View.ModelType`. Both closures are optional, as for cells.
    ///
    /// ```swift
    /// table.register(SizeCell.self, inColumn: 2)          // SizeCell: ModelTransfer of ByteCount
    /// ```
    ///
    /// Rows whose model for the column is a `String` no mapping of it takes keep the column's
    /// text; any other model without a mapping is an anomaly and shows a placeholder.
    public func register<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, inColumn column: Int,
        mapping: ((ViewModelMapping<View, View.ModelType>) -> Void)? = nil,
        handler: @escaping (View, View.ModelType, IndexPath) -> Void = { _, _, _ in }
    ) {
        manager.registerSupplementary(viewType, ofKind: .columnCell(column), mapping: mapping, handler: handler)
        columnModel.viewColumns.insert(column)
    }

    /// Registers a view for the models of type `Model` of column `column`, filled by `handler`.
    public func register<View: ReusableView, Model>(
        _ viewType: View.Type, for modelType: Model.Type, inColumn column: Int,
        mapping: ((ViewModelMapping<View, Model>) -> Void)? = nil,
        handler: @escaping (View, Model, IndexPath) -> Void
    ) {
        manager.registerSupplementary(
            viewType, for: modelType, ofKind: .columnCell(column), mapping: mapping, handler: handler)
        columnModel.viewColumns.insert(column)
    }

    /// Removes the mappings of `viewType` for column `column`; the column draws its text again
    /// when no other view is registered for it.
    public func unregister<View: ReusableView>(_ viewType: View.Type, inColumn column: Int) {
        manager.unregisterSupplementary(viewType, forKind: .columnCell(column))
        if !manager.mappings.contains(where: { $0.kind == .supplementary(.columnCell(column)) }) {
            columnModel.viewColumns.remove(column)
        }
    }

    /// Registers your header view in place of the ``ColumnHeaderView``: it shows the table
    /// (its columns, their widths and sideways scroll, sort) on the header's lines, pinned on top.
    public func registerHeader<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, mapping: ((ViewModelMapping<View, TableColumnModel>) -> Void)? = nil,
        handler: @escaping (View, TableColumnModel, IndexPath) -> Void = { _, _, _ in }
    ) where View.ModelType == TableColumnModel {
        for registered in manager.mappings where registered.kind == .supplementary(.columnHeader) {
            manager.unregisterSupplementary(registered.viewType, forKind: .columnHeader)
        }
        manager.registerSupplementary(viewType, ofKind: .columnHeader, mapping: mapping, handler: handler)
    }
}
