import TermCells
import TermCellsTesting
import Testing

/// A card that shows its title, marked while the cursor is on it.
final class CarouselCard: ReusableView, ModelTransfer {
    private var title = ""

    func update(with model: String) { title = model }

    override func draw(in canvas: any Canvas) {
        canvas.draw((isHighlighted ? ">" : " ") + title, at: Point(x: 0, y: 0))
        canvas.draw(String(repeating: "-", count: canvas.size.width), at: Point(x: 0, y: canvas.size.height - 1))
    }
}

/// The Layouts article's carousel, in a host and a manager, through the public API alone.
@MainActor
@Suite struct CustomLayoutTests {
    /// The carousel's manager and its screen, drawn: a host of any layout is driven as a
    /// screen given as its draw and input functions.
    private func carousel() -> (LayoutManager<CarouselLayout>, ScreenDriver<DrawAndHandle>) {
        let manager = LayoutManager(host: LayoutHost(layout: CarouselLayout()))
        manager.register(CarouselCard.self)
        manager.memoryStorage.setItems(["one", "two", "three", "four", "five"], forSection: 0)
        let host = manager.host
        return (manager, ScreenDriver(width: 20, height: 2, draw: host.draw(in:), handle: { host.handle($0) }))
    }

    @Test func cardsSitSideBySideAndTheCursorStartsOnTheFirst() {
        let (manager, screen) = carousel()
        #expect(screen.buffer.lines == [">one      two      t", "-------- -------- --"])
        #expect(manager.host.cursor == IndexPath(item: 0, section: 0))
    }

    @Test func rightAndLeftMoveTheCursorAndScrollSideways() {
        let (manager, screen) = carousel()
        #expect(manager.host.handle(KeyEvent(.right)))
        #expect(manager.host.handle(KeyEvent(.right)))
        screen.redraw()
        #expect(manager.host.cursor == IndexPath(item: 2, section: 0))
        #expect(screen.buffer.lines == ["    two     >three  ", "-- -------- --------"])
        #expect(manager.host.handle(KeyEvent(.left)))
        screen.redraw()
        #expect(manager.host.cursor == IndexPath(item: 1, section: 0))
        #expect(screen.buffer.lines == ["   >two      three  ", "-- -------- --------"])
        // Up and Down have no item to go to in one row: the cursor stays.
        manager.host.handle(KeyEvent(.down))
        #expect(manager.host.cursor == IndexPath(item: 1, section: 0))
    }

    @Test func endGoesToTheLastCardAndAnInsertIsReplayed() {
        let (manager, screen) = carousel()
        manager.host.handle(KeyEvent(.end))
        screen.redraw()
        #expect(manager.host.cursor == IndexPath(item: 4, section: 0))
        #expect(screen.buffer.lines.first?.hasSuffix(">five   ") == true)
        manager.memoryStorage.insertItem("zero", to: IndexPath(item: 0, section: 0))
        screen.redraw()
        // The cursor stays on its card, now the sixth.
        #expect(manager.host.cursor == IndexPath(item: 5, section: 0))
        #expect(manager.host.layout.itemCount(inSection: 0) == 6)
    }
}
