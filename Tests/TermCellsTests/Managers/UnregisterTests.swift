import Testing

@testable import TermCells

private struct Post: Equatable {
    var title: String
}

private final class PostCell: TableCell, ModelTransfer {
    func update(with model: Post) { text = model.title }
}

private final class ShoutingHeader: SupplementaryView, ModelTransfer {
    func update(with model: String) { text = model.uppercased() }
}

@MainActor
@Suite struct UnregisterTests {
    @Test func unregisterRemovesMappingEventsAndHostRegistration() {
        let rig = TableRig(width: 30, height: 2)
        var mappingSelections = 0
        var managerSelections = 0
        rig.manager.register(PostCell.self) { mapping in
            mapping.didSelect { _, _, _ in mappingSelections += 1 }
        }
        rig.manager.didSelect(PostCell.self) { _, _, _ in managerSelections += 1 }
        rig.storage.setItems([Post(title: "one"), Post(title: "two")])
        rig.draw()
        rig.press(.enter)
        #expect(mappingSelections == 1)
        #expect(managerSelections == 1)
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCell") != nil)

        rig.manager.unregister(PostCell.self)

        #expect(rig.manager.mappings.isEmpty)
        #expect(rig.host.reuseQueues.registration(kind: .cell, identifier: "PostCell") == nil)
        #expect(rig.draw() == [padded("⚠ no cell mapping for Post", 30), padded("⚠ no cell mapping for Post", 30)])
        #expect(rig.host.reuseQueues.parkedCount(kind: .cell, identifier: "PostCell") == 0)

        // Registered again without events: the old closures are gone with the old mapping.
        rig.manager.register(PostCell.self)
        rig.press(.down)
        rig.press(.enter)
        #expect(rig.draw() == [padded("  one", 30), padded("✓ two", 30)])
        #expect(mappingSelections == 1)
        #expect(managerSelections == 1)
    }

    @Test func unregisterHeaderFallsBackToTheTitleViewAndDropsHeaderEvents() {
        let rig = TableRig(width: 12, height: 2)
        var headerDisplays = 0
        rig.manager.register(TextRowCell.self)
        rig.manager.registerHeader(ShoutingHeader.self) { mapping in
            mapping.willDisplay { _, _, _ in headerDisplays += 1 }
        }
        rig.storage.setSectionHeaderModels(["Fruit"])
        rig.storage.setItems(["kiwi"])
        #expect(rig.draw() == [padded("FRUIT", 12), padded("  kiwi", 12)])
        #expect(headerDisplays == 1)

        rig.manager.unregisterHeader(ShoutingHeader.self)

        #expect(rig.draw() == [padded("Fruit", 12), padded("  kiwi", 12)])
        #expect(headerDisplays == 1)
        #expect(rig.manager.mappings.map(\.kind) == [.cell])
        #expect(rig.host.reuseQueues.registration(kind: .header, identifier: "ShoutingHeader") == nil)
        #expect(rig.reported.isEmpty)
    }

    @Test func unregisterFooterLeavesTheSameViewTypeRegisteredAsHeader() {
        let rig = TableRig(width: 12, height: 3)
        rig.manager.register(TextRowCell.self)
        rig.manager.registerHeader(ShoutingHeader.self)
        rig.manager.registerFooter(ShoutingHeader.self)
        rig.storage.setSectionHeaderModels(["top"])
        rig.storage.setSectionFooterModels(["bottom"])
        rig.storage.setItems(["mid"])
        #expect(rig.draw() == [padded("TOP", 12), padded("  mid", 12), padded("BOTTOM", 12)])

        rig.manager.unregisterFooter(ShoutingHeader.self)

        #expect(rig.draw() == [padded("TOP", 12), padded("  mid", 12), padded("bottom", 12)])
        #expect(rig.host.reuseQueues.registration(kind: .header, identifier: "ShoutingHeader") != nil)
        #expect(rig.host.reuseQueues.registration(kind: .footer, identifier: "ShoutingHeader") == nil)
    }

    @Test func unregisterSupplementaryRemovesOnlyThatKind() {
        let rig = TableRig(width: 12, height: 2)
        rig.manager.registerSupplementary(ShoutingHeader.self, ofKind: "badge")
        rig.manager.registerSupplementary(ShoutingHeader.self, ofKind: "note")

        rig.manager.unregisterSupplementary(ShoutingHeader.self, forKind: "badge")

        #expect(rig.manager.mappings.map(\.kind) == [.supplementary("note")])
        #expect(rig.host.reuseQueues.registration(kind: .supplementary("badge"), identifier: "ShoutingHeader") == nil)
        #expect(rig.host.reuseQueues.registration(kind: .supplementary("note"), identifier: "ShoutingHeader") != nil)
    }

    @Test func unregisteringATypeThatWasNeverRegisteredChangesNothing() {
        let rig = TableRig(width: 12, height: 1)
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["a"])
        rig.manager.unregister(PostCell.self)
        rig.manager.unregisterHeader(TextRowCell.self)

        #expect(rig.manager.mappings.count == 1)
        #expect(rig.draw() == [padded("  a", 12)])
        #expect(rig.reported.isEmpty)
    }
}
