import Foundation
import TermCells
import TermCellsTesting
import Testing

private final class NameCell: TableCell, ModelTransfer {
    func update(with model: String) { text = model }
}

private final class FolderCell: OutlineCell, ModelTransfer {
    func update(with model: String) { text = model }
}

/// Answers a loader when the test says so.
private actor Answer {
    private var waiting: CheckedContinuation<Void, Never>?
    private var given = false

    func wait() async {
        if given { return }
        await withCheckedContinuation { waiting = $0 }
    }

    func give() {
        given = true
        waiting?.resume()
        waiting = nil
    }
}

/// A folder whose children come from `loader`, in a table on a 20 × 4 screen.
@MainActor
private func folderScreen(
    loader: @escaping @Sendable (any Sendable) async throws -> [OutlineChild]
) -> (ScreenDriver<TableManager>, OutlineStorage) {
    let manager = TableManager()
    manager.host.showsScrollIndicator = false
    manager.register(FolderCell.self)
    manager.register(OutlineStatusCell.self)
    let outline = OutlineStorage()
    outline.childLoader = loader
    manager.storage = outline
    outline.appendSection()
    outline.insert("docs", isExpandable: true)
    return (ScreenDriver(manager, width: 20, height: 4), outline)
}

/// How long a wait that needs the cooperative pool may take here: an outline's loader runs on
/// it, and the end-to-end tests running beside these hold its threads for minutes.
private let poolDeadline = Duration.seconds(600)

@MainActor
@Suite struct ScreenSettlingTests {
    @Test func anOutlinesChildrenShowOnceTheScreenSettles() async throws {
        let (screen, outline) = folderScreen { _ in
            try await Task.sleep(for: .milliseconds(20))
            return [OutlineChild("guide"), OutlineChild("faq")]
        }
        outline.expand(outline.topNodes(inSection: 0)[0])
        screen.redraw()
        #expect(screen.lines[1].contains("Loading"))
        try await screen.waitUntilSettled(timeout: poolDeadline)
        expectScreen(
            screen,
            """
             ▾ docs
                 guide
                 faq
            """)
    }

    @Test func aFeedsPushesAreDrainedByTheContentAndShown() async throws {
        let manager = TableManager()
        manager.register(NameCell.self)
        let feed = StorageFeed<String>(into: manager.memoryStorage)
        let screen = ScreenDriver(
            width: 20, height: 3,
            draw: { canvas in
                feed.drain()
                manager.host.draw(in: canvas)
            },
            handle: { manager.host.handle($0) })
        await Task.detached { feed.append(contentsOf: ["one", "two"]) }.value
        try await screen.waitUntilSettled()
        expectScreen(
            screen,
            """
            «  one               »
              two
            """, marking: .cursor)
    }

    /// A task that hops to the main actor with its update, as a program's refresher does.
    @Test func anUpdateQueuedForTheMainActorShows() async throws {
        let manager = TableManager()
        manager.register(NameCell.self)
        let screen = ScreenDriver(manager, width: 20, height: 3)
        Task { manager.memoryStorage.setItems(["late"], forSection: 0) }
        try await screen.waitUntilSettled()
        #expect(screen.lines[0] == "  late")
    }

    @Test func aLoaderThatHasNotAnsweredIsNamedAtTheDeadline() async throws {
        let answer = Answer()
        let (screen, outline) = folderScreen { _ in
            await answer.wait()
            return [OutlineChild("guide")]
        }
        outline.expand(outline.topNodes(inSection: 0)[0])
        let error = await #expect(throws: ScreenSettleTimeout.self) {
            try await screen.waitUntilSettled(timeout: .milliseconds(50))
        }
        #expect(error?.pending == ["1 outline load (a childLoader call that has not returned)"])
        #expect(
            error?.description
                == "the screen did not settle within 0.05 seconds; still pending: 1 outline load (a childLoader call that has not returned)"
        )
        await answer.give()
        try await screen.waitUntilSettled(timeout: poolDeadline)
        #expect(screen.lines[1] == "     guide")
    }

    @Test func aFeedNoFrameDrainsIsNamedAtTheDeadline() async throws {
        let manager = TableManager()
        manager.register(NameCell.self)
        let feed = StorageFeed<String>(into: manager.memoryStorage)
        let screen = ScreenDriver(manager, width: 20, height: 3)
        feed.append("never drained")
        let error = await #expect(throws: ScreenSettleTimeout.self) {
            try await screen.waitUntilSettled(timeout: .milliseconds(20))
        }
        #expect(
            error?.pending == ["1 StorageFeed whose pushes no frame has drained (call drain() before the hosts draw)"])
    }

    /// What another screen waits for (another test's, running beside this one) is not waited for.
    @Test func aScreenWaitsOnlyForWhatItShows() async throws {
        let answer = Answer()
        let (other, outline) = folderScreen { _ in
            await answer.wait()
            return []
        }
        outline.expand(outline.topNodes(inSection: 0)[0])
        other.redraw()
        let manager = TableManager()
        manager.register(NameCell.self)
        manager.memoryStorage.setItems(["mine"], forSection: 0)
        let screen = ScreenDriver(manager, width: 20, height: 3)
        try await screen.waitUntilSettled(timeout: .seconds(10))
        #expect(screen.lines[0] == "  mine")
        await answer.give()
        try await other.waitUntilSettled(timeout: poolDeadline)
    }
}
