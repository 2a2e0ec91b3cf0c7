import TermCells

/// A column table of `emoji-test.txt`'s sequences (``EmojiTestSequences``): the emoji in a
/// column four wide, its name in one ten wide, each followed by a separator. Where the widths
/// TermCells measures agree with the terminal's, every row's separators stand in the header's
/// columns, ``separatorColumns``.
package struct EmojiRow: ColumnRow, Hashable {
    package let emoji: String
    package let name: String

    package init(emoji: String, name: String) {
        self.emoji = emoji
        self.name = name
    }

    package func value(forColumn column: Int) -> String { column == 0 ? emoji : name }

    /// Whether the C library's character table knows every scalar of the emoji: one newer than
    /// the table is shown as `U+FFFD`, as any scalar it cannot print is (and still keeps the
    /// columns aligned), so only the others are drawn whole.
    package var isKnownToTheSystem: Bool { emoji.unicodeScalars.allSatisfy { $0.terminalWidth != nil } }
}

package enum EmojiTable {
    /// The separators' columns: after the emoji's four and the name's ten.
    package static let separatorColumns = [4, 15]
    /// The table's width: its columns and their separators.
    package static let width = 16

    /// A table of `rows`, without a scroll indicator.
    @MainActor package static func showing(_ rows: [EmojiRow]) -> ColumnTableManager {
        let table = ColumnTableManager(columns: [
            TableColumn("emoji", width: .fixed(4)), TableColumn("name", width: .fixed(10)),
        ])
        table.host.showsScrollIndicator = false
        table.register(rows: EmojiRow.self)
        table.manager.memoryStorage.setItems(rows)
        return table
    }

    /// The rows of the file's fully-qualified sequences.
    package static func rows() throws -> [EmojiRow] {
        try EmojiTestSequences.fullyQualified().map { EmojiRow(emoji: $0.sequence, name: $0.name) }
    }
}
