import Testing

@testable import TermCellsCurses

/// The bytes inline mode sends: relative motions from the block's top-left cell, only what
/// changed, one synchronized update per frame, the cursor put back where it started.
@MainActor @Suite struct InlineRendererTests {
    static let begin = "\u{1B}[?2026h"
    static let end = "\u{1B}[?2026l"

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    func frame(_ rows: [String], width: Int) -> InlineFrame { InlineFrame(rows: rows, width: width) }

    @Test func firstFrameWritesEveryRowAndErasesTheBlankTails() {
        var renderer = InlineRenderer(sequences: .xterm256Color)
        var first = frame(["ab", "", "c"], width: 5)
        first[1, 2] = InlineCell(
            text: "d", width: 1, style: InlineStyle(attributes: InlineStyle.bold, foreground: 1, background: -1))
        let bytes = text(renderer.render(first))
        #expect(
            bytes == Self.begin
                + "ab\u{1B}[K"
                + "\u{1B}[1B\r\u{1B}[K"
                + "\u{1B}[1Bc\u{1B}[31m\u{1B}[1md\u{1B}(B\u{1B}[m\u{1B}[K"
                + "\u{1B}[2A\r"
                + Self.end)
    }

    @Test func oneChangedCellIsTheOnlyCellWritten() {
        var renderer = InlineRenderer(sequences: .xterm256Color)
        let first = frame(["hello", "world"], width: 5)
        _ = renderer.render(first)
        var second = first
        second[3, 1] = InlineCell(text: "L", width: 1, style: .plain)
        #expect(text(renderer.render(second)) == Self.begin + "\u{1B}[1B\u{1B}[3CL\u{1B}[1A\r" + Self.end)
    }

    @Test func anUnchangedFrameWritesNothing() {
        var renderer = InlineRenderer(sequences: .xterm256Color)
        let first = frame(["hello"], width: 5)
        _ = renderer.render(first)
        #expect(renderer.render(first).isEmpty)
    }

    @Test func nearbyChangesAreOneRunAndAClearedTailIsErased() {
        var renderer = InlineRenderer(sequences: .xterm256Color)
        _ = renderer.render(frame(["abcdefgh", "12345678"], width: 8))
        let bytes = text(renderer.render(frame(["aBcDefgh", "12"], width: 8)))
        #expect(bytes == Self.begin + "\u{1B}[1CBcD" + "\u{1B}[1B\r\u{1B}[2C\u{1B}[K" + "\u{1B}[1A\r" + Self.end)
    }

    @Test func aResizeRedrawsEverythingAfterThePreamble() {
        var renderer = InlineRenderer(sequences: .xterm256Color)
        _ = renderer.render(frame(["wide row", "two"], width: 8))
        let preamble = "\r\u{1B}[J\r\n\n\u{1B}[2A"
        let bytes = text(renderer.render(frame(["narr", "tw", "3"], width: 4), preamble: Array(preamble.utf8)))
        #expect(
            bytes == Self.begin + preamble
                + "narr"
                + "\u{1B}[1B\rtw\u{1B}[K"
                + "\u{1B}[1B\r3\u{1B}[K"
                + "\u{1B}[2A\r"
                + Self.end)
    }

    @Test func aWideGlyphIsWrittenOnceAndItsChangeRedrawsIt() {
        var renderer = InlineRenderer(sequences: .xterm256Color)
        var first = InlineFrame(width: 4, height: 1)
        first[0, 0] = InlineCell(text: "界", width: 2, style: .plain)
        first[1, 0] = .continuation
        first.put("x", x: 2, y: 0)
        #expect(text(renderer.render(first)) == Self.begin + "界x\u{1B}[K\r" + Self.end)
        var second = first
        second[0, 0] = InlineCell(text: "世", width: 2, style: .plain)
        #expect(text(renderer.render(second)) == Self.begin + "世\r" + Self.end)
    }

    @Test func aRowReachingTheLastColumnIsFollowedByACarriageReturn() {
        var renderer = InlineRenderer(sequences: .xterm256Color)
        let bytes = text(renderer.render(frame(["abc", "de"], width: 3)))
        // After the last column the cursor may wait to wrap: the next row starts with CR.
        #expect(bytes == Self.begin + "abc\u{1B}[1B\rde\u{1B}[K\u{1B}[1A\r" + Self.end)
    }

    @Test func heightsFollowFzfSpelling() {
        #expect(InlineHeight("10") == .fixed(10))
        #expect(InlineHeight("40%") == .percent(40))
        #expect(InlineHeight("0") == nil)
        #expect(InlineHeight("120%") == nil)
        #expect(InlineHeight("ten") == nil)
        #expect(InlineHeight.fixed(10).rows(terminalHeight: 6) == 6)
        #expect(InlineHeight.percent(40).rows(terminalHeight: 24) == 9)
        #expect(InlineHeight.percent(1).rows(terminalHeight: 24) == 1)
    }
}
