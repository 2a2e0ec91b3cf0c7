import TermCells
import TermCellsTesting
import Testing

/// Five numbered rows under a coloured title, a status line at the bottom.
@MainActor
private func numberedScreen() -> ScreenDriver<DrawAndHandle> {
    ScreenDriver(
        width: 12, height: 7,
        draw: { canvas in
            canvas.fill(Rect(origin: .zero, size: canvas.size), style: .plain)
            _ = canvas.draw("Title", at: .zero, style: Style(background: .blue))
            for row in 1...5 { _ = canvas.draw("row \(row)", at: Point(x: 0, y: row)) }
            _ = canvas.draw("status", at: Point(x: 0, y: 6))
        }, handle: { _ in false })
}

@MainActor
@Suite struct RowRangeExpectationTests {
    @Test func onlyTheRowsOfTheRangeAreCompared() {
        let screen = numberedScreen()
        expectScreen(
            screen, rows: 2..<4,
            """
            row 2
            row 3
            """)
        expectScreen(screen, rows: 5..., "row 5\nstatus")
        expectScreen(screen, rows: 0...0, "«Title»", marking: \.standsOut)
        expectScreen(screen, rows: 0..<1, "Title", marking: .cursor)
    }

    @Test func aMismatchNamesTheScreensRowAndShowsOnlyTheRange() {
        let screen = numberedScreen()
        withKnownIssue {
            expectScreen(screen, rows: 2..<4, "row 2\nrow 4")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined()
                == """
                rows 2..<4 of the screen differ at row 3 (rows counted from 0, as the screen's lines are):
                  expected: "row 4"
                  actual:   "row 3"
                expected rows:
                  2 │row 2
                  3 │row 4
                actual rows:
                  2 │row 2
                  3 │row 3

                """
        }
    }

    @Test func aRangeBeyondTheScreenIsRecorded() {
        let screen = numberedScreen()
        withKnownIssue {
            expectScreen(screen, rows: 5..<9, "row 5\nstatus")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "rows 5..<9 reach beyond the screen's 7 rows (0..<7)"
        }
    }
}
