import Testing

@testable import TermCells

/// A grid's sections sized item by item are measured before they are drawn, and measured
/// again when their data changes: the grid looks as one freshly laid out from the same data.
@MainActor @Suite struct GridPerItemMeasuringTests {
    struct Dot { let letter: String }

    final class DotCell: GridCell, ModelTransfer {
        func update(with model: Dot) { text = model.letter }
    }

    final class NumberCell: GridCell, ModelTransfer {
        func update(with model: Int) { text = "\(model)" }
    }

    /// End goes to the bottom of the estimated content: measuring section 2 there shortens
    /// it by two rows, and the viewport, held to the content, slides up onto section 1, which
    /// must be measured too (the misuse fuzz's seed 0xc7887e958e8223db, shrunk).
    @Test func endShowsTheSectionsAboveTheLastMeasured() {
        // 20×4, estimates of 3×1 (five a row), dots measured 1×1 (ten a row).
        let rig = GridRig(width: 20, height: 4)
        rig.manager.register(DotCell.self) { mapping in
            mapping.sizeForItem { _, _ in Size(width: 1, height: 1) }
        }
        rig.manager.register(NumberCell.self)
        let dots = { (letter: String, count: Int) in (0..<count).map { _ in Dot(letter: letter) } as [Any] }
        rig.storage.setItemsForAllSections([dots("a", 40), dots("b", 10), dots("c", 20), [7, 7, 7, 7, 7]])
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

    /// A storage reporting that a whole section changed (`updateSection`) may have changed
    /// the size of each of its items: the section is measured again, not drawn at the
    /// sizes of its old models.
    @Test func anUpdatedSectionIsMeasuredAgain() {
        let rig = GridRig(width: 12, height: 2)
        let widths = WidthBox(1)
        rig.manager.register(DotCell.self) { mapping in
            mapping.sizeForItem { _, _ in Size(width: widths.value, height: 1) }
        }
        rig.storage.setItems((0..<4).map { _ in Dot(letter: "d") })
        #expect(rig.draw() == ["d d d d     ", "            "])

        widths.value = 5
        rig.host.apply(StorageUpdate(changes: [.updateSection(0)]))

        #expect(rig.draw() == ["  d     d   ", "  d     d   "])
        #expect(rig.host.layout.frame(of: .item(itemPath(3))) == Rect(x: 6, y: 1, width: 5, height: 1))
    }

    /// A row is as tall as its tallest item: with the viewport starting on the row's second
    /// line, the shorter items beside the tall one are off screen. They were walked with their
    /// row, though the host had parked them as off screen, so every frame dequeued them again
    /// (the misuse fuzz's seed 0xdda4023fea4bd32d, a nil model reported on each draw).
    @Test func itemsShorterThanTheirRowOffScreenAreNotDequeuedEachFrame() {
        let rig = GridRig(width: 11, height: 2)
        var dequeued: [String] = []
        rig.manager.register(DotCell.self) { mapping in
            mapping.sizeForItem { dot, _ in Size(width: 3, height: dot.letter == "t" ? 2 : 1) }
        } handler: { _, dot, indexPath in
            dequeued.append("\(dot.letter)\(indexPath.item)")
        }
        rig.storage.setItems(["t", "s", "s", "u", "u", "u"].map { Dot(letter: $0) })
        #expect(rig.draw() == ["     s   s ", " t         "])
        dequeued.removeAll()

        rig.host.scroll(toContentOffset: 1)
        let first = rig.draw()
        let second = rig.draw()

        #expect(first == [" t         ", " u   u   u "])
        #expect(second == first)
        #expect(dequeued == ["u3", "u4", "u5"])
        #expect(rig.host.displayedViews.keys.sorted { "\($0)" < "\($1)" } == [0, 3, 4, 5].map { .item(itemPath($0)) })
    }
}

/// A width the tests change between two draws.
@MainActor private final class WidthBox {
    var value: Int
    init(_ value: Int) { self.value = value }
}
