import CNcursesw
import Testing

@testable import TermCellsCurses

/// Whole lines a canvas moves on the terminal's window are told to the frame writer
/// (``LineMove``): the writer makes the same scroll on the terminal and copies the moved lines
/// from what the terminal shows, instead of reading them back and searching where they went.
extension CursesCanvasTests {
    /// The text the writer believes row `y` of the terminal shows.
    func shownRow(_ writer: FrameWriter, _ y: Int) -> String {
        let start = writer.shownSlots[y] * writer.stride
        let cells = writer.shown[start..<start + writer.shownCounts[y]]
        return String(String.UnicodeScalarView(cells.compactMap { Unicode.Scalar(UInt32(bitPattern: $0.chars.0)) }))
    }

    /// A canvas over the whole window that reports to `report`, with rows "line 0", "line 1", …
    /// drawn and taken by a new writer as what the terminal shows.
    func writerAndCanvas(_ window: UnsafeMutablePointer<WINDOW>, report: CanvasReports, width: Int, height: Int)
        -> (FrameWriter, CursesCanvas)
    {
        let canvas = CursesCanvas(
            window: window, colorPairs: ColorPairs(enabled: false),
            bounds: Rect(x: 0, y: 0, width: width, height: height),
            canvasReports: report)
        for y in 0..<height { canvas.draw("line \(y)", at: Point(x: 0, y: y), width: width) }
        var writer = FrameWriter()
        writer.adopt(window)
        report.takesLineMoves = writer.takesLineMoves
        return (writer, canvas)
    }

