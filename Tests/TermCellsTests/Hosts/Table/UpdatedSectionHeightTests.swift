import Testing

@testable import TermCells

/// A section updated while off screen (`updateSection`), or its header or footer
/// (`updateSupplementaries`), is laid out with the estimates, not with the heights its old
/// models measured: the rows after it, the content's height and a scroll to it are those of
/// its new models (as `UpdatedRowHeightTests` for one item).
@MainActor
@Suite struct UpdatedSectionHeightTests {
    typealias Row = RowsBackInTheSameFrameTests.Row
    typealias RowCell = RowsBackInTheSameFrameTests.RowCell

    /// A header as many lines tall as its model (an `Int`) says, shown as "h" and the model.
    typealias RowsHeader = GridSupplementaryMeasuringTests.RowsView

    /// A 12-column, 6-line table: section 0 of ten 1-line rows, then section 1 with a header
    /// (model 3: 3 lines) and ten rows, its row 5 3 lines tall. Both were measured (the
    /// screen went down over them) and the screen is back at the top. Content: 10 + 3 + 9 + 3.
    @MainActor private final class Rig {
        let table = TableRig(width: 12, height: 6)
        let rows = (0..<10).map { Row($0, height: $0 == 5 ? 3 : 1) }

        init() {
            table.manager.register(RowCell.self)
            table.manager.registerHeader(RowsHeader.self)
            table.host.showsScrollIndicator = false
            table.storage.setItems((0..<10).map { Row($0, height: 1) }, forSection: 0)
            table.storage.setItems(rows, forSection: 1)
            table.storage.setSectionHeaderModel(3, forSection: 1)
            table.draw()
            for offset in [10, 16, 0] {
                table.host.scroll(toContentOffset: offset)
                table.draw()
            }
        }

        var host: TableHost { table.host }
        var contentHeight: Int { host.layout.contentSize.height }
        func y(of element: LayoutElement) -> Int? { host.layout.frame(of: element)?.y }
    }

    /// The lines of a 12-column screen without an indicator.
    private func screen(_ texts: String...) -> [String] { texts.map { padded($0, 12) } }

    @Test func theRigMeasuredTheTallHeaderAndRow() {
        let rig = Rig()
        #expect(rig.contentHeight == 25)
        #expect(rig.y(of: .item(itemPath(0, 1))) == 13)
        #expect(rig.y(of: .item(itemPath(6, 1))) == 21)
    }

    @Test func aHeaderReplacedOffScreenIsLaidOutAtTheEstimate() {
        let rig = Rig()

        rig.table.storage.setSectionHeaderModel(1, forSection: 1)
        rig.table.draw()

        #expect(rig.contentHeight == 23)
        #expect(rig.y(of: .item(itemPath(0, 1))) == 11)
        rig.host.scroll(toContentOffset: 10)
        let lines = rig.table.draw()
        #expect(lines == screen("h1", "  row 0", "  row 1", "  row 2", "  row 3", "  row 4"), "\(lines)")
    }

    /// A section updated off screen: its header and items go back to the estimates (the
    /// header is measured again when it shows); the section before it keeps what it measured.
    @Test func aSectionUpdatedOffScreenIsLaidOutAtTheEstimates() {
        let rig = Rig()
        rig.rows[5].height = 1

        rig.host.apply(StorageUpdate(changes: [.updateSection(1)]))
        let lines = rig.table.draw()

        #expect(lines == screen("  row 0", "  row 1", "  row 2", "  row 3", "  row 4", "  row 5"), "\(lines)")
        #expect(rig.contentHeight == 21)
        #expect(rig.y(of: .supplementary(.header, section: 1)) == 10)
        #expect(rig.y(of: .item(itemPath(6, 1))) == 17)
        let end = rig.table.press(.end)
        #expect(end == screen("  row 4", "  row 5", "  row 6", "  row 7", "  row 8", "  row 9"), "\(end)")
        #expect(rig.host.contentOffset == 15)
        rig.host.scroll(toContentOffset: 10)
        let header = rig.table.draw()
        #expect(header == screen("h3", "", "", "  row 0", "  row 1", "  row 2"), "\(header)")
        #expect(rig.contentHeight == 23)
    }

    /// A section updated while its header and first rows are on screen: they are measured
    /// again before the next frame, and the screen stays as it was; the tall row below the
    /// screen goes back to the estimate.
    @Test func aSectionUpdatedOnScreenKeepsTheScreen() {
        let rig = Rig()
        rig.host.scroll(toContentOffset: 9)
        let before = rig.table.draw()
        #expect(before == screen("  row 9", "h3", "", "", "  row 0", "  row 1"), "\(before)")
        rig.rows[5].height = 1

        rig.host.apply(StorageUpdate(changes: [.updateSection(1)]))
        let after = rig.table.draw()

        #expect(after == before, "\(after)")
        #expect(rig.host.contentOffset == 9)
        #expect(rig.contentHeight == 23)
        #expect(rig.y(of: .item(itemPath(6, 1))) == 19)
    }
}
