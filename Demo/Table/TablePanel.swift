import TermCellsCurses

/// `termcells-demo table` and the tour's Table tab: S sections of numbered items, even and
/// odd items drawn by two conditional mappings, headers (from a template file) and footers,
/// optionally sticky headers, the selection in the status line. The items come from a
/// ``ProviderStorage``: each is made when it comes into view.
@MainActor
final class TablePanel: ContentPanel {
    let manager: TableManager
    /// The items, made on demand (``DemoItemSections``).
    let storage: ProviderStorage
    private let itemCount: Int

    init(items: Int, sections: Int, multiple: Bool, sticky: Bool) {
        itemCount = items
        manager = TableManager()
        manager.host.allowsMultipleSelection = multiple
        manager.host.stickyHeaders = sticky
        // The item cells and the footer are designed in code: no template file is looked for.
        manager.register(EvenItemCell.self) { mapping in
            mapping.templateName = nil
            mapping.condition = mapping.modelCondition { item, _ in item.isEven }
        }
        manager.register(OddItemCell.self) { mapping in
            mapping.templateName = nil
            mapping.condition = mapping.modelCondition { item, _ in !item.isEven }
        }
        // The header's design is the template file SectionHeaderView.template, found among the
        // program's resources (the resource folder beside the binary, in the build folder and in
        // `make dist`'s tarball alike). Not `Bundle.module`: its accessor traps when the binary
        // runs away from the build folder, and without the file the header draws its code design.
        manager.registerHeader(SectionHeaderView.self)
        manager.registerFooter(SectionFooterView.self) { mapping in
            mapping.templateName = nil
        }
        storage = ProviderStorage(sections: DemoItemSections.make(items: items, sections: sections))
        manager.storage = storage
    }

    var tabTitle: String { "Table" }
    var title: String { "TermCells — table: \(itemCount) items" }

    var about: String {
        "Sections with headers and footers\(manager.host.stickyHeaders ? " (sticky: the current section's header stays on top)" : ""). "
            + "Even and odd items are one model type drawn by two conditional mappings; "
            + "the header is designed in a template file (SectionHeaderView.template)."
    }

    var help: String {
        manager.host.allowsMultipleSelection
            ? "↑↓ jk move  PgUp/PgDn  Home/End gG  Space toggle  Enter select"
            : "↑↓ jk move  PgUp/PgDn  Ctrl-U/D  Home/End gG  Enter/Space select"
    }

    var keyHelp: [KeyHelp] {
        var keys = [
            KeyHelp("↑ ↓  j k", "move the cursor"),
            KeyHelp("PgUp PgDn", "move a page"),
            KeyHelp("Ctrl-U Ctrl-D", "move half a page"),
            KeyHelp("Home End  g G", "first and last item"),
            KeyHelp("Enter", "select the item under the cursor"),
        ]
        keys.append(
            manager.host.allowsMultipleSelection
                ? KeyHelp("Space", "add or remove from the selection")
                : KeyHelp("Space", "select, as Enter"))
        keys.append(KeyHelp("click  wheel", "move the cursor, scroll"))
        return keys
    }

    var status: String {
        let host = manager.host
        return SelectionStatus.text(of: host.selectedIndexPaths, multiple: host.allowsMultipleSelection, shown: 5) {
            (manager.model(at: $0) as? DemoItem)?.title
        }
    }

    var content: TableHost { manager.host }
}
