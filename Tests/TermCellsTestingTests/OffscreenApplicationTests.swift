import Foundation
import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

private final class TaskCell: TableCell, ModelTransfer {
    func update(with model: String) { text = model }
}

/// A program's content as it runs under `Application`: a title bar, a list, a status line
/// with the terminal's size; `q` quits with status 3.
@MainActor
private final class TaskList: ApplicationContent {
    let manager = TableManager()
    var resizes: [Size] = []

    init() {
        manager.register(TaskCell.self)
        manager.memoryStorage.setItems(["Write", "Test", "Ship"], forSection: 0)
    }

    func draw(on canvas: CursesCanvas, application: Application) {
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: Style(foreground: .white, background: .blue))
        canvas.draw(
            "Tasks", at: Point(x: 0, y: 0), style: Style(foreground: .white, background: .blue, attributes: .bold))
        let listHeight = max(0, canvas.size.height - 2)
        manager.host.draw(in: ChildCanvas(parent: canvas, rect: Rect(x: 0, y: 1, width: width, height: listHeight)))
        let status = "\(application.size.width)x\(application.size.height) 漢"
        canvas.fill(Rect(x: 0, y: canvas.size.height - 1, width: width, height: 1), style: .plain)
        canvas.draw(status, at: Point(x: 0, y: canvas.size.height - 1), style: .dim)
    }

    func handle(_ event: InputEvent, application: Application) {
        switch event {
        case .resize(let size): resizes.append(size)
        case .key(let key) where key.key == .character("q"): application.quit(status: 3)
        case .mouse(let mouse): manager.host.handle(.mouse(mouse.relative(to: Point(x: 0, y: 1))))
        default: manager.host.handle(event)
        }
    }
}

@MainActor
@Suite struct OffscreenApplicationTests {
    @Test func anApplicationContentIsDrawnWithoutATerminal() throws {
        let screen = try ScreenDriver(application: TaskList(), width: 20, height: 5)
        expectScreen(
            screen,
            """
            Tasks
              Write
              Test
              Ship
            20x5 漢
            """)
        #expect(screen.content.content.resizes == [Size(width: 20, height: 5)])
    }

    @Test func stylesAndColoursAreReadBackAsTheTerminalShowsThem() throws {
        let screen = try ScreenDriver(application: TaskList(), width: 20, height: 5)
        let title = try #require(screen.buffer.cell(at: Point(x: 0, y: 0)))
        #expect(title.glyph == "T")
        #expect(title.style == Style(foreground: .white, background: .blue, attributes: .bold))
        #expect(screen.buffer.style(at: Point(x: 10, y: 0)) == Style(foreground: .white, background: .blue))
        #expect(screen.buffer.style(at: Point(x: 0, y: 4))?.attributes == .dim)
        let wide = try #require(screen.buffer.cell(at: Point(x: 5, y: 4)))
        #expect(wide.glyph == "漢")
        #expect(wide.width == 2)
        #expect(screen.buffer.cell(at: Point(x: 6, y: 4))?.isContinuation == true)
        expectScreen(
            screen,
            """
            «Tasks               »
            «  Write             »
              Test
              Ship
            20x5 漢
            """, marking: \.standsOut)
    }

    @Test func keysAndClicksReachTheContent() throws {
        let screen = try ScreenDriver(application: TaskList(), width: 20, height: 5)
        screen.press(.down)
        #expect(screen.content.content.manager.host.cursor == IndexPath(item: 1, section: 0))
        // The focused list reports its cursor row, through the terminal's canvas, to the screen.
        #expect(screen.buffer.reportedFocus == Point(x: 0, y: 2))
        screen.click(x: 3, y: 3)
        #expect(screen.content.content.manager.host.cursor == IndexPath(item: 2, section: 0))
        expectScreen(
            screen,
            """
            «Tasks               »
              Write
              Test
            «✓ Ship              »
            20x5 漢
            """, marking: \.standsOut)
        #expect(screen.content.application.exitStatus == nil)
        screen.type("q")
        #expect(screen.content.application.exitStatus == 3)
    }

    @Test func aResizeResizesTheTerminalBeforeTheContentHearsIt() throws {
        let screen = try ScreenDriver(application: TaskList(), width: 20, height: 5)
        screen.resize(width: 12, height: 4)
        #expect(screen.content.application.size == Size(width: 12, height: 4))
        #expect(screen.content.content.resizes.last == Size(width: 12, height: 4))
        expectScreen(
            screen,
            """
            Tasks
              Write    ┃
              Test     │
            12x4 漢
            """)
    }

    @Test func twoOffscreenApplicationsKeepTheirOwnScreens() throws {
        let first = try ScreenDriver(application: TaskList(), width: 20, height: 5)
        let second = try ScreenDriver(application: TaskList(), width: 10, height: 3)
        first.press(.down, times: 2)
        second.redraw()
        first.redraw()
        expectScreen(
            first,
            """
            «Tasks               »
              Write
              Test
            «  Ship              »
            20x5 漢
            """, marking: \.standsOut)
        expectScreen(
            second,
            """
            Tasks
              Write  ┃
            10x3 漢
            """)
    }
}
