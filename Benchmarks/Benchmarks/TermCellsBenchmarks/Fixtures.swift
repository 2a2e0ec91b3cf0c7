import TermCells

/// A table set up as `termcells-demo table`: items spread over sections with headers and
/// footers, drawn into an 80×24 in-memory screen.
@MainActor
final class TableFixture {
    enum Mappings {
        /// The demo's two mappings on one model, told apart by a model condition (a `.custom`
        /// condition: resolved on every dequeue, never cached).
        case evenOdd
        /// One mapping with no condition (resolution cached per model type and section).
        case plain
    }

    let manager = TableManager()
    let screen = ScreenBuffer(width: 80, height: 24)
    let sectionCount: Int
    var host: TableHost { manager.host }

    init(items: Int, sections: Int = 5, mappings: Mappings = .evenOdd) {
        sectionCount = sections
        switch mappings {
        case .evenOdd:
            manager.register(EvenItemCell.self) { mapping in
                mapping.condition = mapping.modelCondition { item, _ in item.isEven }
            }
            manager.register(OddItemCell.self) { mapping in
                mapping.condition = mapping.modelCondition { item, _ in !item.isEven }
            }
        case .plain:
            manager.register(PlainItemCell.self)
        }
        manager.registerHeader(HeaderView.self)
        manager.registerFooter(FooterView.self)
        var all: [[Any]] = []
        var next = 0
        for section in 0..<sections {
            let count = items / sections + (section < items % sections ? 1 : 0)
            all.append((next..<next + count).map { BenchItem(number: $0) as Any })
            next += count
        }
        let storage = manager.memoryStorage
        storage.setItemsForAllSections(all)
        storage.setSectionHeaderModels((0..<sections).map { "Section \($0)" })
        storage.setSectionFooterModels(all.map { "\($0.count) items" })
        draw()
    }

    func draw() {
        host.draw(in: screen)
    }

    func press(_ key: Key) {
        host.handle(KeyEvent(key))
    }

    /// The middle item of the middle section.
    var middle: IndexPath {
        let section = sectionCount / 2
        return IndexPath(item: manager.memoryStorage.numberOfItems(inSection: section) / 2, section: section)
    }

    /// Moves the cursor to the middle of the content (shown on the bottom row) and draws.
    func moveToMiddle() {
        host.moveCursor(to: middle)
        draw()
    }

    /// Whether a Down key would no longer move the cursor.
    var cursorAtEnd: Bool {
        host.cursor == nil || host.cursor == lastItem
    }

    /// The last item of the last section.
    var lastItem: IndexPath {
        let section = sectionCount - 1
        return IndexPath(item: manager.memoryStorage.numberOfItems(inSection: section) - 1, section: section)
    }

    /// Back to the top, then Down until the viewport moves: from then on every Down scrolls.
    func resetToScrolling() {
        press(.home)
        draw()
        for _ in 0..<1_000 {
            let before = host.contentOffset
            press(.down)
            draw()
            if host.contentOffset != before { return }
        }
    }
}

/// A grid set up as the numbered-tiles section of `termcells-demo grid`: 10×3 tiles with a
/// one-column inset, items computed on demand, drawn into an 80×24 in-memory screen.
@MainActor
final class GridFixture {
    let manager = GridManager()
    let storage: CountedStorage
    let screen = ScreenBuffer(width: 80, height: 24)
    var host: GridHost { manager.host }

    init(items: Int) {
        manager.register(NumberTileCell.self)
        manager.registerHeader(HeaderView.self)
        manager.registerFooter(FooterView.self)
        manager.itemSizeForSection = { _ in Size(width: 10, height: 3) }
        manager.insetForSection = { _ in Insets(top: 0, left: 1, bottom: 0, right: 1) }
        storage = CountedStorage(count: items) { NumberTile(number: $0) }
        manager.storage = storage
        draw()
    }

    func draw() {
        host.draw(in: screen)
    }

    func press(_ key: Key) {
        host.handle(KeyEvent(key))
    }

    func moveToMiddle() {
        host.moveCursor(to: IndexPath(item: storage.count / 2, section: 0))
        draw()
    }

    /// Whether the cursor is within two rows of the last item (a Down could stop moving).
    var cursorNearEnd: Bool {
        guard let cursor = host.cursor else { return true }
        return cursor.item + 20 >= storage.count
    }

    func resetToScrolling() {
        press(.home)
        draw()
        for _ in 0..<1_000 {
            let before = host.contentOffset
            press(.down)
            draw()
            if host.contentOffset != before { return }
        }
    }
}
