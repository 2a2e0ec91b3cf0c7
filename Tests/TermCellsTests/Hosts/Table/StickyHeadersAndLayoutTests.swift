import Testing

@testable import TermCells

@MainActor
@Suite struct StickyHeadersAndLayoutTests {
    /// Two sections of five items under "Section 0" and "Section 1", in 12 × 4 cells without indicator.
    private func makeRig() -> TableRig {
        let rig = TableRig(width: 12, height: 4)
        rig.host.showsScrollIndicator = false
        rig.manager.register(TextRowCell.self)
        rig.storage.setSectionHeaderModels(["Section 0", "Section 1"])
        rig.storage.setItems((0..<5).map { "a\($0)" }, forSection: 0)
        rig.storage.setItems((0..<5).map { "b\($0)" }, forSection: 1)
        return rig
    }

    private func lines(_ rows: [String]) -> [String] { rows.map { padded($0, 12) } }

    @Test func withoutStickyHeadersTheHeaderScrollsAway() {
        let rig = makeRig()
        rig.draw()
        #expect(rig.press(.down, times: 3) == lines(["  a0", "  a1", "  a2", "  a3"]))
    }

    @Test func stickyHeaderStaysOnTheTopRowWhileItsItemsScroll() {
        let rig = makeRig()
        rig.host.stickyHeaders = true
        #expect(rig.draw() == lines(["Section 0", "  a0", "  a1", "  a2"]))

        #expect(rig.press(.down, times: 3) == lines(["Section 0", "  a1", "  a2", "  a3"]))
        #expect(rig.host.cursor == itemPath(3, 0))
        #expect(rig.isBold(row: 0))
        #expect(rig.highlightedRows == [3])

        #expect(rig.press(.down) == lines(["Section 0", "  a2", "  a3", "  a4"]))
    }

    @Test func stickyHeaderFollowsTheSectionOnTheTopRow() {
        let rig = makeRig()
        rig.host.stickyHeaders = true
        rig.draw()
        rig.press(.down, times: 8)

        #expect(rig.host.cursor == itemPath(3, 1))
        #expect(rig.buffer.lines == lines(["Section 1", "  b1", "  b2", "  b3"]))
        #expect(rig.isBold(row: 0))
        #expect(rig.highlightedRows == [3])

        rig.press(.end)
        #expect(rig.buffer.lines == lines(["Section 1", "  b2", "  b3", "  b4"]))

        rig.press(.home)
        #expect(rig.buffer.lines == lines(["Section 0", "  a0", "  a1", "  a2"]))
    }

    @Test func clickOnAStickyHeaderSelectsNothing() {
        let rig = makeRig()
        rig.host.stickyHeaders = true
        rig.draw()
        rig.press(.down, times: 3)

        #expect(!rig.host.handle(.mouse(MouseEvent(.press(button: 1), at: Point(x: 1, y: 0)))))
        #expect(rig.host.selectedIndexPaths.isEmpty)
        #expect(rig.mouse(.press(button: 1), y: 1) == lines(["Section 0", "✓ a1", "  a2", "  a3"]))
    }

    @Test func headerOfAnEmptySectionIsShownUnlessTurnedOff() {
        let rig = TableRig(width: 12, height: 5)
        rig.manager.register(TextRowCell.self)
        rig.storage.setSectionHeaderModels(["Empty", "Full"])
        rig.storage.setSectionFooterModels(["no items", "1 item"])
        rig.storage.setItems([], forSection: 0)
        rig.storage.setItems(["x"], forSection: 1)

        #expect(rig.draw() == lines(["Empty", "no items", "Full", "  x", "1 item"]))

        rig.manager.displayHeaderOnEmptySection = false
        #expect(rig.draw() == lines(["no items", "Full", "  x", "1 item", ""]))

        rig.manager.displayFooterOnEmptySection = false
        #expect(rig.draw() == lines(["Full", "  x", "1 item", "", ""]))
        #expect(rig.host.cursor == itemPath(0, 1))
        #expect(rig.highlightedRows == [1])
    }

    @Test func sectionGapLeavesBlankRowsBetweenSections() {
        let rig = TableRig(width: 12, height: 5)
        rig.manager.register(TextRowCell.self)
        rig.host.sectionGap = 1
        rig.storage.setSectionHeaderModels(["A", "B"])
        rig.storage.setItems(["a"], forSection: 0)
        rig.storage.setItems(["b"], forSection: 1)

        #expect(rig.draw() == lines(["A", "  a", "", "B", "  b"]))
        rig.press(.down)
        #expect(rig.highlightedRows == [4])
    }

    @Test func scrollIndicatorAppearsOnlyWhenContentIsTallerThanTheViewport() {
        let rig = TableRig(width: 10, height: 4)
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["a", "b", "c", "d"])
        #expect(rig.draw() == [padded("  a", 10), padded("  b", 10), padded("  c", 10), padded("  d", 10)])

        rig.storage.addItem("e")
        #expect(
            rig.draw() == [
                scrolled("  a", 10, "┃"), scrolled("  b", 10, "┃"), scrolled("  c", 10, "┃"), scrolled("  d", 10, "│"),
            ])
        #expect(rig.buffer.style(at: Point(x: 9, y: 3)) == .dim)
        #expect(rig.host.displayedViews[.item(itemPath(0))]?.frame.width == 9)

        #expect(
            rig.press(.end) == [
                scrolled("  b", 10, "│"), scrolled("  c", 10, "┃"), scrolled("  d", 10, "┃"), scrolled("  e", 10, "┃"),
            ])
        #expect(rig.highlightedRows == [3])
        #expect(rig.isHighlighted(row: 3, x: 8))
        #expect(!rig.isHighlighted(row: 3, x: 9))
    }

    @Test func scrollIndicatorThumbTracksTheOffsetThroughALongList() {
        let rig = TableRig(width: 8, height: 5)
        rig.manager.register(TableCell.self, for: Int.self) { cell, model, _ in cell.text = "\(model)" }
        rig.storage.setItems(Array(0..<20))

        #expect(
            rig.draw() == [
                scrolled("  0", 8, "┃"), scrolled("  1", 8, "│"), scrolled("  2", 8, "│"), scrolled("  3", 8, "│"),
                scrolled("  4", 8, "│"),
            ])
        rig.press(.pageDown, times: 2)
        #expect(rig.host.cursor == itemPath(8))
        #expect(
            rig.buffer.lines == [
                scrolled("  4", 8, "│"), scrolled("  5", 8, "┃"), scrolled("  6", 8, "│"), scrolled("  7", 8, "│"),
                scrolled("  8", 8, "│"),
            ])
        rig.press(.end)
        #expect(
            rig.buffer.lines == [
                scrolled("  15", 8, "│"), scrolled("  16", 8, "│"), scrolled("  17", 8, "│"), scrolled("  18", 8, "│"),
                scrolled("  19", 8, "┃"),
            ])
    }

    @Test func detailTextIsRightAlignedAndReversedUnderTheCursor() {
        let rig = TableRig(width: 16, height: 2)
        rig.manager.register(TableCell.self, for: String.self) { cell, model, _ in
            cell.text = model
            cell.detailText = "\(model.count)"
        }
        rig.storage.setItems(["apple", "kiwi"])

        #expect(rig.draw() == [padded("  apple", 15) + "5", padded("  kiwi", 15) + "4"])
        #expect(rig.isHighlighted(row: 0, x: 15))
        #expect(rig.isHighlighted(row: 0, x: 10))
        #expect(!rig.isHighlighted(row: 1, x: 15))
    }
}
