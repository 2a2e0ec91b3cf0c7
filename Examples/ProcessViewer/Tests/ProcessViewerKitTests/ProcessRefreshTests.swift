import Foundation
import ProcessViewerKit
import TermCells
import TermCellsTesting
import Testing

/// Samples that arrive while the list is on screen, as the program's refresher delivers them:
/// from a task, on the main actor, with nothing asking for a frame.
@MainActor
@Suite struct ProcessRefreshTests {
    let processes = ProcessEntry.samples

    /// The list's rows with the cursor's row marked (it stands out; the terminal's cursor is
    /// the filter field's, which holds the focus), under the filter line.
    private func listRows(_ view: ScreenDriver<DrawAndHandle>) -> [String] {
        view.text(marking: \.standsOut).split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(
            String.init)
    }

    @Test func aSampleShownFromATaskAppearsOnceTheScreenSettles() async throws {
        let screen = ProcessScreen()
        screen.show(processes)
        let view = ScreenDriver(width: 44, height: 7, draw: screen.draw(in:), handle: screen.handle)
        #expect(
            listRows(view) == [
                "Running (1)",
                "«       42  swift-build ▲                 97%»",
                "Sleeping (2)",
                "        7  sshd                           1%",
                "        1  init                           0%",
            ])
        var next = processes
        next[1].state = .sleeping
        next[1].cpu = 0
        Task { screen.show(next) }
        try await view.waitUntilSettled()
        // The busy process fell asleep: the cursor went with it, to the end of the list.
        #expect(
            listRows(view) == [
                "Sleeping (3)",
                "        7  sshd                           1%",
                "        1  init                           0%",
                "«       42  swift-build                    0%»",
            ])
    }
}
