import TermCells
import TermCellsTesting
import Testing

// The Layouts article's snippets, typed as a user would.

@MainActor
@Test func anEmptyHostShowsItsBackgroundViewUntilItemsCome() {
    let manager = TableManager()
    manager.register(TableCell.self, for: String.self) { cell, text, _ in cell.text = text }
    let empty = SupplementaryView()
    empty.text = "No match"
    manager.host.backgroundView = empty

    let screen = ScreenDriver(manager, width: 12, height: 2)
    #expect(screen.lines == ["No match", ""])
    manager.memoryStorage.setItems(["apple"])
    screen.redraw()
    #expect(screen.lines == ["  apple", ""])
}

@MainActor
private final class Letters: CollectionHostDataSource, CollectionHostDelegate {
    let letters = ["a", "b", "c"]
    var printed: [String] = []
    func numberOfSections(in host: any CollectionHost) -> Int { 1 }
    func host(_ host: any CollectionHost, numberOfItemsInSection section: Int) -> Int { letters.count }
    func host(_ host: any CollectionHost, cellForItemAt indexPath: IndexPath) -> ReusableView {
        let cell: TableCell = host.dequeueCell(at: indexPath)
        cell.text = letters[indexPath.item]
        return cell
    }
    func host(_ host: any CollectionHost, didSelectItemAt indexPath: IndexPath) {
        printed.append(letters[indexPath.item])
    }
}

@MainActor
@Test func layoutsArticleOwnDataSourceAndDelegateDriveAHost() {
    let letters = Letters()
    let table = TableHost()  // or GridHost(), or LayoutHost(layout: CarouselLayout())
    table.register(cells: [.type(TableCell.self)])
    table.dataSource = letters
    table.delegate = letters

    table.showsScrollIndicator = false
    let screen = ScreenDriver(width: 6, height: 3, draw: table.draw(in:), handle: table.handle)
    #expect(screen.lines == ["  a", "  b", "  c"])
    screen.press(.down)
    screen.press(.enter)
    #expect(letters.printed == ["b"])
}

private final class CarouselLayout: CollectionLayout {
    var cardWidth = 8
    var spacing = 1
    private var counts: [Int] = []
    private var height = 0

    var sectionCount: Int { counts.count }
    func itemCount(inSection section: Int) -> Int { counts.indices.contains(section) ? counts[section] : 0 }
    var contentSize: Size { Size(width: max(0, total * pitch - spacing), height: height) }
    private var pitch: Int { cardWidth + spacing }
    private var total: Int { counts.reduce(0, +) }

    func prepare(_ content: LayoutContent, viewport: Size) {
        counts = (0..<content.numberOfSections).map { content.numberOfItems(inSection: $0) }
        height = viewport.height
    }

    func apply(_ change: StorageChange, content: LayoutContent) -> Bool {
        switch change {
        case .insertItem(let at) where counts.indices.contains(at.section): counts[at.section] += 1
        case .deleteItem(let at) where contains(at): counts[at.section] -= 1
        case .updateItem, .updateSection, .updateSupplementaries: break
        default: return false  // the host calls prepare(_:viewport:) instead
        }
        return true
    }

    func forEachElement(in rect: Rect, _ body: (LayoutElement, Rect) -> Void) {
        guard rect.y < height, rect.maxY > 0, total > 0 else { return }
        let first = max(0, rect.x / pitch)
        let last = min(total - 1, (rect.maxX - 1) / pitch)
        guard first <= last else { return }
        for index in first...last { body(.item(indexPath(at: index)), frame(at: index)) }
    }

    func frame(of element: LayoutElement) -> Rect? {
        guard case .item(let indexPath) = element, contains(indexPath) else { return nil }
        return frame(at: counts[..<indexPath.section].reduce(indexPath.item, +))
    }

    func item(_ direction: CursorDirection, from indexPath: IndexPath, in context: NavigationContext) -> IndexPath? {
        switch direction {
        case .left: return item(after: indexPath, step: -1)
        case .right: return item(after: indexPath, step: 1)
        case .up, .down, .pageUp, .pageDown: return nil
        }
    }

    private func frame(at index: Int) -> Rect { Rect(x: index * pitch, y: 0, width: cardWidth, height: height) }

    private func indexPath(at index: Int) -> IndexPath {
        var rest = index
        for (section, count) in counts.enumerated() {
            if rest < count { return IndexPath(item: rest, section: section) }
            rest -= count
        }
        return IndexPath(item: rest, section: counts.count)
    }
}

/// A card that marks the cursor's card with `>`.
private final class CardCell: ReusableView, ModelTransfer {
    private var title = ""
    func update(with model: String) { title = model }
    override func draw(in canvas: any Canvas) {
        canvas.draw((isHighlighted ? ">" : " ") + title, at: .zero)
    }
}

@MainActor
@Test func layoutsArticleCarouselDrawsCardsSideBySide() {
    let screen = ScreenBuffer(width: 20, height: 1)

    let manager = LayoutManager(host: LayoutHost(layout: CarouselLayout()))
    manager.register(CardCell.self)
    manager.memoryStorage.setItems(["one", "two", "three", "four", "five"], forSection: 0)
    manager.host.draw(in: screen)  // ">one      two      t" on a 20-column screen
    manager.host.handle(KeyEvent(.right))  // the cursor moves to "two"

    #expect(screen.lines[0] == ">one      two      t")
    manager.host.draw(in: screen)
    #expect(screen.lines[0] == " one     >two      t")
}
