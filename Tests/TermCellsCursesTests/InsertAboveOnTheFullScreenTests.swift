import TermCells
import Testing

@_spi(Testing) @testable import TermCellsCurses

/// `Application.insertAbove` on the full screen, where there is no block to print above: no
/// trap, nothing printed, an anomaly that says why, and `false` for the caller.
@MainActor @Suite struct InsertAboveOnTheFullScreenTests {
    @Test func nothingIsPrintedAndAnAnomalySaysWhy() throws {
        let terminal = try CursesTerminal.offscreen(size: Size(width: 20, height: 5))
        let application = Application(terminal: terminal)
        var received: [String] = []
        let previous = AnomalyLog.sink
        AnomalyLog.sink = { received.append($0) }
        defer { AnomalyLog.sink = previous }
        #expect(!application.insertAbove(["one", "two"]))
        #expect(
            received == [
                "insertAbove needs inline mode (ScreenMode.inline) and a terminal not given back: 2 lines not printed"
            ])
    }
}
