import TermCellsTesting
import Testing

@testable import TermCells

/// A grid manager, its host and a screen: register, fill the storage, draw, read lines.
@MainActor
final class GridRig: HostRig {
    let manager: GridManager
    let screen: RigScreen<GridHost>

    var storage: MemoryStorage { manager.memoryStorage }
    var reported: [ManagerAnomaly] { manager.anomalyHandler.reported }

    /// A rig of `width`×`height` with 3×1 items one column apart and no scroll indicator.
    init(width: Int = 11, height: Int = 4, itemSize: Size = Size(width: 3, height: 1)) {
        manager = GridManager()
        screen = RigScreen(manager.host, width: width, height: height)
        manager.anomalyHandler.anomalyAction = { _ in }
        manager.host.showsScrollIndicator = false
        manager.host.metrics = FlowSectionMetrics(itemSize: itemSize, itemSpacing: 1)
    }

    /// Whether the cell at `(x, y)` is drawn reversed (the cursor).
    func isHighlighted(x: Int, y: Int) -> Bool {
        buffer.style(at: Point(x: x, y: y))?.attributes.contains(.reverse) ?? false
    }
}

/// A grid cell that shows a string, centred.
final class LetterCell: GridCell, ModelTransfer {
    func update(with model: String) { text = model }
}

/// `count` one-letter models from "a".
func letters(_ count: Int, from start: Character = "a") -> [String] {
    let base = start.unicodeScalars.first?.value ?? 97
    return (0..<count).compactMap { Unicode.Scalar(base + UInt32($0)).map { String(Character($0)) } }
}
