import Testing

@_spi(Benchmarks) @testable import TermCells

private final class FirstCell: TableCell, ModelTransfer {
    func update(with model: String) { text = "1 " + model }
}

private final class SecondCell: TableCell, ModelTransfer {
    func update(with model: Int) { text = "2 \(model)" }
}

private final class NumberRowCell: TableCell, ModelTransfer {
    func update(with model: Int) { text = "\(model)" }
}

private final class SectionZeroCell: TableCell, ModelTransfer {
    func update(with model: String) { text = "zero " + model }
}

/// Regressions for what the manager misuse fuzz (`Fuzz/ManagerMisuseFuzzTests`) found, one
/// test per bug.
@MainActor
@Suite struct MisuseFuzzFindingsTests {
    /// The data source's `cellForItemAt` of an index path the storage lacks reported `nilModel`, as if a nil were
    /// stored there; `heightForItemAt` / `sizeForItemAt` of one reported nothing.
    @Test func questionsAboutIndexPathsTheStorageLacksAreOutOfRange() {
        let table = TableRig(width: 30, height: 2)
        table.manager.register(TextRowCell.self)
        table.storage.setItems(["a", Optional<String>.none as Any])

        let host = table.host
        let missing = host.dataSource?.host(host, cellForItemAt: itemPath(3))
        let nilModel = host.dataSource?.host(host, cellForItemAt: itemPath(1))
        let height = host.delegate?.host(host, heightOf: .item(itemPath(0, 2)))

        #expect((missing as? PlaceholderView)?.message == "no item at [0, 3]")
        #expect((nilModel as? PlaceholderView)?.message == "nil cell model at [0, 1]")
        #expect(height == nil)
        #expect(
            table.reported == [
                .indexPathOutOfRange(operation: "cellForItemAt", indexPath: itemPath(3)),
                .nilModel(kind: "cell", indexPath: itemPath(1)),
                .indexPathOutOfRange(operation: "heightForItemAt", indexPath: itemPath(0, 2)),
            ])

