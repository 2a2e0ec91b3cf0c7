import EmbeddingExample
import TermCellsCurses

/// Way (a): TermCells' ``Application`` runs the loop. The program draws its own title and
/// status rows and gives the browser the rows between them.
@MainActor
final class BrowserContent: ApplicationContent {
    private let browser = PlanetBrowser()
    private var browserRect = Rect.zero

    func draw(on canvas: CursesCanvas, application: Application) {
        let size = canvas.size
        canvas.draw(" Embedding — TermCells' Application run loop", row: 0, style: .reverse)
        browserRect = Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 2))
        browser.draw(in: canvas.child(in: browserRect))
        let status = application.lastAnomaly.map { "⚠ " + $0 } ?? browser.status
        canvas.draw(" " + status + "   Tab focus · q quit", row: size.height - 1, style: .dim)
    }

    func handle(_ event: InputEvent, application: Application) {
        switch event {
        case .key(let key) where key.key == .character("q") && key.modifiers.isEmpty:
            application.quit(status: 0)
        case .mouse(let mouse):
            // Screen coordinates in, the browser's coordinates out.
            browser.handle(.mouse(mouse.relative(to: browserRect.origin)))
        case .key:
            browser.handle(event)
        case .resize, .paste:
            break
        }
    }
}
