import TermCellsCurses

/// The tour's Big tab: a million rows from a ``ProviderStorage`` — a count and an item
/// closure, nothing materialised — to show that a frame, a key and a jump to the end cost
/// what they cost with twenty rows.
@MainActor
final class BigPanel: ContentPanel {
    static let rowCount = 1_000_000
    let manager = TableManager()

    init() {
        manager.register(BigRowCell.self)
        // The header template is found as the table's is (TablePanel): among the program's resources.
        manager.registerHeader(SectionHeaderView.self)
        manager.storage = ProviderStorage(
            count: { BigPanel.rowCount },
            item: { BigRow(number: $0) },
            headerModel: { "\(BigPanel.rowCount) rows, computed as they come into view" }
        )
        manager.host.stickyHeaders = true
    }

    var tabTitle: String { "Big" }
    var title: String { "TermCells — big: \(BigPanel.rowCount) rows" }

    var about: String {
        "A million rows from a ProviderStorage: a count and a closure that makes a row on demand. "
            + "Layout, scrolling and drawing cost what the visible rows cost, so End is as quick as Down."
    }

    var help: String { "↑↓ jk move  PgUp/PgDn  Home/End gG  Enter select" }

    var keyHelp: [KeyHelp] {
        [
            KeyHelp("↑ ↓  j k", "move the cursor"),
            KeyHelp("PgUp PgDn  Ctrl-U Ctrl-D", "move a page, half a page"),
            KeyHelp("Home End  g G", "first and last of the million rows"),
            KeyHelp("Enter", "select the row under the cursor"),
        ]
    }

    var status: String {
        let host = manager.host
        let position = host.cursor.map { "Row \($0.item) of \(BigPanel.rowCount)" } ?? "\(BigPanel.rowCount) rows"
        let selected = host.selectedIndexPaths.last.map { " · Selected: Row \($0.item)" } ?? ""
        return position + selected
    }

    var content: TableHost { manager.host }
}
