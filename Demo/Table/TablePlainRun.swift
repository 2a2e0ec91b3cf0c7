import TermCellsCurses

/// `table --plain` (or `table` with `TERM=dumb`): the table's items as numbered pages on
/// standard output, answers read from standard input; a chosen item is printed as the
/// screen's status line says it ("Selected: Item 7").
@MainActor
enum TablePlainRun {
    static func run(_ panel: TablePanel) {
        let presenter = LineModePresenter(storage: panel.storage)
        presenter.itemText = { model, _ in (model as? DemoItem)?.title ?? String(describing: model) }
        guard let chosen = PlainConversation.run(presenter, input: 0, output: 1),
            let item = panel.storage.item(at: chosen) as? DemoItem
        else { return }
        PlainConversation.send("Selected: \(item.title)\n", to: 1)
    }
}
