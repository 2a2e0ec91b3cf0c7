import CNcursesw
import TermCells
import Testing

@testable import TermCellsCurses

/// Links in inline mode's bytes: OSC 8 around the linked glyphs, one id for a link on two
/// rows or sent again in a later frame, no link open at an erase or at the end of a frame,
/// and none left open by a signal's restore.
@MainActor @Suite(.serialized) struct InlineLinkTests {
    static let begin = "\u{1B}[?2026h"
    static let end = "\u{1B}[?2026l"
    static let docs = CursesCanvasTests.docs
    static let closing = CursesCanvasTests.closing

    static func opening(_ link: Hyperlink, id: String) -> String { CursesCanvasTests.opening(link.url, id: id) }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// `rows`, with the cells of `linked` (row, columns) leading to `link`, numbered 1.
    func frame(_ rows: [String], width: Int, link: Hyperlink, linked: [(Int, Range<Int>)]) -> InlineFrame {
        var frame = InlineFrame(rows: rows, width: width)
        for (y, columns) in linked {
            for x in columns { frame[x, y].link = InlineLink(number: 1, link: link) }
        }
        return frame
    }

    @Test func aLinkedWordIsWrittenBetweenAnOpeningAndAClosing() {
        var renderer = InlineRenderer(sequences: .xterm256Color)
        let bytes = text(renderer.render(frame(["see docs."], width: 9, link: Self.docs, linked: [(0, 4..<8)])))
        #expect(
            bytes == Self.begin + "see " + Self.opening(Self.docs, id: "termcells-1") + "docs" + Self.closing + ".\r"
                + Self.end,
            "\(bytes.debugDescription)")
    }

    /// A link reaching the end of its row's content is closed before the erase of the blank
    /// tail, so that the erased cells lead nowhere.
    @Test func theLinkIsClosedBeforeAnErase() {
        var renderer = InlineRenderer(sequences: .xterm256Color)
        let bytes = text(renderer.render(frame(["ab"], width: 6, link: Self.docs, linked: [(0, 0..<2)])))
        #expect(
            bytes == Self.begin + Self.opening(Self.docs, id: "termcells-1") + "ab" + Self.closing + "\u{1B}[K\r"
                + Self.end,
            "\(bytes.debugDescription)")
    }

    /// A link on two rows is one opening, closed once at the end of the frame; a later frame
    /// that changes one cell of it opens it again with the same id and closes it.
    @Test func aLinkOnTwoRowsKeepsOneIdAcrossFrames() {
        let long = Hyperlink("https://example.com/long", id: "chapter")
        var renderer = InlineRenderer(sequences: .xterm256Color)
        let first = frame(["a lon", "g one"], width: 5, link: long, linked: [(0, 0..<5), (1, 0..<5)])
        let opening = Self.opening(long, id: "chapter")
        let firstBytes = text(renderer.render(first))
        #expect(
            firstBytes == Self.begin + opening + "a lon\u{1B}[1B\rg one" + Self.closing + "\u{1B}[1A\r" + Self.end,
            "\(firstBytes.debugDescription)")
        var second = first
        second[0, 1].text = "G"
        let secondBytes = text(renderer.render(second))
        #expect(
            secondBytes == Self.begin + "\u{1B}[1B" + opening + "G" + Self.closing + "\u{1B}[1A\r" + Self.end,
            "\(secondBytes.debugDescription)")
    }

    /// A cell whose link alone changed is written again, under its new link.
    @Test func aCellWhoseLinkChangedIsWrittenAgain() {
        var renderer = InlineRenderer(sequences: .xterm256Color)
        let other = Hyperlink("https://example.com/other")
        _ = renderer.render(frame(["docs"], width: 4, link: Self.docs, linked: [(0, 0..<4)]))
        let bytes = text(renderer.render(frame(["docs"], width: 4, link: other, linked: [(0, 0..<4)])))
        #expect(
            bytes == Self.begin + Self.opening(other, id: "termcells-1") + "docs" + Self.closing + "\r" + Self.end,
            "\(bytes.debugDescription)")
    }

    /// What the canvas drew with a link reads back from ncurses' window with it, when frames
    /// carry links, and without it when they do not.
    @Test(arguments: [true, false])
    func aLinkDrawnOnTheCanvasReadsBackIntoTheFrame(sendsLinks: Bool) throws {
        try CursesCanvasTests().withScreen(width: 12, height: 2) { window, _ in
            start_color()
            use_default_colors()
            let pairs = ColorPairs(enabled: true, links: sendsLinks)
            let canvas = CursesCanvas(window: window, colorPairs: pairs, bounds: Rect(x: 0, y: 0, width: 12, height: 2))
            canvas.fill(Rect(x: 0, y: 0, width: 12, height: 2), style: .plain)
            canvas.draw("see ", at: .zero)
            canvas.draw("docs", at: Point(x: 4, y: 0), link: Self.docs)
            let frame = try InlineFrame.read(from: window, rows: 1, colorPairs: pairs)
            #expect(frame[3, 0].link == nil)
            #expect(frame[4, 0].link?.link == (sendsLinks ? Self.docs : nil))
            #expect(frame[7, 0].link?.link == (sendsLinks ? Self.docs : nil))
            #expect(frame[8, 0].link == nil)
            var renderer = InlineRenderer(sequences: StyleSequences())
            let bytes = text(renderer.render(frame))
            let sent = Self.opening(Self.docs, id: "termcells-1") + "docs" + Self.closing
            #expect(bytes.contains("see " + (sendsLinks ? sent : "docs")), "\(bytes.debugDescription)")
            #expect(bytes.contains("]8;") == sendsLinks, "\(bytes.debugDescription)")
        }
    }

    /// A signal's restore closes any link a frame it interrupted left open, where frames carry
    /// links; where they do not it sends no OSC 8.
    @Test func theRestoreSequenceClosesALinkOnlyWhereFramesCarryLinks() throws {
        try CursesCanvasTests().withScreen(width: 12, height: 2) { _, _ in
            MainActor.assumeIsolated {
                let withLinks = text(Self.inlineRestore(links: true))
                let without = text(Self.inlineRestore(links: false))
                #expect(withLinks.contains(Self.closing))
                #expect(!without.contains("]8;"))
                let erase = InlinePlacement.eraseBlock
                #expect(withLinks == erase + Self.closing + String(without.dropFirst(erase.count)))
            }
        }
    }

    /// What a signal's restore writes in inline mode, for a program that does or does not send
    /// links (read from the terminal set up now).
    static func inlineRestore(links: Bool) -> [UInt8] {
        let setting = TerminalModeSetting(
            options: TerminalOptions(screen: .inline(rows: .fixed(2)), hyperlinks: links), isInline: true,
            asksTerminal: false, environment: { _ in nil }, capability: { CursesTerminal.capability($0) })
        let modes = TerminalModes(setting, output: -1)
        modes.useRestore(before: Array(InlinePlacement.eraseBlock.utf8), after: InlineScreen.restoreTail())
        return modes.restoreSequence
    }
}
