import Testing

@_spi(Benchmarks) @testable import TermCells

@MainActor
@Suite struct FlowLayoutGeometryTests {
    @Test func columnsFollowTheWidth() {
        let metrics = FlowSectionMetrics(itemSize: Size(width: 3, height: 1), itemSpacing: 1)
        #expect(FlowLayout.columns(width: 11, metrics: metrics) == 3)
        #expect(FlowLayout.columns(width: 10, metrics: metrics) == 2)
        #expect(FlowLayout.columns(width: 7, metrics: metrics) == 2)
        #expect(FlowLayout.columns(width: 2, metrics: metrics) == 1)
        var inset = metrics
        inset.insets = Insets(left: 2, right: 2)
        #expect(FlowLayout.columns(width: 10, metrics: inset) == 1)
        #expect(FlowLayout.columns(width: 11, metrics: inset) == 2)
    }

    @Test func itemsFlowIntoRowsWithSpacingAtSeveralWidths() {
        let rig = GridRig(width: 11, height: 4)
        rig.manager.register(LetterCell.self)
        rig.storage.setItems(letters(7))
        #expect(
            rig.draw() == [
                " a   b   c ",
                " d   e   f ",
                " g         ",
                "           ",
            ])
        #expect(rig.host.displayedViews.count == 7)

