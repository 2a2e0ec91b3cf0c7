/// A row model of a column table: it gives each column its value.
///
/// ```swift
/// struct Planet: ColumnRow {
///     let name: String, moons: Int
///     func value(forColumn column: Int) -> String { column == 0 ? name : String(moons) }
/// }
/// ```
///
/// A column with a cell view of its own (``ColumnTableManager/register(_:inColumn:mapping:handler:)``)
/// shows ``model(forColumn:)`` through that view's mapping, as a table shows its items.
public protocol ColumnRow {
    /// The text of column `column` (an index into the table's columns); "" for none. Columns
    /// without a view of their own draw it; fitted columns are measured on it.
    func value(forColumn column: Int) -> String

    /// The model of column `column`'s cell, for a column with a view of its own: a
    /// `ByteCount`, a `Date`, any type a mapping is registered for. By default, the text.
    func model(forColumn column: Int) -> Any
}

extension ColumnRow {
    public func model(forColumn column: Int) -> Any { value(forColumn: column) }
}
