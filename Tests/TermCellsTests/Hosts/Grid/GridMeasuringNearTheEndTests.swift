import Testing

@testable import TermCells

/// Sections sized item by item are measured when they come on screen. Measuring the ones at
/// the bottom can make the content shorter, so the viewport, held to the content, slides up
/// onto sections not measured yet: those must be measured before they are drawn, and the
/// grid must look as a freshly laid out one does (found by the misuse fuzz, seed
/// 0xc7887e958e8223db).
@MainActor @Suite struct GridMeasuringNearTheEndTests {
    struct Dot { let letter: String }

    final class DotCell: GridCell, ModelTransfer {
        func update(with model: Dot) { text = model.letter }
    }

    final class NumberCell: GridCell, ModelTransfer {
        func update(with model: Int) { text = "\(model)" }
    }

    /// 20×4, estimates of 3×1 (five a row), dots measured 1×1 (ten a row): section 0 has
    /// 40 dots, section 1 10, section 2 20, section 3 five numbers of the grid's size.
    private func makeRig() -> GridRig {
        let rig = GridRig(width: 20, height: 4)
        rig.manager.register(DotCell.self) { mapping in
            mapping.sizeForItem { _, _ in Size(width: 1, height: 1) }
        }
        rig.manager.register(NumberCell.self)
        let dots = { (letter: String, count: Int) in (0..<count).map { _ in Dot(letter: letter) } as [Any] }
        rig.storage.setItemsForAllSections([dots("a", 40), dots("b", 10), dots("c", 20), [7, 7, 7, 7, 7]])
        return rig
    }

    /// End goes to the bottom of the estimated content: measuring section 2 there shortens
    /// it by two rows and the viewport moves up onto section 1, which must be measured too.
    @Test func endShowsTheSectionsAboveTheLastMeasured() {
        let rig = makeRig()
        #expect(rig.draw() == Array(repeating: "a a a a a a a a a a ", count: 4))

        let lines = rig.press(.end)

        #expect(
            lines == [
                "b b b b b b b b b b ",
                "c c c c c c c c c c ",
                "c c c c c c c c c c ",
                " 7   7   7   7   7  ",
            ])
        #expect(rig.host.layout.frame(of: .item(itemPath(5, 1))) == Rect(x: 10, y: 4, width: 1, height: 1))
        #expect(rig.host.layout.contentSize.height == 8)
        #expect(rig.host.cursor == itemPath(4, 3))
        #expect(rig.reported.isEmpty)
    }
}
