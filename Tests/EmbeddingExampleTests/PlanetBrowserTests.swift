import EmbeddingExample
import TermCells
import TermCellsTesting
import Testing

/// The embedding example's screen on a ScreenBuffer: each host inside its rectangle, keys to
/// the focused host, clicks to the host under the pointer in its own coordinates.
@MainActor
@Suite struct PlanetBrowserTests {
    let browser = PlanetBrowser()
    /// The browser's screen, drawn as the terminal draws it: on the cells of the frame before.
    let screen: ScreenDriver<DrawAndHandle>

    init() {
        let browser = browser
        screen = ScreenDriver(width: 60, height: 14, draw: browser.draw(in:), handle: browser.handle)
    }

    @discardableResult
    func draw() -> [String] {
        screen.redraw()
        return screen.lines
    }

    @Test func eachPartDrawsInsideItsRectangle() {
        let lines = draw()
        #expect(browser.frames.list == Rect(x: 0, y: 1, width: 20, height: 7))
        #expect(browser.frames.grid == Rect(x: 0, y: 9, width: 60, height: 5))
        #expect(lines[0] == "▶ Planets           │ Mercury")
        #expect(lines[2] == "  Venus            ┃│ Moons: 0")
        #expect(lines[8].hasPrefix("  Elements ───"))
        #expect(lines[9].hasPrefix("  1         2"))
    }

    @Test func keysGoToTheFocusedHostAndTabMovesTheFocus() {
        draw()
        browser.handle(.key(KeyEvent(.down)))
        #expect(browser.highlightedPlanet?.name == "Venus")
        #expect(draw()[0] == "▶ Planets           │ Venus")
        browser.handle(.key(KeyEvent(.tab)))
        #expect(browser.focus == .grid && !browser.list.host.isFocused && browser.grid.host.isFocused)
        browser.handle(.key(KeyEvent(.right)))
        #expect(browser.highlightedElement?.symbol == "He")
        #expect(browser.highlightedPlanet?.name == "Venus")
        browser.handle(.key(KeyEvent(.backTab)))
        #expect(browser.focus == .list)
    }

    @Test func aClickFocusesTheHostUnderThePointerInItsOwnCoordinates() {
        draw()
        // The third tile of the grid's first row: columns 21-29 of screen row 9.
        browser.handle(.mouse(MouseEvent(.press(button: 1), at: Point(x: 24, y: 10))))
        #expect(browser.focus == .grid)
        #expect(browser.highlightedElement?.symbol == "Li")
        // The fourth planet: row 4 of the screen, row 3 of the list.
        browser.handle(.mouse(MouseEvent(.press(button: 1), at: Point(x: 5, y: 4))))
        #expect(browser.focus == .list)
        #expect(browser.highlightedPlanet?.name == "Mars")
        // A click on the details belongs to no host.
        #expect(!browser.handle(.mouse(MouseEvent(.press(button: 1), at: Point(x: 40, y: 3)))))
        #expect(browser.focus == .list)
    }
}
