import Testing

@testable import TermCells

/// One data source and one delegate serve every layout: the same object drives a list and a
/// grid, and each layout asks only the size questions it uses.
@MainActor @Suite struct OneDataSourceTests {
    @Test func oneSourceDrivesAListAndAGridAndHearsTheirSelections() {
        let source = LetterSource()
        let table = TableHost()
        let grid = GridHost()
        grid.metrics = FlowSectionMetrics(itemSize: Size(width: 3, height: 1))
        for host in [table, grid] as [any CollectionHost] {
            host.register(cells: [.type(GridCell.self)])
            host.dataSource = source
            host.delegate = source
        }
        let list = ScreenBuffer(width: 9, height: 3)
        table.showsScrollIndicator = false
        table.draw(in: list)
        // The first row is two tall (the delegate's height); a grid cell centres its text.
        #expect(list.lines == ["         ", "    a    ", "    b    "])
        let tiles = ScreenBuffer(width: 9, height: 2)
        grid.draw(in: tiles)
        #expect(tiles.lines == [" a   b   ", " c       "])

        table.handle(KeyEvent(.down))
        table.handle(KeyEvent(.enter))
        grid.handle(KeyEvent(.right))
        grid.handle(KeyEvent(.right))
        grid.handle(KeyEvent(.enter))
        #expect(source.events == ["list selected b", "grid selected c"])
        // Heights are a list's question; item sizes and metrics a flow layout's.
        #expect(source.asked.contains("list heightOf item [0, 0]"))
        #expect(!source.asked.contains { $0.hasPrefix("list metrics") || $0.hasPrefix("list size") })
        #expect(source.asked.contains("grid metrics 0"))
        #expect(!source.asked.contains { $0.hasPrefix("grid heightOf item") })
    }
}

/// Three letters, the first two rows tall in a list; records the selections and the size
/// questions, naming the host's layout.
@MainActor private final class LetterSource: CollectionHostDataSource, CollectionHostDelegate {
    let letters = ["a", "b", "c"]
    var events: [String] = []
    var asked: [String] = []

    private func name(_ host: any CollectionHost) -> String { host is TableHost ? "list" : "grid" }

    func numberOfSections(in host: any CollectionHost) -> Int { 1 }
    func host(_ host: any CollectionHost, numberOfItemsInSection section: Int) -> Int { letters.count }
    func host(_ host: any CollectionHost, cellForItemAt indexPath: IndexPath) -> ReusableView {
        let cell: GridCell = host.dequeueCell(at: indexPath)
        cell.text = letters[indexPath.item]
        return cell
    }

    func host(_ host: any CollectionHost, heightOf element: LayoutElement) -> Int? {
        guard case .item(let indexPath) = element else { return nil }
        asked.append("\(name(host)) heightOf item \(indexPath)")
        return indexPath.item == 0 ? 2 : 1
    }
    func host(_ host: any CollectionHost, metricsForSection section: Int) -> FlowSectionMetrics? {
        asked.append("\(name(host)) metrics \(section)")
        return nil
    }
    func host(_ host: any CollectionHost, sizeForItemAt indexPath: IndexPath) -> Size? {
        asked.append("\(name(host)) size \(indexPath)")
        return nil
    }
    func host(_ host: any CollectionHost, didSelectItemAt indexPath: IndexPath) {
        events.append("\(name(host)) selected \(letters[indexPath.item])")
    }
}
