import Foundation
import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

private final class NameCell: TableCell, ModelTransfer {
    func update(with model: String) { text = model }
}

private final class CursorMarkingGridCell: GridCell, ModelTransfer {
    func update(with model: String) { text = model }
}

/// A title bar in colour over a list, as most programs draw: the snapshot's cursor marker must
/// tell the two apart, where a marker by style (`\.standsOut`) marks both.
@MainActor
private final class TitledList: ApplicationContent {
    let manager = TableManager()

    init() {
        manager.register(NameCell.self)
        manager.memoryStorage.setItems(["Apple", "Banana", "Cherry"], forSection: 0)
    }

    func draw(in canvas: any Canvas) {
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: Style(foreground: .white, background: .blue))
        canvas.draw("Fruit", at: Point(x: 0, y: 0), style: Style(foreground: .white, background: .blue))
        manager.host.draw(in: canvas.child(in: Rect(x: 0, y: 1, width: width, height: canvas.size.height - 1)))
    }

    func draw(on canvas: CursesCanvas, application: Application) { draw(in: canvas) }

    func handle(_ event: InputEvent, application: Application) {
        _ = handle(event)
    }

    @discardableResult
    func handle(_ event: InputEvent) -> Bool {
        if case .resize = event { return true }
        return manager.host.handle(event)
    }
}

@MainActor
@Suite struct CursorMarkingTests {
    private func driver(_ list: TitledList) -> ScreenDriver<DrawAndHandle> {
        ScreenDriver(width: 16, height: 4, draw: list.draw(in:), handle: list.handle)
    }

    @Test func theCursorMarkerMarksTheCursorRowAndNotAColouredTitleBar() {
        let screen = driver(TitledList())
        expectScreen(
            screen,
            """
            «Fruit           »
            «  Apple         »
              Banana
              Cherry
            """, marking: \.standsOut)
        expectScreen(
            screen,
            """
            Fruit
            «  Apple         »
              Banana
              Cherry
            """, marking: .cursor)
        screen.press(.down, times: 2)
        expectScreen(
            screen,
            """
            Fruit
              Apple
              Banana
            «  Cherry        »
            """, marking: .cursor)
    }

    /// The offscreen terminal hands the cursor's cells to the screen as the buffer would.
    @Test func anApplicationsCursorIsMarkedThroughTheOffscreenTerminal() throws {
        let screen = try ScreenDriver(application: TitledList(), width: 16, height: 4)
        screen.press(.down)
        expectScreen(
            screen,
            """
            Fruit
              Apple
            «  Banana        »
              Cherry
            """, marking: .cursor)
    }

    /// A grid's cursor is its item's cell, every row of it, whatever the cell draws.
    @Test func aGridCursorIsMarkedAsItsWholeCell() {
        let manager = GridManager()
        manager.register(CursorMarkingGridCell.self)
        manager.host.showsScrollIndicator = false
        manager.host.metrics = FlowSectionMetrics(itemSize: Size(width: 4, height: 3), itemSpacing: 1)
        manager.memoryStorage.setItems(["a", "b", "c"], forSection: 0)
        let screen = ScreenDriver(manager, width: 14, height: 3)
        screen.press(.right)
        expectScreen(
            screen,
            """
                 «    »
             a   « b  »  c
                 «    »
            """, marking: .cursor)
    }

    /// The terminal forgets the focus at each frame; the screen does too, so a host that lost
    /// the keyboard no longer shows a cursor in the snapshot.
    @Test func aFrameWithoutFocusMarksNoCursor() {
        let list = TitledList()
        let screen = driver(list)
        #expect(screen.buffer.reportedFocus == Point(x: 0, y: 1))
        list.manager.host.isFocused = false
        screen.redraw()
        #expect(screen.buffer.reportedFocus == nil)
        expectScreen(
            screen,
            """
            Fruit
              Apple
              Banana
              Cherry
            """, marking: .cursor)
    }

    @Test func aCursorScrolledOutOfViewMarksNothing() {
        let list = TitledList()
        list.manager.memoryStorage.setItems((1...9).map { "Item \($0)" }, forSection: 0)
        list.manager.host.showsScrollIndicator = false
        let screen = driver(list)
        screen.scrollWheel(1)
        #expect(list.manager.host.cursor == IndexPath(item: 0, section: 0))
        expectScreen(
            screen,
            """
            Fruit
              Item 4
              Item 5
              Item 6
            """, marking: .cursor)
    }
}
