import TermCellsTesting
import Testing

@testable import TermCells

/// A manager, its host and a screen: register, fill the storage, draw, read lines.
@MainActor
final class TableRig: HostRig {
    let manager: TableManager
    let screen: RigScreen<TableHost>
    /// Anomalies that reached `anomalyAction` (silenced ones do not).
    private(set) var delivered: [ManagerAnomaly] = []

    var storage: MemoryStorage { manager.memoryStorage }
    var reported: [ManagerAnomaly] { manager.anomalyHandler.reported }
    var width: Int { screen.size.width }

    init(width: Int = 20, height: Int = 6) {
        manager = TableManager()
        screen = RigScreen(manager.host, width: width, height: height)
        manager.anomalyHandler.anomalyAction = { [unowned self] in delivered.append($0) }
    }

    /// Whether row `y` is drawn as the cursor at column `x`: in a table cell's highlight
    /// colours, or reversed (placeholders and template views).
    func isHighlighted(row y: Int, x: Int = 0) -> Bool {
        guard let style = buffer.style(at: Point(x: x, y: y)) else { return false }
        return style.background == TableCell().highlightStyle.background || style.attributes.contains(.reverse)
    }

    func isBold(row y: Int, x: Int = 0) -> Bool {
        buffer.style(at: Point(x: x, y: y))?.attributes.contains(.bold) ?? false
    }

    /// The rows drawn as the cursor.
    var highlightedRows: [Int] { (0..<buffer.size.height).filter { isHighlighted(row: $0) } }
}

/// `text` padded with spaces to `width` columns (every character here is one column wide).
func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}

/// A content line of `width - 1` columns followed by a scroll indicator glyph.
func scrolled(_ text: String, _ width: Int, _ indicator: Character) -> String {
    padded(text, width - 1) + String(indicator)
}

/// A cell that shows strings, for tests that only care about navigation.
final class TextRowCell: TableCell, ModelTransfer {
    func update(with model: String) { text = model }
}
