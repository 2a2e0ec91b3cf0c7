import Testing

@testable import TermCells

/// A row that scrolls off the screen (a Down key at the bottom, a streamed line that the
/// table follows) is told `didEndDisplaying` only when some mapping reacts to it; without
/// one, no model is looked up for it: a provider makes its models on demand, one per row
/// that comes in, not one more for the row that leaves.
@MainActor
@Suite struct UnhandledEndDisplayingTests {
    @Test func aRowScrollingOffMakesNoModelWhenNothingReactsToItsEnd() {
        var made: [Int] = []
        let rig = TableRig(width: 12, height: 4)
        rig.manager.register(TextRowCell.self)
        rig.manager.storage = ProviderStorage(
            count: { 100 },
            item: { (index: Int) -> String in
                made.append(index)
                return "row \(index)"
            })
        rig.draw()
        rig.press(.down, times: 3)
        made.removeAll()

        rig.press(.down)

        // Row 0 left the top: only row 4's model was made (the row coming in, drawn).
        #expect(Set(made) == [4])
        #expect(
            rig.draw() == [
                scrolled("  row 1", 12, "┃"), scrolled("  row 2", 12, "│"), scrolled("  row 3", 12, "│"),
                scrolled("  row 4", 12, "│"),
            ])
    }

    @Test func aRowScrollingOffIsToldItsEndWhenAMappingReacts() {
        var made: [Int] = []
        var ended: [String] = []
        let rig = TableRig(width: 12, height: 4)
        rig.manager.register(TextRowCell.self) { mapping in
            mapping.didEndDisplaying { _, model, indexPath in ended.append("\(model) \(indexPath)") }
        }
        rig.manager.storage = ProviderStorage(
            count: { 100 },
            item: { (index: Int) -> String in
                made.append(index)
                return "row \(index)"
            })
        rig.draw()
        rig.press(.down, times: 3)
        made.removeAll()

        rig.press(.down)

        #expect(ended == ["row 0 [0, 0]"])
        #expect(Set(made) == [0, 4])
    }
}
