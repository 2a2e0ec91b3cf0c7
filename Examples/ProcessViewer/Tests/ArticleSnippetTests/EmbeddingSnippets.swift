import TermCells
import TermCellsCurses
import Testing

// The Embedding article's `ApplicationContent`, as a user types it, over a browser of their
// own (the article's `PlanetBrowser` is the example program's): its `switch` over every
// `InputEvent` must compile, so an event kind added to the enum cannot leave it behind.
// Compiling is the check: running it needs a terminal.

@MainActor
private final class PlanetBrowser {
    var status: String { "Mercury" }
    func draw(in canvas: any Canvas) {}
    @discardableResult func handle(_ event: InputEvent) -> Bool { true }
}

@MainActor
private final class BrowserContent: ApplicationContent {
    private let browser = PlanetBrowser()
    private var browserRect = Rect.zero

    func draw(on canvas: CursesCanvas, application: Application) {
        canvas.draw(" Embedding — TermCells' Application run loop", row: 0, style: .reverse)
        browserRect = Rect(x: 0, y: 1, width: canvas.size.width, height: max(0, canvas.size.height - 2))
        browser.draw(in: canvas.child(in: browserRect))
        canvas.draw(" " + browser.status, row: canvas.size.height - 1, style: .dim)
    }

    func handle(_ event: InputEvent, application: Application) {
        switch event {
        case .key(let key) where key.key == .character("q"): application.quit(status: 0)
        case .mouse(let mouse): browser.handle(.mouse(mouse.relative(to: browserRect.origin)))
        case .key, .paste: browser.handle(event)
        case .resize: break
        }
    }
}
