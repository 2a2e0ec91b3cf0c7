import Testing

@testable import TermCells

/// Two sections: "a"–"g" (3 columns at width 11) and "p"–"q", with headers.
@MainActor
private func makeSectionedRig(height: Int = 8) -> GridRig {
    let rig = GridRig(width: 11, height: height)
    rig.manager.register(LetterCell.self)
    rig.storage.setItems(letters(7), forSection: 0)
    rig.storage.setItems(letters(2, from: "p"), forSection: 1)
    rig.storage.setSectionHeaderModels(["One", "Two"])
    return rig
}

@MainActor
@Suite struct GridNavigationTests {
    @Test func rightAndLeftMoveInReadingOrderAcrossRowsAndSections() {
        let rig = makeSectionedRig()
        rig.draw()
        #expect(rig.host.cursor == itemPath(0))
        #expect(rig.isHighlighted(x: 1, y: 1))
        rig.press(.right, times: 3)
        #expect(rig.host.cursor == itemPath(3))
        #expect(rig.isHighlighted(x: 1, y: 2))
        rig.press(.character("l"), times: 4)
        #expect(rig.host.cursor == itemPath(0, 1))
        rig.press(.left)
        #expect(rig.host.cursor == itemPath(6))
        rig.press(.character("h"))
        #expect(rig.host.cursor == itemPath(5))
    }

    @Test func downAndUpGoToTheNearestColumnAcrossSections() {
        let rig = makeSectionedRig()
        rig.draw()
        rig.press(.right, times: 2)
        #expect(rig.host.cursor == itemPath(2))
        rig.press(.down)
        #expect(rig.host.cursor == itemPath(5))
        // Row 3 has only "g": the nearest item to column 9 is it.
        rig.press(.character("j"))
        #expect(rig.host.cursor == itemPath(6))
        // Into the next section, still aiming for the column the moves started from.
        rig.press(.down)
        #expect(rig.host.cursor == itemPath(1, 1))
        rig.press(.up)
        #expect(rig.host.cursor == itemPath(6))
        rig.press(.character("k"))
        #expect(rig.host.cursor == itemPath(5))
        rig.press(.up, times: 5)
        #expect(rig.host.cursor == itemPath(2))
        rig.press(.down)
        rig.press(.down)
        rig.press(.down)
        #expect(rig.host.cursor == itemPath(1, 1))
        rig.press(.down)
        #expect(rig.host.cursor == itemPath(1, 1))
    }

    @Test func homeEndAndVimKeysReachTheEnds() {
        let rig = makeSectionedRig(height: 3)
        rig.draw()
        #expect(rig.press(.end) == [" g         ", "Two        ", " p   q     "])
        #expect(rig.host.cursor == itemPath(1, 1))
        #expect(rig.host.contentOffset == rig.host.maximumContentOffset)
        rig.press(.home)
        #expect(rig.host.cursor == itemPath(0))
        #expect(rig.host.contentOffset == 0)
        rig.press(.character("G"))
        #expect(rig.host.cursor == itemPath(1, 1))
        rig.press(.character("g"))
        #expect(rig.host.cursor == itemPath(0))
    }

    @Test func pagesMoveByAScreenAndKeepTheCursorVisible() {
        let rig = GridRig(width: 11, height: 4)
        rig.manager.register(LetterCell.self)
        rig.storage.setItems((0..<60).map { "\($0 % 10)" })
        rig.draw()
        rig.press(.right)
        rig.press(.pageDown)
        #expect(rig.host.cursor == itemPath(10))
        rig.press(.pageDown)
        #expect(rig.host.cursor == itemPath(19))
        let frame = rig.host.layout.frame(of: .item(itemPath(19)))
        #expect(frame.map { $0.y >= rig.host.contentOffset && $0.maxY <= rig.host.contentOffset + 4 } == true)
        rig.press(.pageUp)
        #expect(rig.host.cursor == itemPath(10))
        rig.press(.pageDown, times: 30)
        #expect(rig.host.cursor == itemPath(59))
        rig.press(.pageUp, times: 30)
        #expect(rig.host.cursor == itemPath(0))
    }

    @Test func enterAndSpaceSelectAndAClickSelectsWhereItLands() {
        let rig = GridRig(width: 11, height: 8)
        var selected: [String] = []
        rig.manager.register(LetterCell.self) { mapping in
            mapping.didSelect { _, letter, _ in selected.append(letter) }
        }
        rig.storage.setItems(letters(7), forSection: 0)
        rig.storage.setSectionHeaderModels(["One"])
        rig.draw()
        rig.press(.enter)
        #expect(rig.host.selectedIndexPaths == [itemPath(0)])
        rig.press(.right)
        rig.press(.character(" "))
        #expect(rig.host.selectedIndexPaths == [itemPath(1)])
        rig.mouse(.press(button: 1), x: 9, y: 2)
        #expect(rig.host.cursor == itemPath(5))
        #expect(rig.host.selectedIndexPaths == [itemPath(5)])
        // Spacing between items hits nothing.
        rig.mouse(.press(button: 1), x: 3, y: 2)
        #expect(rig.host.selectedIndexPaths == [itemPath(5)])
        #expect(selected == ["a", "b", "f"])
    }

    @Test func multipleSelectionTogglesWithSpace() {
        let rig = makeSectionedRig()
        rig.host.allowsMultipleSelection = true
        rig.draw()
        rig.press(.character(" "))
        rig.press(.right)
        rig.press(.character(" "))
        #expect(rig.host.selectedIndexPaths == [itemPath(0), itemPath(1)])
        rig.press(.character(" "))
        #expect(rig.host.selectedIndexPaths == [itemPath(0)])
    }

    @Test func theWheelScrollsWithoutMovingTheCursor() {
        let rig = GridRig(width: 11, height: 3)
        rig.manager.register(LetterCell.self)
        rig.storage.setItems(letters(24))
        rig.draw()
        #expect(rig.mouse(.wheelDown, x: 1, y: 1) == [" j   k   l ", " m   n   o ", " p   q   r "])
        #expect(rig.host.cursor == itemPath(0))
        rig.mouse(.wheelUp, x: 1, y: 1)
        #expect(rig.host.contentOffset == 0)
    }
}
