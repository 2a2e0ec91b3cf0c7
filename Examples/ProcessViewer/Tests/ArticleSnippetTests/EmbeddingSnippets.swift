import CNcursesw
import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The Embedding article's snippets, as a user types them. The article's `PlanetBrowser` is the
// example program's; here it is put together from the article's own pieces (its init, layout,
// draw, focus and handle), with the few members they assume written minimally. Its `switch`es
// over every `InputEvent` must compile, so an event kind added to the enum cannot leave them
// behind.

private struct Planet {
    var name: String
    static let all = [Planet(name: "Mercury"), Planet(name: "Venus"), Planet(name: "Earth")]
}

private final class PlanetCell: TableCell, ModelTransfer {
    func update(with model: Planet) { text = model.name }
}

private struct Element {
    var symbol: String
    static let first36 = [Element(symbol: "H"), Element(symbol: "He"), Element(symbol: "Li")]
}

private final class ElementTileCell: GridCell, ModelTransfer {
    func update(with model: Element) { text = model.symbol }
}

@MainActor
private final class PlanetBrowser {
    enum Pane { case list, grid }
    struct Frames { var list = Rect.zero, details = Rect.zero, grid = Rect.zero }
    private(set) var focus = Pane.list
    private(set) var frames = Frames()
    private var laidOutSize: Size?

    var status: String {
        list.host.cursor.flatMap { list.model(at: $0) as? Planet }?.name ?? "—"
    }

    private func drawDetails(in canvas: any Canvas) {
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: .plain)
        canvas.draw(status, at: Point(x: 1, y: 0))
    }

    // The article's "Create the hosts and give each a rectangle".
    public let list = TableManager()
    public let grid = GridManager()

    public init() {
        list.register(PlanetCell.self)
        list.memoryStorage.setItems(Planet.all)
        grid.register(ElementTileCell.self)
        grid.itemSizeForSection = { _ in Size(width: 9, height: 3) }
        grid.memoryStorage.setItems(Element.first36)
        focus(.list)
    }

    public func layout(in size: Size) {
        let topHeight = min(size.height, max(2, size.height / 2 + 1))
        let listWidth = min(28, max(14, size.width / 3), size.width)
        frames.list = Rect(x: 0, y: 1, width: listWidth, height: max(0, topHeight - 1))
        frames.details = Rect(x: listWidth + 1, y: 0, width: max(0, size.width - listWidth - 1), height: topHeight)
        frames.grid = Rect(x: 0, y: topHeight + 1, width: size.width, height: max(0, size.height - topHeight - 1))
        laidOutSize = size
    }

    // The article's draw.
    public func draw(in canvas: any Canvas) {
        if canvas.size != laidOutSize { layout(in: canvas.size) }
        list.host.draw(in: canvas.child(in: frames.list))
        drawDetails(in: canvas.child(in: frames.details))  // the program's own text
        grid.host.draw(in: canvas.child(in: frames.grid))
    }

    // The article's "Focus and input".
    public func focus(_ pane: Pane) {
        focus = pane
        list.host.isFocused = pane == .list
        grid.host.isFocused = pane == .grid
    }

    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key) where key.key == .tab || key.key == .backTab:
            focus(focus == .list ? .grid : .list)
            return true
        case .key:
            return focus == .list ? list.host.handle(event) : grid.host.handle(event)
        case .mouse(let mouse):
            if frames.list.contains(mouse.location) {
                focus(.list)
                return list.host.handle(.mouse(mouse.relative(to: frames.list.origin)))
            }
            if frames.grid.contains(mouse.location) {
                focus(.grid)
                return grid.host.handle(.mouse(mouse.relative(to: frames.grid.origin)))
            }
            return false
        case .resize, .paste:
            return false
        }
    }
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

// The inline block and `insertAbove` need a terminal: compiled, never called.
@MainActor
private func runInline() async throws -> Int32 {
    let options = TerminalOptions(screen: .inline(rows: .percent(40)))
    let application = try Application(options: options)
    let status = await application.run(BrowserContent())
    return status
}

@MainActor
private func keepInlineBlock() throws {
    let options = TerminalOptions(screen: .inline(rows: .fixed(8)), keepsInlineBlockOnExit: true)
    let application = try Application(options: options)
    // When a message is complete:
    application.insertAbove(["assistant: The build passed.", ""])
}

@MainActor
private func insertStyledAbove(_ application: Application) {
    application.insertAbove([StyledLine("assistant:", style: Style.bold.foreground(.cyan)) + " Done."])
    let cell = MessageCell()
    cell.update(with: ChatMessage(role: .assistant, text: "The build passed."))
    application.insertAbove(cell)
}

@MainActor
@Test func embeddingArticleBrowserDrawsIntoAScreenBuffer() {
    let browser = PlanetBrowser()
    let buffer = ScreenBuffer(width: 60, height: 14)
    browser.draw(in: buffer)
    browser.handle(.key(KeyEvent(.down)))
    browser.draw(in: buffer)
    // The example's browser draws a title and a divider on row 0 too; this one only its details.
    #expect(buffer.lines[0].trimmingTrailingSpaces == String(repeating: " ", count: 22) + "Venus")
    #expect(buffer.lines[1].trimmingTrailingSpaces == "  Mercury")
    #expect(buffer.lines[2].trimmingTrailingSpaces == "  Venus")
    browser.handle(.key(KeyEvent(.tab)))
    #expect(browser.focus == .grid)
}

// The ncurses program's own loop calls `initscr`: compiled, never called.
@MainActor
private func ownLoop() -> Int32 {
    setlocale(LC_ALL, "")
    guard let screen = initscr() else { return 1 }
    cbreak()
    noecho()
    keypad(screen, true)
    curs_set(0)
    if has_colors() {
        start_color()
        use_default_colors()
    }
    mousemask(tc_button1_pressed() | tc_button4_pressed() | tc_button5_pressed(), nil)

    let colors = ColorPairs(firstPair: 16)  // pairs 1...15 are the program's own
    let browser = PlanetBrowser()
    var running = true
    while running {
        let browserRect = Rect(x: 0, y: 1, width: Int(tc_cols()), height: max(0, Int(tc_lines()) - 2))
        drawOwnRow(" Embedding — an ncurses program's own getch loop", row: 0, attributes: tc_a_reverse(), in: screen)
        browser.draw(in: CursesCanvas(window: screen, bounds: browserRect, colors: colors))
        drawOwnRow(" " + browser.status, row: Int(tc_lines()) - 1, attributes: tc_a_dim(), in: screen)
        wrefresh(screen)

        var character: wint_t = 0
        let result = wget_wch(screen, &character)
        guard let event = CursesInput.event(result: result, character: character) else { continue }
        switch event {
        case .key(let key) where key.key == .character("q"): running = false
        case .mouse(let mouse): browser.handle(.mouse(mouse.relative(to: browserRect.origin)))
        case .key, .paste: browser.handle(event)
        case .resize: werase(screen)
        }
    }
    endwin()
    return 0
}

private func drawOwnRow(_ text: String, row: Int, attributes: attr_t, in window: UnsafeMutablePointer<WINDOW>) {
    wattr_on(window, attributes, nil)
    mvwaddstr(window, Int32(row), 0, text)
    wclrtoeol(window)
    wattr_off(window, attributes, nil)
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        String(reversed().drop(while: { $0 == " " }).reversed())
    }
}
