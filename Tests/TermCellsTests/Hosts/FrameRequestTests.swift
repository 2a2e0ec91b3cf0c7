import Testing

@testable import TermCells

/// A host asks the running application for the frame that shows a storage update, whoever
/// made it (issue 33): through `FrameRequests`, once until that frame is drawn.
@MainActor
@Suite struct FrameRequestTests {
    /// Runs `body` with a counting listener installed as an application installs its own, and
    /// returns how many times it was called. Synchronous: no other test runs meanwhile.
    private func countingRequests(_ body: (_ frameDrawn: () -> Void) -> Void) -> Int {
        var requests = 0
        FrameRequests.isPending = false
        FrameRequests.onRequest = { requests += 1 }
        defer {
            FrameRequests.onRequest = nil
            FrameRequests.isPending = false
        }
        body { FrameRequests.isPending = false }
        return requests
    }

    private func makeRig() -> TableRig {
        let rig = TableRig(width: 12, height: 4)
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["a", "b"])
        rig.draw()
        return rig
    }

    @Test func storageUpdatesAskForOneFrameUntilItIsDrawn() {
        let rig = makeRig()
        let requests = countingRequests { frameDrawn in
            rig.storage.addItem("c")
            rig.storage.removeItem("a")
            frameDrawn()
            rig.storage.performUpdates { rig.storage.addItem("d") }
        }
        #expect(requests == 2)
    }

    /// The children a loader returns are applied on the main actor, by the loader's task,
    /// outside any key: they ask for their frame. Applied here as that task applies them, so
    /// that no other test's update is counted meanwhile.
    @Test func anOutlinesLoadedChildrenAskForTheirFrame() throws {
        let rig = TableRig(width: 12, height: 4)
        rig.manager.register(OutlineStatusCell.self)
        rig.manager.register(TextRowCell.self)
        let outline = OutlineStorage()
        outline.childLoader = { _ in [OutlineChild("child")] }
        rig.manager.storage = outline
        outline.appendSection()
        let node = try #require(outline.insert("folder", isExpandable: true))
        rig.draw()
        let requests = countingRequests { frameDrawn in
            outline.expand(node)  // the Loading… row
            frameDrawn()
            outline.finishLoading(node, generation: node.loadGeneration, result: .success([OutlineChild("child")]))
        }
        #expect(requests == 2)
        #expect(rig.draw().contains { $0.contains("child") })
    }

    @Test func aReloadAndAStorageSwapAskForAFrame() {
        let rig = makeRig()
        let requests = countingRequests { frameDrawn in
            rig.host.reloadData()
            frameDrawn()
            rig.manager.storage = MemoryStorage()
        }
        #expect(requests == 2)
    }

    /// `setNeedsDisplay()` asks for the frame, as UIKit's does; a mapping's event marks its
    /// view without asking (events run while a frame is drawn or a key handled).
    @Test func setNeedsDisplayAsksForAFrameAndAnEventDoesNot() {
        let rig = makeRig()
        let view = rig.host.visibleView(forItemAt: IndexPath(item: 0, section: 0))
        let requests = countingRequests { frameDrawn in
            view?.setNeedsDisplay()
            frameDrawn()
            rig.host.setNeedsDisplay()
            frameDrawn()
            rig.press(.down)
        }
        #expect(view != nil)
        #expect(requests == 2)
    }

    /// Nothing else on the key path asks: a key that moves the cursor changes no storage.
    @Test func aKeyThatChangesNoStorageAsksForNothing() {
        let rig = makeRig()
        let requests = countingRequests { _ in rig.press(.down) }
        #expect(requests == 0)
    }
}