    @Test func aToldLineMoveIsScrolledOnTheTerminalAndOnlyTheLinesDrawnAfterItAreWritten() throws {
        try withScreen(width: 12, height: 8) { window, _ in
            let report = CanvasReports()
            var (writer, canvas) = writerAndCanvas(window, report: report, width: 12, height: 8)
            #expect(report.takesLineMoves)
            // The content of rows 1 to 6 moves up two rows; the two rows it uncovers get new lines.
            #expect(canvas.moveRows(in: Rect(x: 0, y: 1, width: 12, height: 6), by: -2))
            #expect(report.lineMove == LineMove(top: 1, bottom: 6, distance: 2))
            #expect(
                (0..<8).map { is_linetouched(window, Int32($0)) } == [
                    false, false, false, false, false, true, true, false,
                ])
            canvas.draw("new 5", at: Point(x: 0, y: 5), width: 12)
            canvas.draw("new 6", at: Point(x: 0, y: 6), width: 12)
            var bytes: [UInt8] = []
            #expect(writer.appendChanges(of: window, lineMove: report.lineMove, to: &bytes))
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("\u{1B}[2;7r\u{1B}[2S\u{1B}[1;8r"), "\(text.debugDescription)")
            #expect(text.contains("new 5") && text.contains("new 6"), "\(text.debugDescription)")
            #expect(!text.contains("line"), "moved lines are not written again: \(text.debugDescription)")
            let expected = ["line 0", "line 3", "line 4", "line 5", "line 6", "new 5", "new 6", "line 7"].map {
                $0.padding(toLength: 12, withPad: " ", startingAt: 0)
            }
            #expect((0..<8).map { shownRow(writer, $0) } == expected)
            #expect((0..<8).map { row(window, Int32($0), width: 12) } == expected)
        }
    }

    /// The writer moves its copy of the terminal's rows as the terminal does by moving where
    /// each row is kept: only the rows scrolled in are written (blank, then as read back).
    @Test func aToldLineMoveMovesWhereTheShownRowsAreKeptNotTheirCells() throws {
        try withScreen(width: 12, height: 8) { window, _ in
            let report = CanvasReports()
            var (writer, canvas) = writerAndCanvas(window, report: report, width: 12, height: 8)
            #expect(writer.shownSlots == Array(0..<8))
            #expect(canvas.moveRows(in: Rect(x: 0, y: 1, width: 12, height: 6), by: -2))
            canvas.draw("new 5", at: Point(x: 0, y: 5), width: 12)
            var bytes: [UInt8] = []
            #expect(writer.appendChanges(of: window, lineMove: report.lineMove, to: &bytes))
            // Rows 1 to 4 are kept where rows 3 to 6 were; rows 5 and 6 take the slots of the
            // rows scrolled out.
            #expect(writer.shownSlots == [0, 3, 4, 5, 6, 1, 2, 7])
            #expect((0..<8).map { shownRow(writer, $0) } == (0..<8).map { row(window, Int32($0), width: 12) })

            // And back down by three: rows 1 to 3 take the slots of the rows scrolled out, 4 to 6.
            report.takesLineMoves = writer.takesLineMoves
            #expect(canvas.moveRows(in: Rect(x: 0, y: 1, width: 12, height: 6), by: 3))
            for y in 1...3 { canvas.draw("back \(y)", at: Point(x: 0, y: y), width: 12) }
            bytes = []
            #expect(writer.appendChanges(of: window, lineMove: report.lineMove, to: &bytes))
            #expect(writer.shownSlots == [0, 2, 1, 6, 3, 4, 5, 7])
            #expect((0..<8).map { shownRow(writer, $0) } == (0..<8).map { row(window, Int32($0), width: 12) })
        }
    }

    @Test func aMoveOverLinesDrawnBeforeItIsNotToldAndASecondMoveTakesTheFirstBack() throws {
        try withScreen(width: 12, height: 8) { window, _ in
            let report = CanvasReports()
            var (writer, canvas) = writerAndCanvas(window, report: report, width: 12, height: 8)
            // Row 3 was drawn into before the move: its line is not what the terminal shows.
            canvas.draw("drawn", at: Point(x: 0, y: 3), width: 12)
            #expect(canvas.moveRows(in: Rect(x: 0, y: 1, width: 12, height: 6), by: 1))
            #expect(report.lineMove == nil)
            #expect((1...6).allSatisfy { is_linetouched(window, Int32($0)) })
            var bytes: [UInt8] = []
            #expect(writer.appendChanges(of: window, lineMove: nil, to: &bytes))
            #expect((0..<8).map { shownRow(writer, $0) } == (0..<8).map { row(window, Int32($0), width: 12) })

            // Two moves in one frame: the first is taken back, both are read back.
            report.takesLineMoves = writer.takesLineMoves
            #expect(canvas.moveRows(in: Rect(x: 0, y: 0, width: 12, height: 4), by: -1))
            #expect(report.lineMove == LineMove(top: 0, bottom: 3, distance: 1))
            #expect(canvas.moveRows(in: Rect(x: 0, y: 4, width: 12, height: 4), by: 1))
            #expect(report.lineMove == nil && !report.takesLineMoves)
            #expect((0..<8).allSatisfy { is_linetouched(window, Int32($0)) })
            bytes = []
            #expect(writer.appendChanges(of: window, lineMove: nil, to: &bytes))
            #expect((0..<8).map { shownRow(writer, $0) } == (0..<8).map { row(window, Int32($0), width: 12) })
        }
    }

    /// A host that draws over the rows a scroll uncovers asks to keep only its indicator's
    /// column there: the window puts back that column alone (no copy of the rest of the
    /// lines), and the frame the writer sends still matches the window.
    @Test func aMoveKeepingOneColumnPutsBackOnlyThatColumnOfTheUncoveredLines() throws {
        try withScreen(width: 12, height: 8) { window, _ in
            let report = CanvasReports()
            var (writer, canvas) = writerAndCanvas(window, report: report, width: 12, height: 8)
            for y in 0..<8 { canvas.draw("\(y)", at: Point(x: 11, y: y), width: 1) }
            var bytes: [UInt8] = []
            #expect(writer.appendChanges(of: window, lineMove: nil, to: &bytes))
            report.takesLineMoves = writer.takesLineMoves

            let rect = Rect(x: 0, y: 1, width: 12, height: 6)
            #expect(canvas.moveRows(in: rect, by: -2, keepingUncoveredColumns: 11..<12))
            #expect(report.lineMove == LineMove(top: 1, bottom: 6, distance: 2))
            #expect(row(window, 5, width: 12) == "           5" && row(window, 6, width: 12) == "           6")
            #expect(row(window, 4, width: 12) == "line 6     6")
            canvas.draw("new 5", at: Point(x: 0, y: 5), width: 11)
            canvas.draw("new 6", at: Point(x: 0, y: 6), width: 11)
            bytes = []
            #expect(writer.appendChanges(of: window, lineMove: report.lineMove, to: &bytes))
            let expected = [
                "line 0     0", "line 3     3", "line 4     4", "line 5     5", "line 6     6",
                "new 5      5", "new 6      6", "line 7     7",
            ]
            #expect((0..<8).map { row(window, Int32($0), width: 12) } == expected)
            #expect((0..<8).map { shownRow(writer, $0) } == expected)

            // Without the columns, the whole uncovered lines keep what they held.
            report.takesLineMoves = writer.takesLineMoves
            #expect(canvas.moveRows(in: rect, by: 1))
            #expect(row(window, 1, width: 12) == "line 3     3" && row(window, 2, width: 12) == "line 3     3")
        }
    }
}
