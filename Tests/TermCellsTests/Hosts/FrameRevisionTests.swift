import Testing

@testable import TermCells

/// A host whose layout counts its frames' changes (``FrameRevisions``) tells which views
/// leave the viewport from the frames its last frame met, not by asking the layout for the
/// frame of every view on screen each frame (an O(log n) lookup each).
@MainActor
@Suite struct FrameRevisionTests {
    /// A list layout that counts the frames asked of it.
    final class CountingList: CollectionLayout, FrameRevisions {
        let list = ListLayout()
        var framesAsked = 0

        var frameRevision: Int { list.frameRevision }
        var sectionCount: Int { list.sectionCount }
        func itemCount(inSection section: Int) -> Int { list.itemCount(inSection: section) }
        var contentSize: Size { list.contentSize }
        var movesHorizontally: Bool { list.movesHorizontally }
        func prepare(_ content: LayoutContent, viewport: Size) { list.prepare(content, viewport: viewport) }
        func apply(_ change: StorageChange, content: LayoutContent) -> Bool { list.apply(change, content: content) }
        func finishUpdate(_ content: LayoutContent) -> Bool { list.finishUpdate(content) }
        func forEachElement(in rect: Rect, _ body: (LayoutElement, Rect) -> Void) {
            list.forEachElement(in: rect, body)
        }
        func frame(of element: LayoutElement) -> Rect? {
            framesAsked += 1
            return list.frame(of: element)
        }
        func item(_ direction: CursorDirection, from indexPath: IndexPath, in context: NavigationContext)
            -> IndexPath?
        { list.item(direction, from: indexPath, in: context) }
        func measuresHeight(of element: LayoutElement) -> Bool { list.measuresHeight(of: element) }
        func setMeasuredHeight(_ height: Int, of element: LayoutElement) -> Bool {
            list.setMeasuredHeight(height, of: element)
        }
        func revealRect(forItemAt indexPath: IndexPath, viewport: Size) -> Rect? {
            list.revealRect(forItemAt: indexPath, viewport: viewport)
        }
        func viewportDidChange(to size: Size) -> Bool { list.viewportDidChange(to: size) }
    }

    /// A row of one line, or of two for items whose text starts with "tall".
    final class Row: TableCell, ModelTransfer {
        func update(with model: String) { text = model }
        override var preferredHeight: Int { text.hasPrefix("tall") ? 2 : 1 }
    }

    private func host(items: [String]) -> (LayoutManager<CountingList>, ScreenBuffer) {
        let manager = LayoutManager(host: LayoutHost(layout: CountingList()))
        manager.register(Row.self)
        manager.memoryStorage.setItems(items, forSection: 0)
        return (manager, ScreenBuffer(width: 12, height: 5))
    }

