import Foundation
import ProcessViewerKit
import TermCells
import TermCellsTesting
import Testing

@MainActor
@Suite struct ProcessScreenTests {
    let processes = ProcessEntry.samples

    private func driver(_ screen: ProcessScreen) -> ScreenDriver<DrawAndHandle> {
        ScreenDriver(width: 44, height: 7, draw: screen.draw(in:), handle: screen.handle)
    }

    /// Where the cursor is, in the words of a UIKit test: an `IndexPath`, Foundation's.
    private func process(at indexPath: IndexPath, of screen: ProcessScreen) -> String? {
        (screen.manager.memoryStorage.item(at: indexPath) as? ProcessEntry)?.name
    }

    @Test func processesAreGroupedByStateAndBusyOnesStandOut() {
        let screen = ProcessScreen()
        screen.show(processes)
        let view = driver(screen)
        expectScreen(
            view,
            """
            Filter: by name · Enter chooses · Esc quits
            Running (1)
                   42  swift-build ▲                 97%
            Sleeping (2)
                    7  sshd                           1%
                    1  init                           0%
            """)
    }

    @Test func theCursorFollowsItsProcessWhenItFallsAsleep() {
        let screen = ProcessScreen()
        screen.show(processes)
        let view = driver(screen)
        #expect(process(at: IndexPath(item: 0, section: 0), of: screen) == "swift-build")
        #expect(screen.highlighted?.name == "swift-build")
        var next = processes
        next[1].state = .sleeping
        next[1].cpu = 0
        screen.show(next)
        view.redraw()
        #expect(screen.highlighted?.name == "swift-build")
        expectScreen(
            view,
            """
            Filter: «b»y name · Enter chooses · Esc quits
            Sleeping (3)
                    7  sshd                           1%
                    1  init                           0%
            «       42  swift-build                    0%»
            """, marking: \.standsOut)
    }

    @Test func typingFiltersByNameAndEnterChooses() {
        let screen = ProcessScreen()
        var chosen: ProcessEntry?
        screen.onChoose = { chosen = $0 }
        screen.show(processes)
        let view = driver(screen)
        view.type("ss")
        expectScreen(
            view,
            """
            Filter: ss▏
            Sleeping (1)
                    7  sshd                           1%
            """)
        view.press(.enter)
        #expect(chosen?.id == 7)
    }

    @Test func theFilterIsATextFieldWhoseKeysEditItAndTheRestGoToTheList() {
        let screen = ProcessScreen()
        screen.show(processes)
        let view = driver(screen)
        // A paste is one filter change; its newline is not Enter.
        view.send(.paste("s\n"))
        #expect(screen.filter == "s")
        view.press(.down)
        #expect(screen.highlighted?.name == "sshd")
        view.type("w")
        view.press(.left)
        expectScreen(
            view,
            """
            Filter: s«w»
            Running (1)
            «       42  swift-build ▲                 97%»
            """, marking: \.standsOut)
        view.press(.control("k"))
        view.press(.backspace)
        expectScreen(
            view,
            """
            Filter: by name · Enter chooses · Esc quits
            Running (1)
                   42  swift-build ▲                 97%
            Sleeping (2)
                    7  sshd                           1%
                    1  init                           0%
            """)
    }
}

/// The program's content as `Application` runs it, driven offscreen: the keys that end the
/// program and the status they end it with.
@MainActor
@Suite struct ViewerContentTests {
    let processes = [
        ProcessEntry(id: 7, name: "sshd", state: .sleeping, cpu: 1),
        ProcessEntry(id: 1, name: "init", state: .sleeping),
    ]

    @Test func enterChoosesTheProcessAndQuitsWithZero() throws {
        let content = ViewerContent()
        content.screen.show(processes)
        let screen = try ScreenDriver(application: content, width: 44, height: 5)
        expectScreen(
            screen,
            """
            Filter: «b»y name · Enter chooses · Esc quits
            Sleeping (2)
            «        7  sshd                           1%»
                    1  init                           0%
            """, marking: \.standsOut)
        screen.press(.down)
        screen.press(.enter)
        #expect(content.chosen?.name == "init")
        #expect(screen.content.application.exitStatus == 0)
    }

    @Test func aBusyProcessIsChosenToo() throws {
        let content = ViewerContent()
        content.screen.show(processes + [ProcessEntry(id: 42, name: "swift-build", state: .running, cpu: 97)])
        let screen = try ScreenDriver(application: content, width: 44, height: 6)
        #expect(screen.lines[2] == "       42  swift-build ▲                 97%")
        screen.press(.enter)
        #expect(content.chosen?.id == 42)
        #expect(screen.content.application.exitStatus == 0)
    }

    @Test func escapeQuitsWith130AndChoosesNothing() throws {
        let content = ViewerContent()
        content.screen.show(processes)
        let screen = try ScreenDriver(application: content, width: 44, height: 5)
        screen.press(.escape)
        #expect(content.chosen == nil)
        #expect(screen.content.application.exitStatus == 130)
    }
}
