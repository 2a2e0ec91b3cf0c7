import Testing

@testable import TermCells

@MainActor
private func fruitAndVegetables() -> (TableRig, OutlineStorage) {
    let (rig, outline) = makeOutlineRig()
    outline.appendSection(header: "Fruit")
    outline.insert("apple")
    outline.insert("pear")
    outline.appendSection(header: "Veg")
    outline.insert("kale", inSection: 1)
    return (rig, outline)
}

@MainActor
@Suite struct CollapsibleSectionTests {
    @Test func headersAreRowsWithMarksAndTheirItemsIndented() {
        let (rig, _) = fruitAndVegetables()
        #expect(rig.draw() == outlineScreen([" ▾ Fruit", "     apple", "     pear", " ▾ Veg", "     kale"]))
        #expect(rig.host.cursor == itemPath(0, 0))
        #expect(rig.highlightedRows == [0])
    }

    @Test func enterSpaceLeftAndRightToggleTheHeaderUnderTheCursor() {
        let (rig, outline) = fruitAndVegetables()
        rig.draw()
        #expect(rig.press(.enter) == outlineScreen([" ▸ Fruit", " ▾ Veg", "     kale"]))
        #expect(!outline.isSectionExpanded(0))
        #expect(rig.host.cursor == itemPath(0, 0))
        #expect(
            rig.press(.character(" ")) == outlineScreen([" ▾ Fruit", "     apple", "     pear", " ▾ Veg", "     kale"]))
        rig.press(.down, times: 3)
        #expect(rig.host.cursor == itemPath(0, 1))
        #expect(rig.press(.left) == outlineScreen([" ▾ Fruit", "     apple", "     pear", " ▸ Veg"]))
        #expect(rig.press(.right) == outlineScreen([" ▾ Fruit", "     apple", "     pear", " ▾ Veg", "     kale"]))
        #expect(rig.host.cursor == itemPath(0, 1))
        #expect(rig.host.selectedIndexPaths.isEmpty)
    }

    @Test func leftOnAnItemMovesToItsHeaderAndEnterOnAnItemStillSelects() {
        let (rig, _) = fruitAndVegetables()
        rig.draw()
        rig.press(.down, times: 2)
        rig.press(.enter)
        #expect(rig.host.selectedIndexPaths == [itemPath(2, 0)])
        rig.press(.left)
        #expect(rig.host.cursor == itemPath(0, 0))
        #expect(rig.highlightedRows == [0])
    }

    @Test func aClosedSectionStaysClosedThroughInsertsDeletesAndMovesAroundIt() {
        let (rig, outline) = fruitAndVegetables()
        rig.draw()
        rig.press(.enter)
        let apple = outline.node(at: itemPath(1, 0))
        #expect(apple == nil)
        // Edits inside the closed section: no rows, no change on screen.
        outline.insert("fig", inSection: 0, at: 0)
        outline.insertSection(header: "Nuts", at: 0)
        outline.insert("pecan", inSection: 0)
        outline.moveSection(from: 0, to: 2)
        #expect(rig.draw() == outlineScreen([" ▸ Fruit", " ▾ Veg", "     kale", " ▾ Nuts", "     pecan"]))
        #expect(rig.host.cursor == itemPath(0, 0))
        rig.press(.enter)
        #expect(
            rig.draw() == outlineScreen([" ▾ Fruit", "     fig", "     apple", "     pear", " ▾ Veg", "     kale"]))
    }

    @Test func theCursorStaysOnItsRowWhenASectionAboveCloses() {
        let (rig, outline) = fruitAndVegetables()
        rig.draw()
        rig.press(.down, times: 4)
        #expect(rig.host.cursor == itemPath(1, 1))
        outline.setSectionExpanded(false, section: 0)
        #expect(rig.draw() == outlineScreen([" ▸ Fruit", " ▾ Veg", "     kale"]))
        #expect(rig.host.cursor == itemPath(1, 1))
        #expect(rig.highlightedRows == [2])
    }

    @Test func aSectionClosingAnnouncesOneRangedDeleteAndItsHeader() {
        let (_, outline) = fruitAndVegetables()
        let observer = StorageUpdatesObserver()
        outline.addObserver(observer)
        outline.toggleSection(0)
        outline.toggleSection(0)
        #expect(
            observer.updates == [
                StorageUpdate(changes: [.deleteItems(1..<3, inSection: 0), .updateItem(itemPath(0, 0))]),
                StorageUpdate(changes: [.insertItems(1..<3, inSection: 0), .updateItem(itemPath(0, 0))]),
            ])
    }

    @Test func aMissingSectionIsAnAnomaly() {
        let (_, outline) = fruitAndVegetables()
        outline.anomalyHandler.anomalyAction = { _ in }
        outline.toggleSection(5)
        #expect(
            outline.anomalyHandler.reported.map(\.description) == [
                "toggleSection: section 5 is out of range: the outline has 2 sections"
            ])
    }
}
