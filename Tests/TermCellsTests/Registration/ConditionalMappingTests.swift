import Testing

@testable import TermCells

// Seed "Mapping": ModelTransfer with a protocol model, conditional mappings, and how a model
// is resolved to a mapping.

private protocol Food {
    var name: String { get }
    var isVegan: Bool { get }
    var containsMeat: Bool { get }
}

private class Apple: Food {
    var name: String { "Apple" }
    var isVegan: Bool { true }
    var containsMeat: Bool { false }
}

private class Carrot: Food {
    var name: String { "Carrot" }
    var isVegan: Bool { true }
    var containsMeat: Bool { false }
}

private class Steak: Food {
    var name: String { "Steak" }
    var isVegan: Bool { false }
    var containsMeat: Bool { true }
}

private final class FoodCell: TableCell, ModelTransfer {
    func update(with model: Food) { text = model.name }
}

private final class VeganFoodCell: TableCell, ModelTransfer {
    func update(with model: Food) { text = "vegan " + model.name }
}

private final class MeatContainingFoodCell: TableCell, ModelTransfer {
    func update(with model: Food) { text = "meat " + model.name }
}

private class Animal {
    let name: String
    init(name: String) { self.name = name }
}

private final class Dog: Animal {}

private final class EvenCell: TableCell {}
private final class OddCell: TableCell {}
private final class SectionZeroCell: TableCell {}
private final class SectionOneCell: TableCell {}

@MainActor
@Suite struct ConditionalMappingTests {
    @Test func modelTransferCellForAProtocolShowsEveryConformingClass() {
        let rig = TableRig(width: 12, height: 2)
        rig.manager.register(FoodCell.self)
        rig.storage.setItems([Apple(), Carrot()])

        #expect(rig.draw() == [padded("  Apple", 12), padded("  Carrot", 12)])
        #expect(rig.reported.isEmpty)
    }

    @Test func veganAndMeatModelConditionsPickTheCellPerModel() {
        let rig = TableRig(width: 16, height: 3)
        rig.manager.register(VeganFoodCell.self) { mapping in
            mapping.condition = mapping.modelCondition { food, indexPath in
                food.isVegan
            }
        }
        rig.manager.register(MeatContainingFoodCell.self) { mapping in
            mapping.condition = mapping.modelCondition { food, indexPath in
                food.containsMeat
            }
        }
        rig.storage.setItems([Apple(), Steak(), Carrot()])

        #expect(rig.draw() == [padded("  vegan Apple", 16), padded("  meat Steak", 16), padded("  vegan Carrot", 16)])
        #expect(rig.host.reuseQueues.createdByIdentifier == ["VeganFoodCell": 2, "MeatContainingFoodCell": 1])
        #expect(rig.reported.isEmpty)
    }

    @Test func noneConditionMatchesEverySection() {
        let rig = TableRig(width: 10, height: 2)
        var defaultIsNone = false
        rig.manager.register(TextRowCell.self) { mapping in
            if case .none = mapping.condition { defaultIsNone = true }
        }
        rig.storage.setItems(["s0"], forSection: 0)
        rig.storage.setItems(["s1"], forSection: 1)

        #expect(defaultIsNone)
        #expect(rig.draw() == [padded("  s0", 10), padded("  s1", 10)])
        #expect(MappingCondition.none.matches(indexPath: itemPath(4, 9), model: 1))
    }

    @Test func sectionConditionPicksTheCellPerSection() {
        let rig = TableRig(width: 12, height: 3)
        rig.manager.register(SectionZeroCell.self, for: String.self) { mapping in
            mapping.condition = .section(0)
        } handler: { cell, model, _ in
            cell.text = "zero " + model
        }
        rig.manager.register(SectionOneCell.self, for: String.self) { mapping in
            mapping.condition = .section(1)
        } handler: { cell, model, _ in
            cell.text = "one " + model
        }
        rig.storage.setItems(["a", "b"], forSection: 0)
        rig.storage.setItems(["c"], forSection: 1)

        #expect(rig.draw() == [padded("  zero a", 12), padded("  zero b", 12), padded("  one c", 12)])
        #expect(rig.host.reuseQueues.createdByIdentifier == ["SectionZeroCell": 2, "SectionOneCell": 1])
        #expect(rig.reported.isEmpty)
    }

