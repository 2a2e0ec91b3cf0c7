import Testing

@testable import TermCells

@Suite struct GeometryTests {
    @Test func indexPathsOrderBySectionThenItem() {
        let paths = [IndexPath(item: 3, section: 1), IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 1)]
        #expect(
            paths.sorted() == [
                IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 3, section: 1),
            ])
    }

    @Test func intersectionOfDisjointRectsIsEmpty() {
        let a = Rect(x: 0, y: 0, width: 4, height: 2)
        #expect(a.intersection(Rect(x: 4, y: 0, width: 3, height: 3)).isEmpty)
        #expect(a.intersection(Rect(x: 2, y: 1, width: 10, height: 10)) == Rect(x: 2, y: 1, width: 2, height: 1))
    }

    @Test func insetNeverGoesNegative() {
        #expect(
            Rect(x: 1, y: 1, width: 3, height: 2).inset(by: Insets(all: 2)) == Rect(x: 3, y: 3, width: 0, height: 0))
    }
}
