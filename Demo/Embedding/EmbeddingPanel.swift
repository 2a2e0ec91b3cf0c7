import EmbeddingExample
import TermCellsCurses

/// The tour's Embedding tab: the `termcells-embedding` example's screen — a list, the
/// details of its highlighted planet, and a grid, two hosts sharing one rectangle with the
/// program's own text. Tab and Shift-Tab move the keyboard between the hosts here.
@MainActor
final class EmbeddingPanel: ContentPanel {
    let browser = PlanetBrowser()

    var tabTitle: String { "Embedding" }
    var title: String { "TermCells — embedding" }
    var usesTabKey: Bool { true }

    var about: String {
        "A TableHost and a GridHost share the screen with text the program draws itself. Each host draws only "
            + "in its rectangle; keys go to the focused host, clicks to the host under the pointer. "
            + "Run termcells-embedding (or with --own-loop, from a plain ncurses getch loop) for the program alone."
    }

    var help: String { "Tab/S-Tab focus  ↑↓←→ move  Enter select" }

    var keyHelp: [KeyHelp] {
        [
            KeyHelp("Tab  Shift-Tab", "move the keyboard between the list and the grid"),
            KeyHelp("↑ ↓ ← →  h j k l", "move the focused host's cursor"),
            KeyHelp("PgUp PgDn  Home End", "page, first and last"),
            KeyHelp("Enter", "select"),
            KeyHelp("click", "focus the host under the pointer and move its cursor"),
        ]
    }

    var status: String { browser.status }

    var content: PlanetBrowser { browser }
}

extension PlanetBrowser: PanelContent {}