    @Test func aFrameWhoseRowsKeepTheirFramesAsksNoneOfThemAgain() {
        let (manager, screen) = host(items: (0..<1000).map { "item \($0)" })
        manager.host.draw(in: screen)
        screen.beginFrame()
        manager.host.handle(KeyEvent(.down))
        manager.host.layout.framesAsked = 0
        manager.host.draw(in: screen)
        // One frame, for the element on top while the viewport is measured; none per row.
        #expect(manager.host.layout.framesAsked == 1)
        // Scrolling one row: the row that left is asked for (where it went), the others not.
        for _ in 0..<4 { manager.host.handle(KeyEvent(.down)) }
        manager.host.layout.framesAsked = 0
        manager.host.draw(in: screen)
        #expect(manager.host.layout.framesAsked == 2)
        #expect(
            screen.lines.map { String($0.prefix(8)) } == ["  item 1", "  item 2", "  item 3", "  item 4", "  item 5"])
        #expect(manager.host.displayedViews.count == 5)
    }

    /// A list measures the row a Down key scrolls in before the frame (`LayoutHost+Revealing`),
    /// parking the row that left first: the rows that stay keep the views they had.
    @Test func aDownKeyScrollingAListTakesTheRowsThatStayFromTheLastFrame() {
        let manager = LayoutManager(host: LayoutHost(layout: ListLayout()))
        manager.register(Row.self)
        manager.memoryStorage.setItems((0..<1000).map { "item \($0)" }, forSection: 0)
        let screen = ScreenBuffer(width: 12, height: 5)
        manager.host.draw(in: screen)
        for _ in 0..<4 {
            manager.host.handle(KeyEvent(.down))
            manager.host.draw(in: screen)
        }
        let before = manager.host.displayedViews
        manager.host.handle(KeyEvent(.down))
        manager.host.draw(in: screen)
        #expect(
            screen.lines.map { String($0.prefix(8)) } == ["  item 1", "  item 2", "  item 3", "  item 4", "  item 5"])
        #expect(keptViews(of: (1...4).map { .item(IndexPath(item: $0, section: 0)) }, from: before, in: manager.host))
        #expect(manager.host.displayedViews.count == 5)
    }

    /// A stream's frame: lines appended after the last row while the host follows the tail.
    /// The rows that stay are taken from the last frame (their frames did not move): as for a
    /// Down key, only the row that left (where it went) and the element on top are asked for.
    @Test func linesAppendedToAFollowedListTakeTheRowsThatStayFromTheLastFrame() {
        // More lines than the screen: the scroll indicator shows from the start (its column
        // coming in narrows the rows, a change of every frame).
        let (manager, screen) = host(items: (0..<6).map { "line \($0)" })
        manager.host.followsTail = true
        manager.host.draw(in: screen)
        // The cursor on the last line: the host follows the tail.
        manager.host.handle(KeyEvent(.end))
        manager.host.draw(in: screen)
        #expect(manager.host.isFollowingTail)
        for next in 6..<9 {
            let before = manager.host.displayedViews
            manager.memoryStorage.addItem("line \(next)")
            manager.host.layout.framesAsked = 0
            manager.host.draw(in: screen)
            let stayed = (next - 4..<next).map { LayoutElement.item(IndexPath(item: $0, section: 0)) }
            #expect(keptViews(of: stayed, from: before, in: manager.host))
            #expect(manager.host.layout.framesAsked == 2)
        }
        #expect(
            screen.lines.map { String($0.prefix(8)) } == ["  line 4", "  line 5", "  line 6", "  line 7", "  line 8"])
        #expect(manager.host.displayedViews.count == 5)
    }

    @Test func rowsAppendedAfterTheLastRowKeepTheRevision() {
        let (manager, screen) = host(items: ["a", "b", "c"])
        manager.host.draw(in: screen)
        let layout = manager.host.layout.list
        let revision = layout.frameRevision
        manager.memoryStorage.addItems(["d", "e"])
        #expect(layout.itemCount(inSection: 0) == 5)
        #expect(layout.frameRevision == revision)
        #expect(layout.frame(of: .item(IndexPath(item: 4, section: 0))) == Rect(x: 0, y: 4, width: 12, height: 1))
    }

    @Test func rowsInsertedBeforeTheLastRowChangeTheRevision() {
        let (manager, screen) = host(items: ["a", "b", "c"])
        manager.host.draw(in: screen)
        let layout = manager.host.layout.list
        let revision = layout.frameRevision
        manager.memoryStorage.insertItem("z", to: IndexPath(item: 2, section: 0))
        #expect(layout.frameRevision != revision)
    }

    /// Items added to a section with a footer go above it: the footer's frame moves.
    @Test func rowsAddedAboveAFooterChangeTheRevision() {
        let (manager, screen) = host(items: ["a", "b", "c"])
        manager.registerFooter(Row.self)
        manager.memoryStorage.setSectionFooterModels(["end"])
        manager.host.draw(in: screen)
        let layout = manager.host.layout.list
        let footer = layout.frame(of: .supplementary(.footer, section: 0))
        let revision = layout.frameRevision
        manager.memoryStorage.addItem("d")
        #expect(layout.frameRevision != revision)
        #expect(footer.map { $0.y + 1 } == layout.frame(of: .supplementary(.footer, section: 0))?.y)
    }

    @Test func measuringTheSameHeightKeepsTheRevisionAndAnotherChangesIt() {
        let (manager, screen) = host(items: ["a", "b", "tall c", "d", "e", "f", "g"])
        manager.host.draw(in: screen)
        let layout = manager.host.layout.list
        let revision = layout.frameRevision
        #expect(!layout.setMeasuredHeight(1, of: .item(IndexPath(item: 0, section: 0))))
        #expect(layout.frameRevision == revision)
        #expect(layout.setMeasuredHeight(3, of: .item(IndexPath(item: 0, section: 0))))
        #expect(layout.frameRevision != revision)
    }

    @Test func rowsMovedBetweenFramesAreReleasedByTheirNewFrames() {
        let (manager, screen) = host(items: ["a", "b", "c", "d", "e", "f", "g", "h"])
        manager.host.draw(in: screen)
        screen.beginFrame()
        // The first row grows by two lines: the last two rows on screen are pushed out.
        _ = manager.host.layout.setMeasuredHeight(3, of: .item(IndexPath(item: 0, section: 0)))
        manager.host.draw(in: screen)
        #expect(manager.host.displayedViews.count == 3)
        #expect(screen.lines[3].hasPrefix("  b "))
        #expect(screen.lines[4].hasPrefix("  c "))
    }

    /// Whether the views on screen for `elements` are the ones `before` had for them.
    private func keptViews<L: CollectionLayout>(
        of elements: [LayoutElement], from before: [LayoutElement: ReusableView], in host: LayoutHost<L>
    ) -> Bool {
        let after = host.displayedViews
        return elements.allSatisfy { element in
            guard let old = before[element], let new = after[element] else { return false }
            return old === new
        }
    }
}
