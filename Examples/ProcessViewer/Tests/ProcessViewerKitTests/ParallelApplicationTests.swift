import ProcessViewerKit
import TermCells
import TermCellsTesting
import Testing

/// Application-level tests as a user's package writes them, with no `.serialized`: two suites
/// whose tests each make an offscreen application of their own and drive it a step at a time,
/// awaiting between the steps, so that Swift Testing runs them beside each other and their
/// screens are made, drawn, resized and freed in between one another's steps.
@MainActor
@Suite struct FilteringApplicationTests {
    let processes = ProcessEntry.samples

    /// The program on an offscreen terminal, showing `processes`.
    private func start(width: Int = 44, height: Int = 7) throws -> ScreenDriver<OffscreenApplication<ViewerContent>> {
        let content = ViewerContent()
        content.screen.show(processes)
        return try ScreenDriver(application: content, width: width, height: height)
    }

    @Test func typingFiltersTheList() async throws {
        let screen = try start()
        for character in "ss" {
            screen.type(String(character))
            await Task.yield()
        }
        try await screen.waitForText("Filter: ss")
        expectScreen(
            screen,
            """
            Filter: ss▏
            Sleeping (1)
                    7  sshd                           1%
            """)
    }

    @Test func clearingTheFilterShowsEveryProcessAgain() async throws {
        let screen = try start()
        screen.type("init")
        await Task.yield()
        try await screen.waitUntil { $0.lines.count > 2 && $0.lines[2].contains("init") }
        screen.press(.backspace, times: 4)
        await Task.yield()
        try await screen.waitForText("Sleeping (2)")
        expectScreen(
            screen, rows: 1..<6,
            """
            Running (1)
                   42  swift-build ▲                 97%
            Sleeping (2)
                    7  sshd                           1%
                    1  init                           0%
            """)
    }

    @Test func aSampleFromATaskReachesTheScreen() async throws {
        let screen = try start()
        var next = processes
        next[1].state = .sleeping
        next[1].cpu = 0
        let shown = screen.content.content.screen
        Task { shown.show(next) }
        try await screen.waitForText("Sleeping (3)")
        #expect(!screen.text.contains("Running"))
    }

    @Test func aResizeRedrawsAtTheNewSize() async throws {
        let screen = try start(width: 40, height: 7)
        await Task.yield()
        screen.resize(width: 50, height: 8)
        await Task.yield()
        try await screen.waitUntil { $0.size == Size(width: 50, height: 8) }
        let row = screen.lines[2]
        #expect(row.hasPrefix("       42  swift-build ▲") && row.hasSuffix("97%") && row.count == 50, "\(row)")
    }
}

@MainActor
@Suite struct ChoosingApplicationTests {
    let processes = ProcessEntry.samples

    private func start(width: Int = 44, height: Int = 7) throws -> ScreenDriver<OffscreenApplication<ViewerContent>> {
        let content = ViewerContent()
        content.screen.show(processes)
        return try ScreenDriver(application: content, width: width, height: height)
    }

    @Test func enterChoosesTheBusyProcess() async throws {
        let screen = try start()
        await Task.yield()
        screen.press(.enter)
        await Task.yield()
        #expect(screen.content.content.chosen?.id == 42)
        #expect(screen.content.application.exitStatus == 0)
    }

    @Test func downThenEnterChoosesTheNextOne() async throws {
        let screen = try start()
        screen.press(.down)
        await Task.yield()
        try await screen.waitUntil { _ in screen.content.content.screen.highlighted?.name == "sshd" }
        screen.press(.enter)
        #expect(screen.content.content.chosen?.name == "sshd")
    }

    @Test func escapeQuitsWith130() async throws {
        let screen = try start(width: 30, height: 5)
        await Task.yield()
        screen.press(.escape)
        await Task.yield()
        #expect(screen.content.content.chosen == nil)
        #expect(screen.content.application.exitStatus == 130)
    }

    @Test func eachScreenKeepsItsOwnSizeAndText() async throws {
        let screen = try start(width: 36, height: 6)
        for step in 0..<20 {
            screen.press(step.isMultiple(of: 2) ? .down : .up)
            await Task.yield()
            #expect(screen.size == Size(width: 36, height: 6))
            #expect(screen.lines.first?.hasPrefix("Filter:") == true)
        }
    }
}
