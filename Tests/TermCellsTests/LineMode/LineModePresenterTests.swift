import Testing

@testable import TermCells

@MainActor
@Suite struct LineModePresenterTests {
    private func fruitStorage() -> MemoryStorage {
        let storage = MemoryStorage()
        storage.setSectionHeaderModels(["Fruit", "Nuts"])
        storage.setItems(["Apple", "Banana", "Cherry"], forSection: 0)
        storage.setItems(["Almond", "Pecan"], forSection: 1)
        return storage
    }

    @Test func aPageNumbersItemsAcrossSectionsWithTheirHeaders() {
        let presenter = LineModePresenter(storage: fruitStorage(), pageSize: 4)
        #expect(
            presenter.page() == """
                Items 1–4 of 5, page 1 of 2
                — Fruit —
                1. Apple
                2. Banana
                3. Cherry
                — Nuts —
                4. Almond
                Type a number and Enter to choose, text to filter, n next page, p previous page, q quit.

                """)
        #expect(
            presenter.respond(to: "")
                == .show(
                    """
                    Items 5–5 of 5, page 2 of 2
                    — Nuts —
                    5. Pecan
                    Type a number and Enter to choose, text to filter, n next page, p previous page, q quit.

                    """))
        #expect(presenter.respond(to: "n") == presenter.respond(to: "n"))
        #expect(presenter.firstShown == 4)
        _ = presenter.respond(to: "p")
        #expect(presenter.firstShown == 0)
    }

    @Test func aNumberChoosesAndOutOfRangeSaysSo() {
        let presenter = LineModePresenter(storage: fruitStorage())
        #expect(presenter.respond(to: " 4 ") == .chosen(IndexPath(item: 0, section: 1)))
        #expect(presenter.respond(to: "9") == .show("No item 9: type a number from 1 to 5.\n"))
        #expect(presenter.respond(to: "0") == .show("No item 0: type a number from 1 to 5.\n"))
        #expect(presenter.respond(to: "q") == .quit)
    }

    @Test func textFiltersAndNumbersCountTheFilteredItems() {
        let presenter = LineModePresenter(storage: fruitStorage())
        #expect(
            presenter.respond(to: "AN")
                == .show(
                    """
                    Items 1–2 of 2, page 1 of 1, filter: AN
                    — Fruit —
                    1. Banana
                    — Nuts —
                    2. Pecan
                    Type a number and Enter to choose, text to filter, n next page, p previous page, q quit.

                    """))
        #expect(presenter.respond(to: "2") == .chosen(IndexPath(item: 1, section: 1)))
        _ = presenter.respond(to: "/")
        #expect(presenter.shownCount == 5)
        _ = presenter.respond(to: "/zzz")
        #expect(presenter.page().hasPrefix("No items, filter: zzz\n"))
    }

    @Test func controlCharactersInItemsAreShownAsPlaceholdersNeverSent() {
        let storage = MemoryStorage()
        storage.setItems(["evil \u{1B}]0;title\u{07} text", "tab\there"])
        let page = LineModePresenter(storage: storage).page()
        #expect(page.contains("1. evil ^[]0;title^G text"))
        #expect(!page.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F })
    }

    @Test func aStorageThatFiltersItselfIsAskedTo() {
        let storage = MemoryStorage()
        storage.setItems(["alpha", "beta", "gamma"])
        let presenter = LineModePresenter(storage: storage)
        var asked: [String] = []
        presenter.onFilter = { text in
            asked.append(text)
            storage.setItems(["alpha", "beta", "gamma"].filter { $0.contains(text) })
        }
        _ = presenter.respond(to: "a")
        _ = presenter.respond(to: "/et")
        #expect(asked == ["a", "et"])
        #expect(presenter.page().contains("1. beta\n"))
        #expect(presenter.shownCount == 1)
    }
}