        let grid = GridRig()
        grid.manager.register(LetterCell.self)
        grid.storage.setItems(["a"])
        let cell = grid.host.dataSource?.host(grid.host, cellForItemAt: itemPath(-1))
        let size = grid.host.delegate?.host(grid.host, sizeForItemAt: itemPath(0, 1))
        #expect((cell as? PlaceholderView)?.message == "no item at [0, -1]")
        #expect(size == nil)
        #expect(
            grid.reported == [
                .indexPathOutOfRange(operation: "cellForItemAt", indexPath: itemPath(-1)),
                .indexPathOutOfRange(operation: "sizeForItemAt", indexPath: itemPath(0, 1)),
            ])
    }

    /// Seed `0xee99339991e0731d` (table sequence 6): selecting a row before its view was ever
    /// dequeued reported nothing though two mappings match its model, once selection events no
    /// longer looked the model up when no mapping reacts to them.
    @Test func selectingARowNeverShownReportsItsAmbiguousMapping() {
        let rig = TableRig(width: 14, height: 2)
        rig.manager.register(TableCell.self, for: String.self) { cell, model, _ in cell.text = model }
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["x", "y"])

        rig.host.selectItem(at: itemPath(1))

        #expect(
            rig.reported == [
                .ambiguousMapping(
                    kind: "cell", modelType: "String", section: 0, candidates: ["TableCell", "TextRowCell"])
            ])
    }

    /// A table's first draw (a resize) scrolled to the cursor in the layout of data a pending
    /// reload was about to replace, asking the height of a row that no longer existed.
    @Test func aResizeWithAReloadPendingMeasuresOnlyRowsThatExist() {
        let rig = TableRig(width: 10, height: 2)
        rig.manager.register(TextRowCell.self)
        rig.host.reloadIfNeeded()
        rig.storage.addItem("a")
        #expect(rig.host.cursor == itemPath(0))
        rig.host.reloadData()
        rig.storage.removeItems(fromSection: 0)

        #expect(rig.draw() == [padded("", 10), padded("", 10)])
        #expect(rig.reported.isEmpty)
        #expect(rig.host.cursor == nil)
    }

    /// Unregistering the view type that had taken over a reuse identifier left its
    /// registration in the host: the models of the mapping that still used the identifier got
    /// views of the unregistered type, which their handler cannot fill.
    @Test func unregisteringTheTypeThatTookOverAnIdentifierGivesItBack() {
        let rig = TableRig(width: 12, height: 2)
        rig.manager.register(FirstCell.self) { $0.reuseIdentifier = "Same" }
        rig.manager.register(SecondCell.self) { $0.reuseIdentifier = "Same" }
        rig.storage.setItems(["a"])
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "Same")?.viewType == SecondCell.self)

        rig.manager.unregister(SecondCell.self)

        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "Same")?.viewType == FirstCell.self)
        #expect(rig.draw() == [padded("  1 a", 12), padded("", 12)])
        #expect(
            rig.reported == [
                .reuseIdentifierConflict(identifier: "Same", kind: "cell", registered: "FirstCell", new: "SecondCell")
            ])
    }

    /// Views on screen when another type took over their reuse identifier went back into that
    /// identifier's queue when they left the screen, so dequeues handed out the replaced type.
    @Test func viewsOfAReplacedTypeAreNotParkedUnderTheIdentifier() {
        let queues = ReuseQueues()
        queues.register(.code(FirstCell.self), kind: .cell, identifier: "Same")
        let old = queues.dequeue(kind: .cell, identifier: "Same")
        queues.register(.code(SecondCell.self), kind: .cell, identifier: "Same")
        if let old { queues.enqueue(old, kind: .cell) }
        #expect(queues.parkedCount(kind: .cell, identifier: "Same") == 0)
        #expect(queues.dequeue(kind: .cell, identifier: "Same") is SecondCell)

        let rig = TableRig(width: 12, height: 2)
        rig.manager.register(FirstCell.self) { $0.reuseIdentifier = "Same" }
        rig.storage.setItems(["a"])
        rig.draw()
        rig.manager.register(SecondCell.self) { $0.reuseIdentifier = "Same" }
        rig.draw()
        #expect(rig.host.displayedViews[.item(itemPath(0))] is SecondCell)
    }

    /// The table kept the views of items that moved, although a mapping with a section
    /// condition no longer applied at their new place (or another one now did).
    @Test func itemsThatMoveToASectionWhereAnotherMappingAppliesAreDequeuedAgain() {
        let rig = TableRig(width: 30, height: 2)
        rig.manager.register(SectionZeroCell.self) { $0.condition = .section(0) }
        rig.storage.setItems(["a"], forSection: 0)
        rig.storage.setItems(["b"], forSection: 1)
        #expect(rig.draw() == [padded("  zero a", 30), padded("⚠ no cell mapping for String", 30)])

        rig.storage.moveSection(1, toSection: 0)

        #expect(rig.draw() == [padded("  zero b", 30), padded("⚠ no cell mapping for String", 30)])
        #expect(
            rig.reported == [
                .noMapping(kind: "cell", modelType: "String", indexPath: itemPath(0, 1)),
                .noMapping(kind: "cell", modelType: "String", indexPath: itemPath(0, 1)),
            ])
    }

    /// The fix above costs no dequeue where the mapping still applies after the move.
    @Test func aMovedItemWhoseMappingStillAppliesKeepsItsView() {
        let rig = TableRig(width: 12, height: 3)
        rig.manager.register(SecondCell.self) { mapping in
            mapping.condition = mapping.modelCondition { number, _ in number.isMultiple(of: 2) }
        }
        rig.storage.setItems([2, 4, 6])
        rig.draw()
        let view = rig.host.displayedViews[.item(itemPath(0))]

        rig.storage.moveItem(at: itemPath(0), to: itemPath(2))

        #expect(rig.draw() == [padded("  2 4", 12), padded("  2 6", 12), padded("  2 2", 12)])
        #expect(view != nil && rig.host.displayedViews[.item(itemPath(2))] === view)
    }

    /// A grid applied an item replaced in place by re-dequeuing its view only, even in a
    /// section sized item by item (or one the new item makes so): the item kept its old size.
    @Test func replacingAnItemOfASectionSizedItemByItemResizesIt() {
        let rig = GridRig(width: 20, height: 2)
        rig.manager.register(GridCell.self, for: Int.self) { mapping in
            mapping.sizeForItem { number, _ in Size(width: number, height: 1) }
        } handler: { cell, number, _ in
            cell.text = "\(number)"
        }
        rig.manager.register(GridCell.self, for: Double.self) { cell, number, _ in cell.text = "\(number)" }
        rig.storage.setItems([3, 4], forSection: 0)
        rig.storage.setItems([2.5, 5], forSection: 1)
        rig.draw()
        func width(_ indexPath: IndexPath) -> Int? { rig.host.displayedViews[.item(indexPath)]?.frame.width }
        #expect(width(itemPath(0)) == 3)
        #expect(width(itemPath(1, 1)) == 3)

        rig.storage.replaceItem(3, with: 7)
        rig.storage.replaceItem(2.5, with: 6)
        rig.draw()

        #expect(width(itemPath(0)) == 7)
        #expect(width(itemPath(0, 1)) == 6)
        #expect(width(itemPath(1, 1)) == 5)
    }

    /// The table refreshed the headers and footers of the sections an update named in
    /// `updateSupplementaries` without counting later changes of the same update (indexes are
    /// sequential): after a section was inserted before it, the old footer stayed on screen.
    @Test func aFooterChangedBeforeASectionIsInsertedAboveItShowsItsNewModel() {
        let rig = TableRig(width: 12, height: 5)
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["a"], forSection: 0)
        rig.storage.setItems(["b"], forSection: 1)
        rig.storage.setSectionFooterModel("old", forSection: 1)
        #expect(
            rig.draw() == [padded("  a", 12), padded("  b", 12), padded("old", 12), padded("", 12), padded("", 12)])

        rig.storage.performUpdates {
            rig.storage.setSectionFooterModel("new", forSection: 1)
            rig.storage.insertSection(SectionModel(items: ["x"]), atIndex: 1)
        }

        #expect(
            rig.draw() == [padded("  a", 12), padded("  x", 12), padded("  b", 12), padded("new", 12), padded("", 12)])
        #expect(rig.reported.isEmpty)
    }

    /// A grid decided whether to show the scroll indicator from its content's estimated height
    /// (sections sized item by item not yet measured). After a reload that guess was "no": it
    /// drew at the full width, where keeping the cursor in view scrolled one row down and
    /// measuring pushed the cursor off screen; the measured content then wanted the indicator,
    /// and the second pass at the narrower width went back to the top. The header was dequeued
    /// after the items below it, and the item views were dequeued for a frame never shown.
    /// Fuzz seed 0x9dfc7aeedef81c75, sequence 5, shrunk.
    @Test func aGridDecidesItsIndicatorOnMeasuredSectionsAndDequeuesTopToBottom() {
        let rig = GridRig(width: 12, height: 4)
        rig.host.showsScrollIndicator = true
        rig.manager.register(GridCell.self, for: Int.self) { mapping in
            mapping.sizeForItem { number, _ in Size(width: 3, height: number) }
        } handler: { cell, number, _ in
            cell.text = "\(number)"
        }
        rig.storage.setItems(["a"], forSection: 0)
        rig.storage.setItems([3], forSection: 1)
        rig.storage.setItems([2], forSection: 2)
        rig.storage.setSectionHeaderModel(1.5, forSection: 0)
        rig.draw()
        rig.host.moveCursor(to: itemPath(0, 2))
        rig.draw()
        // The cursor's item below the viewport, then a reload.
        rig.host.scroll(toContentOffset: 0)
        rig.host.reloadData()
        let before = rig.reported.count

        #expect(rig.draw() == ["⚠ no heade…┃", "⚠ …        ┃", "           │", " 3         │"])
        #expect(
            Array(rig.reported.dropFirst(before)) == [
                .noMapping(kind: "header", modelType: "Double", indexPath: itemPath(0)),
                .noMapping(kind: "cell", modelType: "String", indexPath: itemPath(0)),
            ])
    }

    /// A table whose rows of section 2 are 2 rows high (a section condition and `heightForCell`).
    private func tableWithTallRowsInSection2(height: Int) -> TableRig {
        let rig = TableRig(width: 30, height: height)
        rig.manager.register(TextRowCell.self) { mapping in
            mapping.condition = .section(2)
            mapping.heightForCell { _, _ in 2 }
        }
        rig.manager.register(NumberRowCell.self)
        return rig
    }

    /// A table kept the height measured for a row under a section-conditioned mapping after an
    /// update moved the row to a section where no mapping applies (a placeholder, 1 row). The
    /// first draw scrolled to the cursor by that height, a row too far; measuring the row
    /// then shortened the content, and the frame moved up onto the row above the viewport,
    /// dequeued after the rows below it. Fuzz seed 0xb4a242392c01de99, sequence 20, shrunk.
    @Test func aRowMovedOutOfItsMappingsSectionDoesNotKeepItsMeasuredHeight() {
        let rig = tableWithTallRowsInSection2(height: 5)
        rig.storage.setItems(["x"], forSection: 0)
        rig.storage.setItems([], forSection: 1)
        rig.storage.setItems(["t"], forSection: 2)
        rig.storage.setItems([1, 2, 3], forSection: 3)
        // Moving the cursor to "t" measures it (2 rows) before any draw.
        rig.host.moveCursor(to: itemPath(0, 2))
        rig.host.moveCursor(to: itemPath(2, 3))

        rig.storage.deleteSections([1])

        #expect(
            rig.draw() == [
                padded("⚠ no cell mapping for String", 30), padded("⚠ no cell mapping for String", 30),
                padded("  1", 30), padded("  2", 30), padded("  3", 30),
            ])
        #expect(rig.host.cursor == itemPath(2, 2))
        #expect(rig.highlightedRows == [4])
        #expect(
            rig.reported == [
                .noMapping(kind: "cell", modelType: "String", indexPath: itemPath(0, 0)),
                .noMapping(kind: "cell", modelType: "String", indexPath: itemPath(0, 1)),
            ])
    }

    /// The same on a table already drawn: rows on screen, 2 rows high under a section-conditioned
    /// mapping, moved by an update to a section where they are placeholders of 1 row. The
    /// next frame measured them shorter, the content ended above the viewport's bottom, and
    /// the frame moved up onto the row above, dequeued last. Fuzz seed 0x7847f699abbd2a12,
    /// sequence 50, shrunk.
    @Test func rowsOnScreenMovedOutOfTheirMappingsSectionAreLaidOutAtTheirNewHeight() {
        let rig = tableWithTallRowsInSection2(height: 4)
        rig.storage.setItems(["x"], forSection: 0)
        rig.storage.setItems([], forSection: 1)
        rig.storage.setItems(["t", "u"], forSection: 2)
        rig.draw()
        rig.host.moveCursor(to: itemPath(1, 2))
        rig.draw()
        #expect(rig.host.contentOffset == 1)
        let before = rig.reported.count

        rig.storage.deleteSections([1])

        #expect(
            rig.draw() == [
                padded("⚠ no cell mapping for String", 30), padded("⚠ no cell mapping for String", 30),
                padded("⚠ no cell mapping for String", 30), padded("", 30),
            ])
        #expect(rig.host.cursor == itemPath(1, 1))
        #expect(rig.highlightedRows == [2])
        #expect(
            Array(rig.reported.dropFirst(before)) == [
                .noMapping(kind: "cell", modelType: "String", indexPath: itemPath(0, 0)),
                .noMapping(kind: "cell", modelType: "String", indexPath: itemPath(0, 1)),
                .noMapping(kind: "cell", modelType: "String", indexPath: itemPath(1, 1)),
            ])
    }
}
