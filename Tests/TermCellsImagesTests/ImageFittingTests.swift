import Testing

@testable import TermCells
@testable import TermCellsImages

/// Where a picture goes in a rectangle of cells, whose cells are twice as tall as wide.
@Suite struct ImageFittingTests {
    @Test func aWideImageFitsTheWidthAndIsCentredUpAndDown() {
        // 200 × 50 pixels (4:1) in 20 × 10 cells (1:1 in pixels): 20 columns and 2.5 rows, made 3.
        let fitting = ImageFitting(
            width: 200, height: 50, in: Size(width: 20, height: 10), scaling: .fit, alignment: .center)
        #expect(fitting.cells == Rect(x: 0, y: 3, width: 20, height: 3))
        #expect(fitting.pixels == Rect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func aTallImageFitsTheHeightAndTakesItsAlignment() {
        // 50 × 100 pixels in 20 × 10 cells: 10 rows, 10 columns.
        let area = Size(width: 20, height: 10)
        #expect(
            ImageFitting(width: 50, height: 100, in: area, scaling: .fit, alignment: .leading).cells
                == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(
            ImageFitting(width: 50, height: 100, in: area, scaling: .fit, alignment: .trailing).cells
                == Rect(x: 10, y: 0, width: 10, height: 10))
    }

    @Test func fillingCoversTheAreaAndCutsTheOverflowByTheAlignment() {
        // 400 × 100 pixels filling 20 × 10 cells (a square in pixels): 100 × 100 of them are kept.
        let area = Size(width: 20, height: 10)
        let centred = ImageFitting(width: 400, height: 100, in: area, scaling: .fill, alignment: .center)
        #expect(centred.cells == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(centred.pixels == Rect(x: 150, y: 0, width: 100, height: 100))
        let leading = ImageFitting(width: 400, height: 100, in: area, scaling: .fill, alignment: .topLeading)
        #expect(leading.pixels == Rect(x: 0, y: 0, width: 100, height: 100))
        let tall = ImageFitting(width: 100, height: 400, in: area, scaling: .fill, alignment: .bottom)
        #expect(tall.pixels == Rect(x: 0, y: 300, width: 100, height: 100))
    }

    @Test func theDecodingSideIsAPowerOfTwoThatCoversTheCells() {
        #expect(ImageFitting.decodingSide(for: Size(width: 18, height: 7)) == 256)
        #expect(ImageFitting.decodingSide(for: Size(width: 100, height: 27)) == 1024)
        #expect(ImageFitting.decodingSide(for: Size(width: 2, height: 1)) == 64)
        #expect(ImageFitting.decodingSide(for: Size(width: 1000, height: 500)) == 2048)
    }
}
