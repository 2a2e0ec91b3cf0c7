import Testing

@_spi(Benchmarks) @testable import TermCells

// "Registerable Views": register cells by type (`.type` for `.class`, `.template` for `.nib`)
// and dequeue them with the identifier inferred from the type.

private final class MyTableViewCell: TableCell {}
private final class NibTableViewCell: TableCell {}
private final class SectionHeaderView: SupplementaryView {}
private final class SectionFooterView: SupplementaryView {}
private final class StrangerCell: TableCell {}

/// A data source that dequeues by type, as the article's view controller would.
@MainActor
private final class TypedDequeueDataSource: CollectionHostDataSource {
    let titles: [String]
    init(titles: [String]) { self.titles = titles }

    func numberOfSections(in host: any CollectionHost) -> Int { 1 }
    func host(_ host: any CollectionHost, numberOfItemsInSection section: Int) -> Int { titles.count }

    func host(_ host: any CollectionHost, cellForItemAt indexPath: IndexPath) -> ReusableView {
        if indexPath.row % 2 == 0 {
            let cell: MyTableViewCell = host.dequeueCell(at: indexPath)
            cell.text = "class " + titles[indexPath.row]
            return cell
        }
        let cell = host.dequeueCell(at: indexPath) as NibTableViewCell
        cell.text = "nib " + titles[indexPath.row]
        return cell
    }

    func host(_ host: any CollectionHost, hasSupplementaryOfKind kind: SupplementaryKind, inSection section: Int)
        -> Bool
    {
        kind == .header || kind == .footer
    }

    func host(_ host: any CollectionHost, supplementaryViewOfKind kind: SupplementaryKind, inSection section: Int)
        -> ReusableView?
    {
        if kind == .header {
            let header: SectionHeaderView = host.dequeueSupplementary(
                ofKind: .header, at: IndexPath(item: 0, section: section))
            header.text = "Header"
            return header
        }
        let footer: SectionFooterView = host.dequeueSupplementary(
            ofKind: .footer, at: IndexPath(item: 0, section: section))
        footer.text = "Footer"
        return footer
    }
}

@MainActor
@Suite struct RegisterableViewArticleTests {
    @Test func identifierIsTheClassName() {
        #expect(RegisterableView.type(MyTableViewCell.self).identifier == "MyTableViewCell")
        #expect(RegisterableView.template(NibTableViewCell.self).identifier == "NibTableViewCell")
        #expect(RegisterableView.template(NibTableViewCell.self).viewType == NibTableViewCell.self)
        #expect(ReuseIdentifier.of(TableCell.self) == "TableCell")
    }

    @Test func registerCellsHeadersFootersAtOnceAndDequeueByInferredTypeDrawsRows() {
        let host = TableHost()
        host.anomalyHandler.anomalyAction = { _ in }
        host.templateViewSource = { type, name, _ in
            ViewSource(viewType: type, origin: .template(name)) { type.init() }
        }
        host.register(cells: [
            .type(MyTableViewCell.self),
            .template(NibTableViewCell.self),
        ])
        host.register(headers: [.type(SectionHeaderView.self)])
        host.register(footers: [.type(SectionFooterView.self)])
        let dataSource = TypedDequeueDataSource(titles: ["one", "two", "three"])
        host.dataSource = dataSource
        let buffer = ScreenBuffer(width: 16, height: 5)
        host.draw(in: buffer)

        #expect(
            buffer.lines == [
                padded("Header", 16),
                padded("  class one", 16),
                padded("  nib two", 16),
                padded("  class three", 16),
                padded("Footer", 16),
            ])
        #expect(host.reuseQueues.registration(kind: .cell, identifier: "MyTableViewCell")?.origin == .code)
        #expect(
            host.reuseQueues.registration(kind: .cell, identifier: "NibTableViewCell")?.origin
                == .template("NibTableViewCell"))
        #expect(
            host.reuseQueues.createdByIdentifier == [
                "MyTableViewCell": 2, "NibTableViewCell": 1, "SectionHeaderView": 1, "SectionFooterView": 1,
            ])
        #expect(host.anomalyHandler.reported.isEmpty)
    }

    @Test func templateRegistrationWithoutATemplateLoaderIsReportedAndMadeInCode() {
        let host = TableHost()
        host.anomalyHandler.anomalyAction = { _ in }
        host.register(cells: [.type(MyTableViewCell.self), .template(NibTableViewCell.self)])

        #expect(
            host.anomalyHandler.reported == [.templateNotFound(name: "NibTableViewCell", viewType: "NibTableViewCell")])
        #expect(host.reuseQueues.registration(kind: .cell, identifier: "NibTableViewCell")?.origin == .code)
        let cell: NibTableViewCell = host.dequeueCell(at: itemPath(0))
        #expect(cell.reuseIdentifier == "NibTableViewCell")
    }

    @Test func typedDequeueReusesAParkedViewAndPreparesIt() {
        let host = TableHost()
        host.register(cell: .type(MyTableViewCell.self))
        let first: MyTableViewCell = host.dequeueCell(at: itemPath(0))
        first.text = "stale"
        first.isSelected = true
        host.reuseQueues.enqueue(first, kind: .cell)
        #expect(host.reuseQueues.parkedCount(kind: .cell, identifier: "MyTableViewCell") == 1)

        let second = host.dequeueCell(at: itemPath(1)) as MyTableViewCell
        #expect(second === first)
        #expect(second.text == "")
        #expect(!second.isSelected)
        #expect(host.reuseQueues.createdCount == 1)
        #expect(host.reuseQueues.reusedCount == 1)
    }

    @Test func registerSupplementaryViewOfAnyKindAndDequeueIt() {
        let host = TableHost()
        host.register(supplementaryView: .type(SectionHeaderView.self), kind: "badge")
        let badge: SectionHeaderView = host.dequeueSupplementary(ofKind: "badge", at: itemPath(0, 3))
        #expect(badge.reuseIdentifier == "SectionHeaderView")
        #expect(host.reuseQueues.createdByIdentifier == ["SectionHeaderView": 1])
        #expect(host.anomalyHandler.reported.isEmpty)
    }

    @Test func typedDequeueFindingAnotherTypeUnderTheIdentifierIsReported() {
        let host = TableHost()
        host.anomalyHandler.anomalyAction = { _ in }
        host.register(.code(StrangerCell.self), kind: .cell, identifier: "MyTableViewCell")
        let cell: MyTableViewCell = host.dequeueCell(at: itemPath(0))

        #expect(cell.reuseIdentifier == nil)
        #expect(
            host.anomalyHandler.reported == [
                .dequeuedWrongType(identifier: "MyTableViewCell", expected: "MyTableViewCell", found: "StrangerCell")
            ])
        #expect(
            host.anomalyHandler.reported.map(\.description) == [
                "dequeue of 'MyTableViewCell' expected MyTableViewCell but the queue holds StrangerCell"
            ])
        #expect(host.reuseQueues.parkedCount(kind: .cell, identifier: "MyTableViewCell") == 1)
    }
}
