import TermCells

/// One screen shared by two hosts and the program's own drawing: a ``TableHost`` listing
/// planets on the left, the details of the highlighted planet on the right (plain text the
/// program draws), and a ``GridHost`` of elements below.
///
/// It shows what embedding takes, and nothing more: each host gets a rectangle
/// (`layout(in:)`), draws into a child canvas of exactly that rectangle (`draw(in:)`), and
/// receives the events meant for it (`handle(_:)`): keys go to the focused host, Tab and
/// Shift-Tab move the focus, a click goes to the host under the pointer in that host's own
/// coordinates. It knows no terminal: the same object runs under ``Application``, under an
/// ncurses program's own loop, and in tests on a `ScreenBuffer`.
@MainActor
public final class PlanetBrowser {
    /// The parts of the screen that can have the keyboard.
    public enum Pane: String, CaseIterable, Sendable {
        /// The list of planets.
        case list
        /// The grid of elements.
        case grid
    }

    /// The list of planets and its manager.
    public let list = TableManager()
    /// The grid of elements and its manager.
    public let grid = GridManager()
    /// The pane with the keyboard.
    public private(set) var focus = Pane.list
    /// Where each part was laid out by the last ``layout(in:)``, in the browser's coordinates.
    public internal(set) var frames = Frames()

    /// The rectangles of the browser's parts.
    public struct Frames: Equatable, Sendable {
        /// The list's title row.
        public var listTitle = Rect.zero
        /// The list host's rectangle.
        public var list = Rect.zero
        /// The program's own details text.
        public var details = Rect.zero
        /// The grid's title row, a rule across the width.
        public var gridTitle = Rect.zero
        /// The grid host's rectangle.
        public var grid = Rect.zero
        /// The column between the list and the details.
        public var divider = Rect.zero
    }

    /// The size of the last layout; a draw at another size lays out again.
    var laidOutSize: Size?

    /// Registers the cells and fills both storages; the list has the keyboard.
    public init() {
        list.register(PlanetCell.self)
        list.memoryStorage.setItems(Planet.all)
        grid.register(ElementTileCell.self)
        grid.itemSizeForSection = { _ in Size(width: 9, height: 3) }
        grid.insetForSection = { _ in Insets(top: 0, left: 1, bottom: 0, right: 1) }
        grid.memoryStorage.setItems(Element.first36)
        focus(.list)
    }

    /// The planet under the list's cursor.
    public var highlightedPlanet: Planet? {
        return list.host.cursor.flatMap { list.model(at: $0) as? Planet }
    }

    /// The element under the grid's cursor.
    public var highlightedElement: Element? {
        return grid.host.cursor.flatMap { grid.model(at: $0) as? Element }
    }

    /// One line saying which pane has the keyboard and what its cursor is on.
    public var status: String {
        let planet = highlightedPlanet?.name ?? "—"
        let element = highlightedElement.map { "\($0.symbol) (\($0.name), \($0.number))" } ?? "—"
        return "Focus: \(focus.rawValue) · Planet: \(planet) · Element: \(element)"
    }

    /// Gives the keyboard to `pane`; the other host stops showing its cursor.
    public func focus(_ pane: Pane) {
        focus = pane
        list.host.isFocused = pane == .list
        grid.host.isFocused = pane == .grid
    }
}
