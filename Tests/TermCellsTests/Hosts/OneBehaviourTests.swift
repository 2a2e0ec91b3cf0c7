import Testing

@testable import TermCells

/// Behaviour decided once for every host (the Keys and mouse table of the Layouts article):
/// the list's and the grid's screens agree.
@MainActor
@Suite struct OneBehaviourTests {
    /// A grid 11 columns wide of 3×1 letters one column apart: three a row at full width,
    /// two once the indicator takes the last column.
    private func gridRig(items: Int) -> GridRig {
        let rig = GridRig(width: 11, height: 3)
        rig.host.showsScrollIndicator = true
        rig.manager.register(LetterCell.self)
        rig.storage.setItems(letters(items))
        return rig
    }

    @Test func aGridThatFitsUsesTheFullWidthAndShowsNoIndicator() {
        let rig = gridRig(items: 9)
        #expect(rig.draw() == [" a   b   c ", " d   e   f ", " g   h   i "])
    }

    @Test func aGridTallerThanItsHostGivesTheIndicatorItsColumnAndReflows() {
        let rig = gridRig(items: 9)
        rig.draw()
        rig.storage.addItem("j")
        #expect(rig.draw() == [" a   b    ┃", " c   d    │", " e   f    │"])
        // The column stays while the content is taller than the host at the width it has.
        rig.storage.removeItem("j")
        #expect(rig.draw() == [" a   b    ┃", " c   d    │", " e   f    │"])
        // A fresh layout (a resize) decides at the full width again.
        rig.resize(width: 11, height: 4)
        #expect(rig.resize(width: 11, height: 3) == [" a   b   c ", " d   e   f ", " g   h   i "])
    }

    @Test func aListTallerThanItsHostGivesTheIndicatorItsColumnTheSameWay() {
        let rig = TableRig(width: 6, height: 3)
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["a", "b", "c"])
        #expect(rig.draw() == ["  a   ", "  b   ", "  c   "])
        rig.storage.addItem("d")
        #expect(rig.draw() == ["  a  ┃", "  b  ┃", "  c  │"])
        rig.storage.removeItem("d")
        #expect(rig.draw() == ["  a   ", "  b   ", "  c   "])
    }

    @Test func aPageMovesTheGridsCursorAndScrollsTheLeastThatShowsIt() {
        let rig = GridRig(width: 11, height: 4)
        rig.manager.register(LetterCell.self)
        rig.storage.setItems((0..<60).map { "\($0 % 10)" })
        rig.draw()
        #expect(rig.press(.pageDown) == [" 0   1   2 ", " 3   4   5 ", " 6   7   8 ", " 9   0   1 "])
        #expect(rig.host.cursor == itemPath(9))
        #expect(rig.host.contentOffset == 0)
        #expect(rig.press(.pageDown) == [" 9   0   1 ", " 2   3   4 ", " 5   6   7 ", " 8   9   0 "])
        #expect(rig.host.cursor == itemPath(18))
        #expect(rig.host.contentOffset == 3)
        #expect(rig.press(.pageUp) == [" 9   0   1 ", " 2   3   4 ", " 5   6   7 ", " 8   9   0 "])
        #expect(rig.host.cursor == itemPath(9))
    }

    @Test func aPageMovesTheListsCursorTheSameWay() {
        let rig = TableRig(width: 4, height: 4)
        rig.host.showsScrollIndicator = false
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems((0..<20).map { "r\($0)" })
        rig.draw()
        #expect(rig.press(.pageDown) == ["  r0", "  r1", "  r2", "  r3"])
        #expect(rig.host.cursor == itemPath(3))
        #expect(rig.press(.pageDown) == ["  r3", "  r4", "  r5", "  r6"])
        #expect(rig.host.cursor == itemPath(6))
        #expect(rig.press(.pageUp) == ["  r3", "  r4", "  r5", "  r6"])
        #expect(rig.host.cursor == itemPath(3))
    }
}
