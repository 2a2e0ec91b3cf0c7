/// The former names of the column table's parts: `ColumnTable` held the columns, not the
/// table, `ColumnRowCell` read one word away from ``ColumnCell``, and `register(_:)` took a
/// model where every other `register` takes a view.

/// The former name of ``TableColumnModel``.
@available(*, deprecated, renamed: "TableColumnModel")
public typealias ColumnTable = TableColumnModel

/// The former name of ``ColumnTableRowCell``.
@available(*, deprecated, renamed: "ColumnTableRowCell")
public typealias ColumnRowCell = ColumnTableRowCell

extension ColumnTableManager {
    /// The former name of ``columnModel``.
    @available(*, deprecated, renamed: "columnModel")
    public var table: TableColumnModel { columnModel }

    /// The former spelling of ``register(rows:mapping:)``.
    @available(*, deprecated, renamed: "register(rows:mapping:)")
    public func register<Row: ColumnRow>(
        _ rowType: Row.Type, mapping: ((ViewModelMapping<ColumnTableRowCell, Row>) -> Void)? = nil
    ) {
        register(rows: rowType, mapping: mapping)
    }

    /// The former spelling of ``register(rows:cell:mapping:)``.
    @available(*, deprecated, renamed: "register(rows:cell:mapping:)")
    public func register<Row: ColumnRow, Cell: ColumnTableRowCell>(
        _ rowType: Row.Type, cell cellType: Cell.Type, mapping: ((ViewModelMapping<Cell, Row>) -> Void)? = nil
    ) {
        register(rows: rowType, cell: cellType, mapping: mapping)
    }
}

extension ColumnTableRowCell {
    /// The former name of ``columnModel``.
    @available(*, deprecated, renamed: "columnModel")
    public var table: TableColumnModel? { columnModel }
}

extension ColumnHeaderView {
    /// The former name of ``columnModel``.
    @available(*, deprecated, renamed: "columnModel")
    public var table: TableColumnModel? { columnModel }
}
