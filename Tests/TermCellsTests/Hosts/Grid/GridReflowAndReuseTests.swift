import Testing

@testable import TermCells

@MainActor
@Suite struct GridReflowAndReuseTests {
    @Test func resizeReflowsAndKeepsTheCursorOnScreen() {
        let rig = GridRig(width: 11, height: 3)
        rig.manager.register(LetterCell.self)
        rig.storage.setItems(letters(26))
        rig.draw()
        rig.press(.down, times: 5)
        rig.press(.right)
        #expect(rig.host.cursor == itemPath(16))
        // 3 columns: "q" is on row 5; 2 columns: row 8; 6 columns (width 24): row 2.
        for (width, height) in [(8, 3), (24, 3), (40, 2), (4, 2), (11, 3)] {
            rig.resize(width: width, height: height)
            let frame = rig.host.layout.frame(of: .item(itemPath(16)))
            #expect(
                frame.map { $0.y >= rig.host.contentOffset && $0.maxY <= rig.host.contentOffset + height } == true,
                "\(width)×\(height)")
            #expect(rig.buffer.lines.contains { $0.contains("q") }, "\(width)×\(height): \(rig.buffer.lines)")
            #expect(rig.host.cursor == itemPath(16))
        }
        let lines = rig.resize(width: 24, height: 2)
        let row = lines.firstIndex(of: " m   n   o   p   q   r  ")
        #expect(row != nil, "\(lines)")
        #expect(row.map { rig.isHighlighted(x: 17, y: $0) } == true)
    }

    @Test func scrollingCreatesNoMoreViewsThanVisibleItemsPlusARow() {
        let rig = GridRig(width: 23, height: 6, itemSize: Size(width: 3, height: 2))
        rig.manager.register(LetterCell.self)
        rig.manager.registerHeader(BadgeHeader.self)
        rig.storage.setItems((0..<500).map { "\($0 % 10)" }, forSection: 0)
        rig.storage.setItems((0..<500).map { "\($0 % 10)" }, forSection: 1)
        rig.storage.setSectionHeaderModels([1, 2])
        rig.draw()
        // 6 columns, rows 2 tall: at most 4 rows (3 whole and two halves) of 6 on screen.
        for _ in 0..<200 { rig.press(.down) }
        rig.press(.end)
        for _ in 0..<50 { rig.press(.pageUp) }
        for _ in 0..<300 { rig.mouse(.wheelDown, x: 0, y: 0) }
        let created = rig.host.reuseQueues.createdByIdentifier
        let visibleItems = 4 * 6
        #expect((created["LetterCell"] ?? 0) <= visibleItems + 6, "\(created)")
        #expect((created["BadgeHeader"] ?? 0) <= 2, "\(created)")
        #expect(rig.host.displayedViews.count <= visibleItems + 1)
        #expect(rig.host.reuseQueues.reusedCount > 500)
    }

    @Test func storageUpdatesRedrawInPlaceAndReflowOnInsert() {
        let rig = GridRig(width: 11, height: 3)
        rig.manager.register(LetterCell.self)
        rig.storage.setItems(letters(4))
        #expect(rig.draw() == [" a   b   c ", " d         ", "           "])
        rig.storage.replaceItem("b", with: "B")
        #expect(rig.draw() == [" a   B   c ", " d         ", "           "])
        rig.storage.insertItem("z", to: itemPath(0))
        #expect(rig.draw() == [" z   a   B ", " c   d     ", "           "])
        rig.storage.removeItems(at: [itemPath(0), itemPath(1), itemPath(2)])
        #expect(rig.draw() == [" c   d     ", "           ", "           "])
    }

    @Test func aMillionTilesDrawOnlyWhatIsVisible() {
        let rig = GridRig(width: 40, height: 10, itemSize: Size(width: 9, height: 3))
        // Fixtures/TileCell.template would be found by default; this test draws the code design.
        rig.manager.register(TileCell.self) { mapping in mapping.templateName = nil }
        rig.manager.storage = CountingStorage(count: 1_000_000)
        rig.draw()
        rig.press(.end)
        #expect(rig.host.cursor == itemPath(999_999))
        #expect(rig.buffer.lines.contains { $0.contains("999999") })
        rig.press(.up, times: 3)
        rig.press(.home)
        #expect(rig.buffer.lines[1].hasPrefix("    0"))
        #expect((rig.manager.storage as? CountingStorage).map { $0.itemsAsked < 400 } == true)
    }
}

/// A header that shows a number.
final class BadgeHeader: SupplementaryView, ModelTransfer {
    func update(with model: Int) { text = "Section \(model)" }
}

/// A tile that shows its number.
final class TileCell: GridCell, ModelTransfer {
    func update(with model: Int) { text = "\(model)" }
}

/// A computed storage of `count` numbers that counts the models it was asked for.
@MainActor
final class CountingStorage: Storage {
    let count: Int
    private(set) var itemsAsked = 0

    init(count: Int) { self.count = count }

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? count : 0 }
    func item(at indexPath: IndexPath) -> Any? {
        itemsAsked += 1
        return indexPath.section == 0 && indexPath.item < count ? indexPath.item : nil
    }
    func supplementaryModel(ofKind kind: SupplementaryKind, forSectionAt section: Int) -> Any? { nil }
    func addObserver(_ observer: any StorageObserver) {}
    func removeObserver(_ observer: any StorageObserver) {}
}
