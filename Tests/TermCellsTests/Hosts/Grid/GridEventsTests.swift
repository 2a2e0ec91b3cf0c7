import Testing

@testable import TermCells

private struct Fruit: Equatable {
    var name: String
    var big = false
}

private final class FruitCell: GridCell, ModelTransfer {
    func update(with model: Fruit) { text = model.name }
}

private final class TitleHeader: SupplementaryView, ModelTransfer {
    func update(with model: String) { text = "# " + model }
}

@MainActor
@Suite struct GridEventsTests {
    private func fruits(_ names: String...) -> [Fruit] { names.map { Fruit(name: $0) } }

    @Test func selectionHighlightAndDisplayEventsReachTheMapping() {
        var log: [String] = []
        let rig = GridRig(width: 11, height: 2)
        rig.manager.register(FruitCell.self) { mapping in
            mapping.didSelect { cell, fruit, indexPath in
                log.append("select \(fruit.name) \(indexPath) \(cell.isSelected)")
            }
            mapping.didDeselect { _, fruit, _ in log.append("deselect \(fruit.name)") }
            mapping.didHighlight { cell, fruit, _ in log.append("highlight \(fruit.name) \(cell.isHighlighted)") }
            mapping.didUnhighlight { _, fruit, _ in log.append("unhighlight \(fruit.name)") }
            mapping.willDisplay { _, fruit, _ in log.append("show \(fruit.name)") }
            mapping.didEndDisplaying { _, fruit, _ in log.append("hide \(fruit.name)") }
            mapping.configure { _, fruit, _ in log.append("configure \(fruit.name)") }
            mapping.shouldSelect { _, fruit, _ in fruit.name != "c" }
        }
        rig.storage.setItems(fruits("a", "b", "c", "d", "e", "f", "g"))
        rig.draw()
        #expect(
            log == [
                // The cursor lands on "a" before it is on screen: a configured view stands in.
                "configure a", "highlight a true",
                "configure a", "show a", "configure b", "show b", "configure c", "show c",
                "configure d", "show d", "configure e", "show e", "configure f", "show f",
            ])
        log.removeAll()
        rig.press(.enter)
        rig.press(.right)
        rig.press(.enter)
        #expect(
            log == [
                "select a [0, 0] true",
                "unhighlight a", "highlight b true",
                "deselect a", "select b [0, 1] true",
            ])
        log.removeAll()
        rig.press(.right)
        rig.press(.enter)
        #expect(log == ["unhighlight b", "highlight c true"])
        #expect(rig.host.selectedIndexPaths == [itemPath(1)])
        log.removeAll()
        rig.press(.down, times: 2)
        #expect(log.contains("hide a") && log.contains("show g"))
    }

    @Test func sizeForItemSizesItemsByModel() {
        let rig = GridRig(width: 12, height: 3)
        rig.manager.register(FruitCell.self) { mapping in
            mapping.sizeForItem { fruit, _ in fruit.big ? Size(width: 7, height: 2) : Size(width: 3, height: 1) }
        }
        rig.storage.setItems([Fruit(name: "a"), Fruit(name: "B", big: true), Fruit(name: "c")])
        #expect(rig.draw() == [" a          ", "       B    ", " c          "])
    }

    @Test func managerLevelSizeForItemAndReferenceSizesForHeaderAndFooter() {
        let rig = GridRig(width: 11, height: 7)
        rig.manager.register(FruitCell.self)
        rig.manager.registerHeader(TitleHeader.self) { mapping in
            mapping.referenceSizeForHeaderView { _, _ in Size(width: 0, height: 2) }
        }
        rig.manager.registerFooter(TitleHeader.self) { mapping in
            mapping.referenceSizeForFooterView { _, _ in Size(width: 0, height: 0) }
        }
        rig.manager.sizeForItem(withItem: Fruit.self) { fruit, _ in Size(width: fruit.big ? 7 : 3, height: 1) }
        rig.storage.setItems([Fruit(name: "a", big: true), Fruit(name: "b")])
        rig.storage.setSectionHeaderModels(["Top"])
        rig.storage.setSectionFooterModels(["hidden"])
        #expect(
            rig.draw() == [
                "# Top      ",
                "           ",
                "   a     b ",
                "           ",
                "           ",
                "           ",
                "           ",
            ])
        #expect(rig.host.layout.flow.contentHeight == 3)
    }

    @Test func supplementaryDisplayEventsAtManagerLevel() {
        var log: [String] = []
        let rig = GridRig(width: 11, height: 3)
        rig.manager.register(FruitCell.self)
        rig.manager.registerHeader(TitleHeader.self)
        rig.manager.registerSupplementary(TitleHeader.self, ofKind: "note")
        rig.manager.willDisplayHeaderView(TitleHeader.self) { _, title, indexPath in
            log.append("header \(title) \(indexPath.section)")
        }
        rig.manager.willDisplaySupplementaryView(TitleHeader.self, forElementKind: "note") { _, title, _ in
            log.append("note \(title)")
        }
        rig.manager.didEndDisplayingSupplementaryView(TitleHeader.self, forElementKind: .header) { _, title, _ in
            log.append("end header \(title)")
        }
        rig.storage.setItems(Array(repeating: Fruit(name: "x"), count: 30))
        rig.storage.setSectionHeaderModels(["S0"])
        rig.storage.setSupplementaries(["n0"], forKind: "note")
        rig.draw()
        #expect(log == ["header S0 0", "note n0"])
        rig.press(.down, times: 3)
        #expect(log == ["header S0 0", "note n0", "end header S0"])
        rig.manager.willDisplayFooterView(TitleHeader.self) { _, _, _ in }
        #expect(rig.reported.contains { if case .eventForUnregisteredView = $0 { return true } else { return false } })
    }

    @Test func eventsOnItemsNotOnScreenGetATemporaryConfiguredView() {
        var selected: [String] = []
        let rig = GridRig(width: 11, height: 1)
        rig.manager.register(FruitCell.self) { mapping in
            mapping.didSelect { cell, fruit, _ in selected.append("\(cell.text)=\(fruit.name)") }
        }
        rig.storage.setItems(fruits("a", "b", "c", "d", "e", "f", "g"))
        rig.draw()
        rig.host.selectItem(at: itemPath(6))
        #expect(selected == ["g=g"])
    }

    @Test func missingMappingAndNilModelShowPlaceholders() {
        let rig = GridRig(width: 20, height: 2, itemSize: Size(width: 20, height: 1))
        rig.storage.setItems([42])
        let lines = rig.draw()
        #expect(lines[0].hasPrefix("⚠ no cell mapping"))
        #expect(rig.reported.contains { if case .noMapping = $0 { return true } else { return false } })
    }

    @Test func unregisterRemovesTheMappingAndTheHostRegistration() {
        let rig = GridRig(width: 20, height: 1, itemSize: Size(width: 20, height: 1))
        rig.manager.register(FruitCell.self)
        rig.manager.registerHeader(TitleHeader.self)
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "FruitCell") != nil)
        rig.manager.unregister(FruitCell.self)
        rig.manager.unregisterHeader(TitleHeader.self)
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "FruitCell") == nil)
        #expect(rig.host.reuseQueues.registration(kind: .header, identifier: "TitleHeader") == nil)
        #expect(rig.manager.mappings.isEmpty)
    }

    @Test func conditionalMappingsPickTheCellPerSectionAndModel() {
        let rig = GridRig(width: 11, height: 2)
        rig.manager.register(LetterCell.self) { $0.condition = .section(0) }
        rig.manager.register(GridCell.self, for: String.self) { mapping in
            mapping.condition = mapping.modelCondition { _, indexPath in indexPath.section == 1 }
        } handler: { cell, model, _ in
            cell.text = model.uppercased()
        }
        rig.storage.setItems(["a", "b"], forSection: 0)
        rig.storage.setItems(["c"], forSection: 1)
        #expect(rig.draw() == [" a   b     ", " C         "])
    }
}
