import Testing

@testable import TermCells

// The code samples of DTCollectionViewManager's "Registering views" (seed 000) and "Mapping"
// (seed 003) guides, translated to the terminal and drawn into a ScreenBuffer.

private protocol Food {
    var name: String { get }
    var isVegan: Bool { get }
    var containsMeat: Bool { get }
}

private final class Apple: Food {
    let name = "apple"
    let isVegan = true
    let containsMeat = false
}

private final class Carrot: Food {
    let name = "carrot"
    let isVegan = true
    let containsMeat = false
}

private final class Burger: Food {
    let name = "burger"
    let isVegan = false
    let containsMeat = true
}

private struct MenuItem {
    var title: String
}

private final class FoodCollectionViewCell: GridCell, ModelTransfer {
    func update(with model: Food) { text = model.name }
}

private final class VeganFoodCollectionViewCell: GridCell, ModelTransfer {
    func update(with model: Food) { text = "v:" + model.name }
}

private final class MeatContainingFoodCollectionViewCell: GridCell, ModelTransfer {
    func update(with model: Food) { text = "m:" + model.name }
}

private final class CollectionViewCell: GridCell, ModelTransfer {
    func update(with model: Int) { text = "#\(model)" }
}

private final class SupplementaryViewKind: SupplementaryView, ModelTransfer {
    func update(with model: String) { text = "[" + model + "]" }
}

private final class HeaderFooterView: SupplementaryView, ModelTransfer {
    func update(with model: String) { text = "= " + model }
}

@MainActor
@Suite struct CollectionGuideTests {
    // Seed 003: "ModelTransfer" — a cell for a protocol model, two conforming classes.
    @Test func modelTransferCellForAProtocolShowsEveryConformingModel() {
        let rig = GridRig(width: 17, height: 1, itemSize: Size(width: 8, height: 1))
        rig.manager.register(FoodCollectionViewCell.self)
        rig.manager.memoryStorage.setItems([Apple(), Carrot()] as [Food])
        #expect(rig.draw() == [" apple    carrot "])
        #expect(rig.reported.isEmpty)
    }

    // Seed 003: the same model resolved to different cells by model conditions.
    @Test func conditionalMappingsSplitOneModelTypeOverTwoCells() {
        let rig = GridRig(width: 26, height: 1, itemSize: Size(width: 8, height: 1))
        rig.manager.register(VeganFoodCollectionViewCell.self) { mapping in
            mapping.condition = mapping.modelCondition { food, _ in food.isVegan }
        }
        rig.manager.register(MeatContainingFoodCollectionViewCell.self) { mapping in
            mapping.condition = mapping.modelCondition { food, _ in food.containsMeat }
        }
        rig.manager.memoryStorage.setItems([Apple(), Burger(), Carrot()] as [Food])
        #expect(rig.draw() == ["v:apple  m:burger v:carrot"])
        #expect(rig.reported.isEmpty)
    }

    // Seed 003: "Without ModelTransfer" — handler fills the cell, events in the mapping closure.
    @Test func withoutModelTransferTheHandlerFillsTheCell() {
        var selected: [String] = []
        let rig = GridRig(width: 13, height: 1, itemSize: Size(width: 6, height: 1))
        rig.manager.register(GridCell.self, for: MenuItem.self) { mapping in
            mapping.didSelect { _, model, indexPath in selected.append("\(model.title) \(indexPath)") }
        } handler: { cell, model, _ in
            cell.text = model.title
        }
        rig.manager.memoryStorage.setItems([MenuItem(title: "Open"), MenuItem(title: "Quit")])
        #expect(rig.draw() == [" Open   Quit "])
        rig.press(.right)
        rig.press(.enter)
        #expect(selected == ["Quit [0, 1]"])
    }

    // Seeds 000 and 003: supplementary views of a custom kind, both forms, and headers and
    // footers of the flow layout.
    @Test func supplementaryViewsOfAnyKindAndHeadersAndFooters() {
        let rig = GridRig(width: 14, height: 5, itemSize: Size(width: 4, height: 1))
        rig.manager.register(CollectionViewCell.self)
        rig.manager.registerSupplementary(SupplementaryViewKind.self, ofKind: "SupplementaryKind")
        rig.manager.registerHeader(HeaderFooterView.self)
        rig.manager.registerFooter(SupplementaryView.self, for: String.self) { view, model, _ in
            view.text = "-- " + model
        }
        rig.manager.memoryStorage.setItems([1, 2, 3])
        rig.manager.memoryStorage.setSectionHeaderModels(["Header"])
        rig.manager.memoryStorage.setSupplementaries(["kind"], forKind: "SupplementaryKind")
        rig.manager.memoryStorage.setSectionFooterModels(["Footer"])
        #expect(
            rig.draw() == [
                "= Header      ",
                "[kind]        ",
                " #1   #2   #3 ",
                "-- Footer     ",
                "              ",
            ])
        let queues = rig.host.reuseQueues
        #expect(queues.registration(kind: .header, identifier: "HeaderFooterView")?.origin == .code)
        #expect(
            queues.registration(kind: .supplementary("SupplementaryKind"), identifier: "SupplementaryViewKind") != nil)
        #expect(queues.registration(kind: .footer, identifier: "SupplementaryView") != nil)
    }

    // Seed 000: "Registration" — the mapping closure runs once, before the view is registered,
    // and can change the reuse identifier and force code over a template.
    @Test func mappingClosureCustomisesTheRegistration() {
        let rig = GridRig(width: 11, height: 1)
        var runs = 0
        rig.manager.register(CollectionViewCell.self) { mapping in
            runs += 1
            #expect(mapping.templateName == "CollectionViewCell")
            mapping.templateName = nil
            mapping.reuseIdentifier = "Numbers"
        }
        rig.manager.memoryStorage.setItems([7, 8])
        #expect(rig.draw() == ["#7  #8     "])
        #expect(runs == 1)
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "Numbers") != nil)
        #expect(rig.host.reuseQueues.createdByIdentifier["Numbers"] == 2)
    }

    // Seed 000: "Can I unregister mappings?" — cells, headers, footers and custom kinds.
    @Test func unregisterEveryKind() {
        let rig = GridRig(width: 11, height: 1)
        rig.manager.register(CollectionViewCell.self)
        rig.manager.registerHeader(HeaderFooterView.self)
        rig.manager.registerFooter(HeaderFooterView.self)
        rig.manager.registerSupplementary(SupplementaryViewKind.self, ofKind: "foo")
        rig.manager.unregister(CollectionViewCell.self)
        rig.manager.unregisterHeader(HeaderFooterView.self)
        rig.manager.unregisterFooter(HeaderFooterView.self)
        rig.manager.unregisterSupplementary(SupplementaryViewKind.self, forKind: "foo")
        #expect(rig.manager.mappings.isEmpty)
        let queues = rig.host.reuseQueues
        #expect(queues.registration(kind: .cell, identifier: "CollectionViewCell") == nil)
        #expect(queues.registration(kind: .header, identifier: "HeaderFooterView") == nil)
        #expect(queues.registration(kind: .footer, identifier: "HeaderFooterView") == nil)
        #expect(queues.registration(kind: .supplementary("foo"), identifier: "SupplementaryViewKind") == nil)
    }
}
