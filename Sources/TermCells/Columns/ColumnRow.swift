/// A row model of a column table: it gives each column its value.
///
/// ```swift
/// struct Planet: ColumnRow {
///     let name: String, moons: Int
///     func value(forColumn column: Int) -> String { column == 0 ? name : String(moons) }
/// }
/// ```
public protocol ColumnRow {
    /// The text of column `column` (an index into the table's columns); "" for none.
    func value(forColumn column: Int) -> String
}
