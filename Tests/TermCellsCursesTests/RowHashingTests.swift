import CNcursesw
import Testing

@testable import TermCellsCurses

/// The frame writer hashes rows only to search for rows that moved, and only when a scroll may
/// pay: a frame with a told ``LineMove`` or with two changed rows (a cursor that moved) hashes
/// none, and a scroll found by the search is the one it found when every row was hashed.
extension CursesCanvasTests {
    @Test func aFrameWithAToldLineMoveOrTwoChangedRowsHashesNoRow() throws {
        try withScreen(width: 12, height: 8) { window, _ in
            let report = CanvasReports()
            var (writer, canvas) = writerAndCanvas(window, report: report, width: 12, height: 8)
            #expect(writer.rowsHashed == 0)

            // A cursor that moved: two rows change.
            canvas.draw("> line 2", at: Point(x: 0, y: 2), width: 12)
            canvas.draw("> line 5", at: Point(x: 0, y: 5), width: 12)
            var bytes: [UInt8] = []
            #expect(writer.appendChanges(of: window, lineMove: nil, to: &bytes))
            #expect(
                String(decoding: bytes, as: UTF8.self) == "\u{1B}[3;1H\u{1B}(B\u{1B}[m> line 2\u{1B}[6;1H> line 5",
                "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            #expect(writer.rowsHashed == 0)

            // A told move of rows 1 to 6 up by two, the two rows it uncovers drawn.
            report.takesLineMoves = writer.takesLineMoves
            #expect(canvas.moveRows(in: Rect(x: 0, y: 1, width: 12, height: 6), by: -2))
            canvas.draw("new 5", at: Point(x: 0, y: 5), width: 12)
            canvas.draw("new 6", at: Point(x: 0, y: 6), width: 12)
            bytes = []
            #expect(writer.appendChanges(of: window, lineMove: report.lineMove, to: &bytes))
            #expect(
                String(decoding: bytes, as: UTF8.self)
                    == "\u{1B}[2;7r\u{1B}[2S\u{1B}[1;8r\u{1B}[6;1Hnew 5\u{1B}[7;1Hnew 6",
                "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            #expect(writer.rowsHashed == 0)
            #expect((0..<8).map { shownRow(writer, $0) } == (0..<8).map { row(window, Int32($0), width: 12) })
        }
    }

    @Test func aMoveNotToldIsFoundHashingOnlyTheRowsFromTheFirstChangedOne() throws {
        try withScreen(width: 12, height: 8) { window, _ in
            let report = CanvasReports()
            var (writer, canvas) = writerAndCanvas(window, report: report, width: 12, height: 8)
            // Rows 1 to 6 show the lines two rows below them; rows 5 and 6 are new.
            for y in 1...4 { canvas.draw("line \(y + 2)", at: Point(x: 0, y: y), width: 12) }
            canvas.draw("new 5", at: Point(x: 0, y: 5), width: 12)
            canvas.draw("new 6", at: Point(x: 0, y: 6), width: 12)
            var bytes: [UInt8] = []
            #expect(writer.appendChanges(of: window, lineMove: nil, to: &bytes))
            #expect(
                String(decoding: bytes, as: UTF8.self)
                    == "\u{1B}(B\u{1B}[m\u{1B}[2;7r\u{1B}[2S\u{1B}[1;8r\u{1B}[6;1Hnew 5\u{1B}[7;1Hnew 6",
                "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            // Rows 1 to 7 of both frames (row 7, not drawn into, once): row 0 is not hashed.
            #expect(writer.rowsHashed == 13)
            #expect((0..<8).map { shownRow(writer, $0) } == (0..<8).map { row(window, Int32($0), width: 12) })

            // The hashes taken follow their rows: the same scroll again hashes only the rows drawn.
            for y in 1...4 { canvas.draw(y < 3 ? "line \(y + 4)" : "new \(y + 2)", at: Point(x: 0, y: y), width: 12) }
            canvas.draw("newer 5", at: Point(x: 0, y: 5), width: 12)
            canvas.draw("newer 6", at: Point(x: 0, y: 6), width: 12)
            bytes = []
            #expect(writer.appendChanges(of: window, lineMove: nil, to: &bytes))
            #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}[2;7r\u{1B}[2S\u{1B}[1;8r"))
            #expect((0..<8).map { shownRow(writer, $0) } == (0..<8).map { row(window, Int32($0), width: 12) })
            #expect(writer.rowsHashed == 13 + 6)
        }
    }
}
