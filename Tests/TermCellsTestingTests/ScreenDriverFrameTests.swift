import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

private final class NameCell: TableCell, ModelTransfer {
    func update(with model: String) { text = model }
}

/// A list with a notice drawn over it while `showsNotice` is set. Closing the notice without
/// telling the host (``CursesTerminal/forgetDrawnFrames()``, or `setNeedsDisplay`) is a bug
/// the terminal shows: the host keeps the cells it drew, and redraws only what changed.
@MainActor
private final class NoticeScreen: ScreenDrivable {
    let manager = TableManager()
    var showsNotice = false

    init() {
        manager.register(NameCell.self)
        manager.memoryStorage.setItems(["Ada", "Grace", "Linus"], forSection: 0)
    }

    func draw(in canvas: any Canvas) {
        manager.host.draw(in: canvas)
        if showsNotice { canvas.draw("SAVED!", at: Point(x: 8, y: 1), style: .plain) }
    }

    /// Keys go to the list; a resize needs nothing (the host reads its size off the canvas).
    @discardableResult
    func handle(_ event: InputEvent) -> Bool {
        if case .resize = event { return false }
        return manager.host.handle(event)
    }
}

/// The same screen under `Application`, as a program runs it.
@MainActor
private final class NoticeProgram: ApplicationContent {
    let screen = NoticeScreen()
    func draw(on canvas: CursesCanvas, application: Application) { screen.draw(in: canvas) }
    func handle(_ event: InputEvent, application: Application) { screen.handle(event) }
}

/// ``ScreenDriver`` draws frames as `Application` does: into a screen that keeps its cells from
/// one frame to the next, each frame counted (`ScreenBuffer.beginFrame()`, as the terminal
/// counts its frames), so hosts redraw only the views that changed — and a test sees what a
/// person would, stale cells included. A resize clears the screen and has every host draw all
/// of it, as the terminal's repaint after a resize does.
@MainActor
@Suite struct ScreenDriverFrameTests {
    /// Shows the notice for one frame, then draws a frame without it; returns the screens.
    private func showAndCloseNotice(_ screen: NoticeScreen, redraw: () -> Void, text: () -> String) -> [String] {
        screen.showsNotice = true
        redraw()
        let shown = text()
        screen.showsNotice = false
        redraw()
        return [shown, text()]
    }

    @Test func aNoticeClosedWithoutRedrawingTheHostStaysAsOnTheTerminal() throws {
        let driver = ScreenDriver(NoticeScreen(), width: 16, height: 4)
        let driven = showAndCloseNotice(driver.content, redraw: driver.redraw) { driver.text }
        let program = try ScreenDriver(application: NoticeProgram(), width: 16, height: 4)
        let real = showAndCloseNotice(program.content.content.screen, redraw: program.redraw) { program.text }

        #expect(real == ["  Ada\n  Grace SAVED!\n  Linus", "  Ada\n  Grace SAVED!\n  Linus"])
        #expect(driven == real)
    }

    @Test func aResizeRedrawsEveryCell() {
        let driver = ScreenDriver(NoticeScreen(), width: 16, height: 4)
        driver.content.showsNotice = true
        driver.redraw()
        driver.content.showsNotice = false
        driver.resize(width: 16, height: 4)
        #expect(driver.text == "  Ada\n  Grace\n  Linus")
    }
}
