import Testing

@testable import TermCells

/// Only sections whose models are sized per item are measured item by item: a huge section
/// of another model type beside them stays arithmetic and is never measured.
@MainActor @Suite struct GridPerItemSizingTests {
    struct Swatch { let number: Int }

    @Test func aSectionOfAnotherModelTypeIsNotMeasuredItemByItem() {
        let rig = GridRig(width: 20, height: 6)
        var measured: [Int: Int] = [:]
        rig.manager.register(GridCell.self, for: Swatch.self) { mapping in
            mapping.sizeForItem { swatch, indexPath in
                measured[indexPath.section, default: 0] += 1
                return swatch.number % 2 == 0 ? Size(width: 5, height: 2) : Size(width: 3, height: 1)
            }
        } handler: { cell, swatch, _ in
            cell.text = "s\(swatch.number)"
        }
        rig.manager.register(GridCell.self, for: Int.self) { cell, number, _ in cell.text = "\(number)" }
        rig.storage.setItemsForAllSections([(0..<8).map { Swatch(number: $0) }, Array(0..<100_000)])
        rig.draw()
        rig.press(.end)
        #expect(rig.host.manager(sizesItemsIn: 0))
        #expect(!rig.host.manager(sizesItemsIn: 1))
        #expect(measured[1] == nil)
        #expect((measured[0] ?? 0) >= 8)
        #expect(rig.host.cursor == IndexPath(item: 99_999, section: 1))
    }
}

extension GridHost {
    @MainActor fileprivate func manager(sizesItemsIn section: Int) -> Bool {
        delegate?.host(self, sizesItemsIndividuallyInSection: section) ?? false
    }
}
