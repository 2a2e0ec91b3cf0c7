import Testing

@testable import TermCells

/// Text drawn with a link: its glyphs lead to it, the cells around it do not, a link cut by a
/// canvas's edge or drawn on two rows stays one, and a link a terminal could not receive is
/// refused with an anomaly while its text is still drawn.
@MainActor
@Suite struct HyperlinkDrawingTests {
    private let docs = Hyperlink("https://example.com/docs")

    private func links(_ buffer: ScreenBuffer, row: Int) -> [Hyperlink?] {
        (0..<buffer.size.width).map { buffer.link(at: Point(x: $0, y: row)) }
    }

    @Test func theGlyphsLeadToTheLinkAndThePaddingDoesNot() {
        let buffer = ScreenBuffer(width: 8, height: 1)
        buffer.draw("docs", at: Point(x: 1, y: 0), width: 6, alignment: .center, style: .underline, link: docs)
        #expect(buffer.lines == ["  docs  "])
        #expect(links(buffer, row: 0) == [nil, nil, docs, docs, docs, docs, nil, nil])
    }

    @Test func drawingOverALinkedCellEndsTheLinkThere() {
        let buffer = ScreenBuffer(width: 6, height: 1)
        buffer.draw("linked", at: .zero, link: docs)
        buffer.draw("ab", at: Point(x: 2, y: 0))
        buffer.fill(Rect(x: 5, y: 0, width: 1, height: 1), style: .plain)
        #expect(buffer.lines == ["liabe "])
        #expect(links(buffer, row: 0) == [docs, docs, nil, nil, docs, nil])
    }

    @Test func aLinkCutByAChildCanvasLeadsFromItsVisibleGlyphsOnly() {
        let buffer = ScreenBuffer(width: 8, height: 1)
        // The column shows three cells of the name; the wide glyph it cuts shows as a blank.
        let column = buffer.child(in: Rect(x: 2, y: 0, width: 3, height: 1))
        column.draw("ab界cd", at: .zero, link: docs)
        #expect(buffer.lines == ["  ab    "])
        #expect(links(buffer, row: 0) == [nil, nil, docs, docs, nil, nil, nil, nil])
    }

    @Test func aLinkOnTwoRowsIsOneLink() {
        let buffer = ScreenBuffer(width: 5, height: 2)
        let spanning = Hyperlink("https://example.com/long")
        buffer.draw("a lon", at: .zero, link: spanning)
        buffer.draw("g one", at: Point(x: 0, y: 1), link: spanning)
        #expect(buffer.lines == ["a lon", "g one"])
        #expect(links(buffer, row: 0) == Array(repeating: spanning, count: 5))
        #expect(links(buffer, row: 1) == Array(repeating: spanning, count: 5))
        #expect(buffer.cell(at: .zero)?.link == buffer.cell(at: Point(x: 4, y: 1))?.link)
    }

    @Test func aURLWithAControlCharacterIsRefusedAndTheTextDrawn() {
        let buffer = ScreenBuffer(width: 6, height: 1)
        let bad = Hyperlink("https://x/\u{1B}]8;;evil")
        Hyperlink.anomalyHandler.silenceAnomaly(where: { _ in true })
        buffer.draw("shown", at: .zero, link: bad)
        #expect(buffer.lines == ["shown "])
        #expect(links(buffer, row: 0) == Array(repeating: nil, count: 6))
        #expect(Hyperlink.anomalyHandler.reported.last == .urlNotAllowed(url: bad.url))
        #expect(
            Hyperlink.anomalyHandler.reported.last?.description
                == "Link refused: its URL \"https://x/^[]8;;evil\" holds a control character; the text is drawn without it"
        )
    }

    @Test func aURLLongerThanTheLimitIsRefusedAndTheTextDrawn() {
        let buffer = ScreenBuffer(width: 4, height: 1)
        let long = Hyperlink("https://example.com/" + String(repeating: "a", count: Hyperlink.urlLimit))
        Hyperlink.anomalyHandler.silenceAnomaly(where: { _ in true })
        buffer.draw("long", at: .zero, width: 4, link: long)
        #expect(buffer.lines == ["long"])
        #expect(links(buffer, row: 0) == Array(repeating: nil, count: 4))
        #expect(Hyperlink.anomalyHandler.reported.last == .urlTooLong(length: long.url.utf8.count, limit: 2_083))
    }

    @Test func anIdWithASeparatorIsRefused() {
        let buffer = ScreenBuffer(width: 4, height: 1)
        Hyperlink.anomalyHandler.silenceAnomaly(where: { _ in true })
        buffer.draw("id", at: .zero, link: Hyperlink("https://example.com", id: "a:b"))
        #expect(buffer.link(at: .zero) == nil)
        #expect(Hyperlink.anomalyHandler.reported.last == .idNotAllowed(id: "a:b"))
    }

    @Test func aFileLinkPercentEncodesWhatAURLMayNotHold() {
        #expect(Hyperlink.file(path: "/tmp/a b/ü#1%.txt", host: "box").url == "file://box/tmp/a%20b/%C3%BC%231%25.txt")
        #expect(Hyperlink.file(path: "/tmp/x\u{7}y").refusal == nil)
    }

    @Test func numbersNoCellHoldsAreFreedOnceTheTableOutgrowsTheScreen() {
        let buffer = ScreenBuffer(width: 2, height: 1)
        for page in 0..<200 { buffer.draw("p", at: .zero, link: Hyperlink("https://example.com/\(page)")) }
        #expect(buffer.links.count <= 64)
        #expect(buffer.link(at: .zero) == Hyperlink("https://example.com/199"))
    }
}
