import Testing

@testable import TermCells

/// A row that scrolls off the screen (a Down key at the bottom, a streamed line that the
/// table follows) is told `didEndDisplaying` only when some mapping reacts to it; without
/// one, no model is looked up for it: a provider makes its models on demand, one per row
/// that comes in, not one more for the row that leaves.
@MainActor
@Suite struct UnhandledEndDisplayingTests {
    /// A 4-row table over 100 provided rows, its cursor on the last row shown; `made` gets the
    /// index of every model the provider makes (the tests forget those made before).
    private func scrolledToTheBottomRow(
        made: @escaping (Int) -> Void, mapping: @escaping (ViewModelMapping<TextRowCell, String>) -> Void = { _ in }
    ) -> TableRig {
        let rig = TableRig(width: 12, height: 4)
        rig.manager.register(TextRowCell.self, mapping: mapping)
        rig.manager.storage = ProviderStorage(
            count: { 100 },
            item: { (index: Int) -> String in
                made(index)
                return "row \(index)"
            })
        rig.draw()
        rig.press(.down, times: 3)
        return rig
    }

    @Test func aRowScrollingOffMakesNoModelWhenNothingReactsToItsEnd() {
        var made: Set<Int> = []
        let rig = scrolledToTheBottomRow(made: { made.insert($0) })
        made.removeAll()

        rig.press(.down)

        // Row 0 left the top: only row 4's model was made (the row coming in, drawn).
        #expect(made == [4])
        #expect(
            rig.draw() == [
                scrolled("  row 1", 12, "┃"), scrolled("  row 2", 12, "│"), scrolled("  row 3", 12, "│"),
                scrolled("  row 4", 12, "│"),
            ])
    }

    @Test func aRowScrollingOffIsToldItsEndWhenAMappingReacts() {
        var made: Set<Int> = []
        var ended: [String] = []
        let rig = scrolledToTheBottomRow(
            made: { made.insert($0) },
            mapping: { mapping in
                mapping.didEndDisplaying { _, model, indexPath in ended.append("\(model) \(indexPath)") }
            })
        made.removeAll()

        rig.press(.down)

        #expect(ended == ["row 0 [0, 0]"])
        #expect(made == [0, 4])
    }
}
