import TermCells

// The custom layout of the Layouts article, as a user writes it: public API only (this file
// and CustomLayoutTests.swift import TermCells without @testable).

/// Cards side by side in one row, as tall as the host, scrolling sideways.
final class CarouselLayout: CollectionLayout {
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
