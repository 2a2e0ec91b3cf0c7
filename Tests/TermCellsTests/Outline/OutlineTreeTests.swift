import Testing

@testable import TermCells

@MainActor
@Suite struct OutlineTreeTests {
    /// A section without header: `docs` (opens, children from the gate) and `readme`.
    private func docsTree() -> (TableRig, OutlineStorage, LoaderGate) {
        let (rig, outline) = makeOutlineRig()
        let gate = LoaderGate()
        outline.childLoader = { model in try await gate.load(model as? String ?? "") }
        outline.appendSection()
        outline.insert("docs", isExpandable: true)
        outline.insert("readme")
        return (rig, outline, gate)
    }

    @Test func aNodeShowsLoadingUntilItsChildrenArriveThenShowsThem() async {
        let (rig, outline, gate) = docsTree()
        #expect(rig.draw() == outlineScreen([" ▸ docs", "   readme"]))
        #expect(rig.press(.right) == outlineScreen([" ▾ docs", "     Loading…", "   readme"]))
        #expect(outline.topNodes(inSection: 0)[0].loadState == .loading)
        await gate.finish("docs", with: .success([OutlineChild("guide", isExpandable: true), OutlineChild("faq")]))
        #expect(await settle { outline.topNodes(inSection: 0)[0].loadState == .loaded })
        #expect(rig.draw() == outlineScreen([" ▾ docs", "   ▸ guide", "     faq", "   readme"]))
        #expect(rig.host.cursor == itemPath(0))
        // Right on an open node moves to its first child; Left there goes back to the parent.
        rig.press(.right)
        #expect(rig.host.cursor == itemPath(1))
        rig.press(.down)
        rig.press(.left)
        #expect(rig.host.cursor == itemPath(0))
        #expect(rig.press(.left) == outlineScreen([" ▸ docs", "   readme"]))
    }

    @Test func aFailedLoadIsARowAndOpeningAgainRetries() async {
        let (rig, outline, gate) = docsTree()
        rig.draw()
        rig.press(.enter)
        await gate.finish("docs", with: .failure(LoaderFailure(description: "Permission denied\nmore")))
        let docs = outline.topNodes(inSection: 0)[0]
        #expect(await settle { docs.loadState == .failed("Permission denied") })
        #expect(rig.draw() == outlineScreen([" ▾ docs", "     ! Permission d…", "   readme"]))
        rig.press(.down)
        rig.press(.left)
        #expect(rig.host.cursor == itemPath(0))
        rig.press(.enter)
        #expect(rig.press(.enter) == outlineScreen([" ▾ docs", "     Loading…", "   readme"]))
        await gate.finish("docs", with: .success([OutlineChild("faq")]))
        #expect(await settle { docs.loadState == .loaded })
        #expect(rig.draw() == outlineScreen([" ▾ docs", "     faq", "   readme"]))
    }

    @Test func childrenArrivingWhileTheTreeChangesLandUnderTheirNode() async {
        let (rig, outline, gate) = docsTree()
        rig.draw()
        let docs = outline.topNodes(inSection: 0)[0]
        outline.expand(docs)
        // Updates in flight: a sibling above, the node closed, a row below removed.
        outline.insert("intro", at: 0)
        outline.collapse(docs)
        outline.remove(outline.topNodes(inSection: 0)[2])
        await gate.finish("docs", with: .success([OutlineChild("a"), OutlineChild("b")]))
        #expect(await settle { docs.loadState == .loaded })
        #expect(rig.draw() == outlineScreen(["   intro", " ▸ docs"]))
        outline.expand(docs)
        #expect(rig.draw() == outlineScreen(["   intro", " ▾ docs", "     a", "     b"]))
    }

    @Test func aRemovedNodesLateChildrenAreDropped() async {
        let (rig, outline, gate) = docsTree()
        rig.draw()
        let docs = outline.topNodes(inSection: 0)[0]
        outline.expand(docs)
        outline.remove(docs)
        await gate.finish("docs", with: .success([OutlineChild("a")]))
        for _ in 0..<100 { await Task.yield() }
        #expect(docs.loadState == .loading)
        #expect(rig.draw() == outlineScreen(["   readme"]))
    }

    @Test func openNodesStayOpenUnderAClosedParentAndThroughMoves() {
        let (rig, outline) = makeOutlineRig(height: 8)
        outline.appendSection(header: "Root")
        let a = outline.insert("a", isExpandable: true)
        let b = outline.insert("b", isExpandable: true)
        let a1 = a.flatMap { outline.insert("a1", isExpandable: true, under: $0) }
        if let a1 { outline.insert("a1x", under: a1) }
        a1.map(outline.expand)
        a.map(outline.expand)
        #expect(rig.draw() == outlineScreen([" ▾ Root", "   ▾ a", "     ▾ a1", "         a1x", "   ▸ b"], height: 8))
        a.map(outline.collapse)
        #expect(rig.draw() == outlineScreen([" ▾ Root", "   ▸ a", "   ▸ b"], height: 8))
        // Move a (closed, with its open child) under b, then open both.
        if let a, let b { outline.move(a, under: b, to: 0) }
        b.map(outline.expand)
        a.map(outline.expand)
        #expect(
            rig.draw() == outlineScreen([" ▾ Root", "   ▾ b", "     ▾ a", "       ▾ a1", "           a1x"], height: 8))
    }

    @Test func openingANodeOfAHundredThousandChildrenIsOneRangedInsert() {
        let (rig, outline) = makeOutlineRig()
        outline.appendSection()
        guard let big = outline.insert("big", isExpandable: true) else {
            Issue.record("no node")
            return
        }
        outline.append(contentsOf: (0..<100_000).map { OutlineChild("n\($0)") }, under: big)
        outline.insert("after")
        rig.draw()
        let observer = StorageUpdatesObserver()
        outline.addObserver(observer)
        outline.expand(big)
        outline.collapse(big)
        outline.expand(big)
        #expect(
            observer.updates == [
                StorageUpdate(changes: [.insertItems(1..<100_001, inSection: 0), .updateItem(itemPath(0))]),
                StorageUpdate(changes: [.deleteItems(1..<100_001, inSection: 0), .updateItem(itemPath(0))]),
                StorageUpdate(changes: [.insertItems(1..<100_001, inSection: 0), .updateItem(itemPath(0))]),
            ])
        #expect(rig.draw() == outlineScreen([" ▾ big", "     n0", "     n1", "     n2", "     n3", "     n4"]))
        rig.press(.end)
        #expect(
            rig.draw()
                == outlineScreen([
                    "     n99995", "     n99996", "     n99997", "     n99998", "     n99999", "   after",
                ]))
        #expect(rig.host.cursor == itemPath(100_001))
    }
}
