import TermCells
import Testing

@testable import TermCellsCurses

/// Mouse reports as terminals send them, read into events.
@Suite struct MouseReportTests {
    func event(_ text: String) -> MouseEvent? { MouseReport.event(Array(text.utf8)) }

    @Test func sgrPressesReleasesAndTheWheel() {
        #expect(event("\u{1B}[<0;10;4M") == MouseEvent(.press(button: 1), at: Point(x: 9, y: 3)))
        #expect(event("\u{1B}[<0;10;4m") == MouseEvent(.release(button: 1), at: Point(x: 9, y: 3)))
        #expect(event("\u{1B}[<2;1;1M") == MouseEvent(.press(button: 3), at: Point(x: 0, y: 0)))
        #expect(event("\u{1B}[<64;300;2M") == MouseEvent(.wheelUp, at: Point(x: 299, y: 1)))
        #expect(event("\u{1B}[<65;3;2M") == MouseEvent(.wheelDown, at: Point(x: 2, y: 1)))
        #expect(
            event("\u{1B}[<20;3;2M")
                == MouseEvent(.press(button: 1), at: Point(x: 2, y: 1), modifiers: [.shift, .control]))
    }

    @Test func x10ReportsCountFrom32() {
        #expect(event("\u{1B}[M !!") == MouseEvent(.press(button: 1), at: Point(x: 0, y: 0)))
        #expect(event("\u{1B}[M#+%") == MouseEvent(.release(button: 1), at: Point(x: 10, y: 4)))
        #expect(event("\u{1B}[Ma!!") == MouseEvent(.wheelDown, at: Point(x: 0, y: 0)))
    }

    @Test func motionUnknownButtonsAndOffScreenCoordinatesAreNoEvent() {
        #expect(event("\u{1B}[<32;3;4M") == nil)
        #expect(event("\u{1B}[<66;3;4M") == nil)
        #expect(event("\u{1B}[<0;0;4M") == nil)
        #expect(event("\u{1B}[<0;3M") == nil)
        #expect(event("\u{1B}[A") == nil)
    }
}