    @Test func customConditionSeesIndexPathAndModel() {
        let rig = TableRig(width: 12, height: 4)
        var seen: [String] = []
        rig.manager.register(EvenCell.self, for: String.self) { mapping in
            mapping.condition = .custom { indexPath, model in
                seen.append("\(indexPath) \(model)")
                return indexPath.item % 2 == 0
            }
        } handler: { cell, model, _ in
            cell.text = "even " + model
        }
        rig.manager.register(OddCell.self, for: String.self) { mapping in
            mapping.condition = .custom { indexPath, _ in indexPath.item % 2 == 1 }
        } handler: { cell, model, _ in
            cell.text = "odd " + model
        }
        rig.storage.setItems(["a", "b", "c", "d"])

        #expect(
            rig.draw() == [
                padded("  even a", 12), padded("  odd b", 12), padded("  even c", 12), padded("  odd d", 12),
            ])
        #expect(Set(seen) == ["[0, 0] a", "[0, 1] b", "[0, 2] c", "[0, 3] d"])
        #expect(rig.reported.isEmpty)
    }

    @Test func firstRegisteredMappingWinsWhenSeveralMatch() {
        let rig = TableRig(width: 14, height: 2)
        rig.manager.register(TableCell.self, for: String.self) { cell, model, _ in
            cell.text = "first " + model
        }
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["x", "y"])

        #expect(rig.draw() == [padded("  first x", 14), padded("  first y", 14)])
        #expect(rig.host.reuseQueues.createdByIdentifier == ["TableCell": 2])
        #expect(
            rig.reported == [
                .ambiguousMapping(
                    kind: "cell", modelType: "String", section: 0, candidates: ["TableCell", "TextRowCell"])
            ])
    }

    @Test func superclassMappingResolvesSubclassModels() {
        let rig = TableRig(width: 16, height: 2)
        rig.manager.register(TableCell.self, for: Animal.self) { cell, animal, _ in
            cell.text = "\(type(of: animal)) \(animal.name)"
        }
        rig.storage.setItems([Dog(name: "Rex"), Animal(name: "Any")])

        #expect(rig.draw() == [padded("  Dog Rex", 16), padded("  Animal Any", 16)])
        #expect(rig.reported.isEmpty)
    }

    @Test func protocolMappingWithoutModelTransferResolvesConformingModels() {
        let rig = TableRig(width: 16, height: 3)
        rig.manager.register(TableCell.self, for: (any Food).self) { cell, food, _ in
            cell.text = food.name
            cell.detailText = food.isVegan ? "V" : "M"
        }
        rig.storage.setItems([Steak(), Apple(), Carrot()])

        #expect(rig.draw() == [padded("  Steak", 15) + "M", padded("  Apple", 15) + "V", padded("  Carrot", 15) + "V"])
        #expect(rig.reported.isEmpty)
    }

    @Test func optionalModelsAreUnwrappedForCellsAndHeaders() {
        let rig = TableRig(width: 12, height: 3)
        rig.manager.register(TextRowCell.self)
        rig.storage.setSectionHeaderModels([Optional("Title") as Any])
        rig.storage.setItems([Optional("once") as Any, Optional(Optional("twice")) as Any])

        #expect(rig.draw() == [padded("Title", 12), padded("  once", 12), padded("  twice", 12)])
        #expect(rig.isBold(row: 0))
        #expect(rig.reported.isEmpty)
    }

    @Test func nilModelShowsAPlaceholderAndIsReported() {
        let rig = TableRig(width: 28, height: 2)
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["here", Optional<String>.none as Any])

        #expect(rig.draw() == [padded("  here", 28), padded("⚠ nil cell model at [0, 1]", 28)])
        #expect(rig.buffer.style(at: Point(x: 0, y: 1))?.foreground == .red)
        #expect(rig.reported == [.nilModel(kind: "cell", indexPath: itemPath(1))])
        #expect(rig.reported.map(\.description) == ["the cell model at [0, 1] is nil"])
    }
}
