import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

// The Accessibility article's snippets, typed as a user would.

// Reporting the focus: a content's `draw(on:application:)`. Compiling is the check: a
// `CursesCanvas` needs a terminal.
@MainActor
private final class QueryContent: ApplicationContent {
    let results = TableManager()
    var query = "ven"
    var isTyping = true
    var listRect = Rect(x: 0, y: 1, width: 20, height: 5)

    func draw(on canvas: CursesCanvas, application: Application) {
        let promptWidth = canvas.draw("> ", at: .zero)
        let queryWidth = canvas.draw(query, at: Point(x: promptWidth, y: 0))
        results.host.draw(in: canvas.child(in: listRect))  // reports the cursor's row
        if isTyping {  // typing: the focus is the query
            canvas.reportFocus(at: Point(x: promptWidth + queryWidth, y: 0))
        }
    }

    func handle(_ event: InputEvent, application: Application) {}
}

// Plain mode: the article's loop reads standard input, so it sits in a function no test calls;
// the test below feeds the presenter the lines a person would type.
@MainActor
private func chooseInPlainMode(_ manager: TableManager, choose: (IndexPath) -> Void) {
    let presenter = LineModePresenter(storage: manager.memoryStorage)
    print(presenter.page(), terminator: "")
    while let line = readLine() {
        switch presenter.respond(to: line) {
        case .show(let text): print(text, terminator: "")
        case .chosen(let indexPath): return choose(indexPath)
        case .quit: return
        }
    }
}

@MainActor
@Test func accessibilityArticlePlainModeChoosesByNumber() {
    let manager = TableManager()
    manager.memoryStorage.setItems(["Mercury", "Venus", "Earth"])
    let presenter = LineModePresenter(storage: manager.memoryStorage)
    #expect(presenter.respond(to: "2") == .chosen(IndexPath(item: 1, section: 0)))
    #expect(presenter.respond(to: "q") == .quit)
}