        #expect(
            rig.resize(width: 8, height: 4) == [
                " a   b  ",
                " c   d  ",
                " e   f  ",
                " g      ",
            ])
        #expect(
            rig.resize(width: 16, height: 2) == [
                " a   b   c   d  ",
                " e   f   g      ",
            ])
    }

    @Test func headersAndFootersSpanTheWidthAroundEachSection() {
        let rig = GridRig(width: 11, height: 9)
        rig.manager.register(LetterCell.self)
        rig.storage.setItems(letters(4), forSection: 0)
        rig.storage.setItems(letters(2, from: "p"), forSection: 1)
        rig.storage.setSectionHeaderModels(["Fruit", "Veg"])
        rig.storage.setSectionFooterModels(["4 items", "2 items"])
        #expect(
            rig.draw() == [
                "Fruit      ",
                " a   b   c ",
                " d         ",
                "4 items    ",
                "Veg        ",
                " p   q     ",
                "2 items    ",
                "           ",
                "           ",
            ])
        #expect(rig.buffer.style(at: Point(x: 0, y: 0))?.attributes.contains(.bold) == true)
        #expect(
            rig.host.displayedViews[.supplementary(.header, section: 1)]?.frame
                == Rect(x: 0, y: 4, width: 11, height: 1))
    }

    @Test func insetsAndLineSpacingPerSection() {
        let rig = GridRig(width: 12, height: 10)
        rig.manager.register(LetterCell.self)
        rig.manager.insetForSection = { section in section == 0 ? Insets(top: 1, left: 2, bottom: 1, right: 2) : .zero }
        rig.manager.minimumLineSpacingForSection = { section in section == 0 ? 1 : 0 }
        rig.manager.minimumInteritemSpacingForSection = { section in section == 0 ? 1 : 0 }
        rig.storage.setItems(letters(3), forSection: 0)
        rig.storage.setItems(letters(5, from: "p"), forSection: 1)
        rig.storage.setSectionHeaderModels(["One", "Two"])
        #expect(
            rig.draw() == [
                "One         ",
                "            ",
                "   a   b    ",
                "            ",
                "   c        ",
                "            ",
                "Two         ",
                " p  q  r  s ",
                " t          ",
                "            ",
            ])
        #expect(rig.host.layout.frame(of: .item(itemPath(2, 0))) == Rect(x: 2, y: 4, width: 3, height: 1))
        #expect(rig.host.layout.frame(of: .item(itemPath(4, 1))) == Rect(x: 0, y: 8, width: 3, height: 1))
    }

    @Test func mixedSizesRowTakesTheTallestItem() {
        let rig = GridRig(width: 13, height: 6)
        rig.manager.register(LetterCell.self) { mapping in
            mapping.sizeForItem { letter, _ in letter == "W" ? Size(width: 5, height: 2) : Size(width: 3, height: 1) }
        }
        rig.storage.setItems(["a", "W", "b", "c", "W", "d"])
        #expect(
            rig.draw() == [
                " a         b ",
                "      W      ",
                " c         d ",
                "      W      ",
                "             ",
                "             ",
            ])
        #expect(rig.host.layout.frame(of: .item(itemPath(1))) == Rect(x: 4, y: 0, width: 5, height: 2))
        #expect(rig.host.layout.frame(of: .item(itemPath(2))) == Rect(x: 10, y: 0, width: 3, height: 1))
        #expect(rig.host.layout.flow.rowCount(inSection: 0) == 2)

        #expect(
            rig.resize(width: 9, height: 6) == [
                " a       ",
                "      W  ",
                " b   c   ",
                "       d ",
                "  W      ",
                "         ",
            ])
    }

    @Test func preferredSizeOfTheCellSizesItemsWithoutAnEvent() {
        let rig = GridRig(width: 12, height: 2)
        rig.manager.register(WideWhenLongCell.self)
        rig.storage.setItems(["ab", "long", "c"])
        #expect(
            rig.draw() == [
                "ab  long  c ",
                "            ",
            ])
        #expect(rig.host.layout.frame(of: .item(itemPath(1))) == Rect(x: 3, y: 0, width: 6, height: 1))
    }

    @Test func otherSupplementaryKindsSitBelowTheHeader() {
        let rig = GridRig(width: 11, height: 5)
        rig.manager.register(LetterCell.self)
        rig.manager.registerSupplementary(BadgeView.self, ofKind: "badge")
        rig.storage.setItems(letters(2))
        rig.storage.setSectionHeaderModels(["Head"])
        rig.storage.setSupplementaries([3], forKind: "badge")
        rig.storage.setSectionFooterModels(["Foot"])
        #expect(
            rig.draw() == [
                "Head       ",
                "badge 3    ",
                " a   b     ",
                "Foot       ",
                "           ",
            ])
    }

    @Test func aMillionFixedSizeTilesAreLaidOutArithmetically() {
        var layout = FlowLayout()
        let metrics = FlowSectionMetrics(itemSize: Size(width: 10, height: 3), itemSpacing: 1, lineSpacing: 1)
        layout.rebuild(
            width: 109,
            sections: [
                FlowLayout.SectionInput(
                    itemCount: 1_000_000, leading: [(.header, 1)], footerHeight: 1, metrics: metrics)
            ])
        // 10 columns: 100,000 rows of 3 + 1 spacing, the last without spacing.
        #expect(layout.rowCount(inSection: 0) == 100_000)
        #expect(layout.contentHeight == 1 + 100_000 * 4 - 1 + 1)
        #expect(layout.heights.storedRunCount <= 6)
        #expect(layout.frame(of: itemPath(999_999)) == Rect(x: 99, y: 1 + 99_999 * 4, width: 10, height: 3))
        #expect(layout.row(of: itemPath(500_005)) == 50_000)
        #expect(layout.nearestItem(inRow: 7, section: 0, toX: 50) == itemPath(74))
        layout.rebuild(width: 60, sections: [FlowLayout.SectionInput(itemCount: 1_000_000, metrics: metrics)])
        #expect(layout.rowCount(inSection: 0) == 200_000)
    }
}

/// A cell as wide as its text plus two columns (via `preferredSize`).
final class WideWhenLongCell: GridCell, ModelTransfer {
    func update(with model: String) { text = model }
    override var preferredSize: Size? { Size(width: max(2, text.count + (text.count > 2 ? 2 : 0)), height: 1) }
}

/// A supplementary view of kind "badge".
final class BadgeView: SupplementaryView, ModelTransfer {
    func update(with model: Int) { text = "badge \(model)" }
}
