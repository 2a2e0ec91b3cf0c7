import CNcursesw
import TermCells
import Testing

@testable import TermCellsCurses

/// Links in the frame writer's bytes: OSC 8 around the linked glyphs where frames carry links
/// and nothing where not; a link cut by a column or on two rows keeps one id; the link ends
/// before any cell outside it; a changed link is sent again; ncurses' own paints, which carry
/// none, are painted over; a refused URL sends its text alone.
extension CursesCanvasTests {
    static let docs = Hyperlink("https://example.com/docs")

    /// OSC 8 opening `url` with `id`, and the closing one.
    static func opening(_ url: String, id: String) -> String { "\(esc)]8;id=\(id);\(url)\(esc)\\" }
    static let closing = "\(esc)]8;;\(esc)\\"
    /// xterm's `sgr0`, which the writer sends before its first style.
    static let reset = "\(esc)(B\(esc)[m"

    /// "see docs." with "docs" leading to ``docs``.
    func drawSeeDocs(_ canvas: CursesCanvas) {
        canvas.draw("see ", at: .zero)
        canvas.draw("docs", at: Point(x: 4, y: 0), link: Self.docs)
        canvas.draw(".", at: Point(x: 8, y: 0))
    }

    @Test func aLinkedWordIsSentBetweenAnOpeningAndAClosing() throws {
        try withTrueColorScreen(links: true) { screen in
            drawSeeDocs(screen.canvas)
            let text = try screen.frame()
            let e = Self.esc
            #expect(
                text
                    == "\(e)[1;1H\(Self.reset)see \(Self.opening(Self.docs.url, id: "termcells-1"))docs\(Self.closing).",
                "\(text.debugDescription)")
        }
    }

    @Test func withLinksOffTheSameScreenSendsNoLink() throws {
        try withTrueColorScreen(links: false) { screen in
            drawSeeDocs(screen.canvas)
            let text = try screen.frame()
            #expect(text == "\(Self.esc)[1;1H\(Self.reset)see docs.", "\(text.debugDescription)")
        }
    }

    /// The column shows "rea" of "readme"; the separator after it leads nowhere.
    @Test func aLinkCutByAColumnEndsBeforeTheCellAfterIt() throws {
        try withTrueColorScreen(links: true) { screen in
            let readme = Hyperlink("file://box/tmp/readme")
            screen.canvas.child(in: Rect(x: 0, y: 0, width: 3, height: 1)).draw("readme", at: .zero, link: readme)
            screen.canvas.draw("│x", at: Point(x: 3, y: 0))
            let text = try screen.frame()
            #expect(
                text
                    == "\(Self.esc)[1;1H\(Self.opening(readme.url, id: "termcells-1"))\(Self.reset)rea\(Self.closing)│x",
                "\(text.debugDescription)")
        }
    }

    /// A link on two rows is one id in the first frame, and the same id when a later frame
    /// sends one row of it again.
    @Test func aLinkOnTwoRowsKeepsOneId() throws {
        try withTrueColorScreen(width: 5, height: 2, links: true) { screen in
            let long = Hyperlink("https://example.com/long")
            screen.canvas.draw("a lon", at: .zero, link: long)
            screen.canvas.draw("g one", at: Point(x: 0, y: 1), link: long)
            let first = try screen.frame()
            let e = Self.esc
            let opening = Self.opening(long.url, id: "termcells-1")
            #expect(
                first == "\(e)[1;1H\(opening)\(Self.reset)a lon\(e)[2;1Hg one\(Self.closing)\(Self.reset)",
                "\(first.debugDescription)")
            screen.canvas.draw("G", at: Point(x: 0, y: 1), link: long)
            let second = try screen.frame()
            #expect(second == "\(e)[2;1H\(opening)G\(Self.closing)\(Self.reset)", "\(second.debugDescription)")
        }
    }

    @Test func aLinkTheProgramNamesKeepsItsId() throws {
        try withTrueColorScreen(links: true) { screen in
            screen.canvas.draw("x", at: .zero, link: Hyperlink("https://example.com", id: "ref-1"))
            let text = try screen.frame()
            #expect(
                text
                    == "\(Self.esc)[1;1H\(Self.opening("https://example.com", id: "ref-1"))\(Self.reset)x\(Self.closing)\(Self.reset)"
            )
        }
    }

    /// The same text leading elsewhere is another cell: the frame sends it with its new link.
    @Test func aChangedLinkIsSentAgain() throws {
        try withTrueColorScreen(links: true) { screen in
            screen.canvas.draw("docs", at: .zero, link: Self.docs)
            _ = try screen.frame()
            let other = Hyperlink("https://example.com/other")
            screen.canvas.draw("docs", at: .zero, link: other)
            let text = try screen.frame()
            #expect(
                text == "\(Self.esc)[1;1H\(Self.opening(other.url, id: "termcells-2"))docs\(Self.closing)\(Self.reset)",
                "\(text.debugDescription)")
            // Unlinked again: the text is sent outside any link.
            screen.canvas.draw("docs", at: .zero)
            let plain = try screen.frame()
            #expect(plain == "\(Self.esc)[1;1Hdocs", "\(plain.debugDescription)")
        }
    }

    /// A linked space is written, not erased: an erase would leave its cell leading nowhere.
    @Test func linkedBlanksAreWrittenInsideTheLink() throws {
        try withTrueColorScreen(width: 30, links: true) { screen in
            screen.canvas.draw("a" + String(repeating: " ", count: 12) + "b", at: .zero, link: Self.docs)
            let text = try screen.frame()
            // The space, then 11 copies of it (`rep`).
            let e = Self.esc
            #expect(
                text
                    == "\(e)[1;1H\(Self.opening(Self.docs.url, id: "termcells-1"))\(Self.reset)a \(e)[11bb\(Self.closing)\(Self.reset)",
                "\(text.debugDescription)")
        }
    }

    @Test func aRefusedURLSendsItsTextAlone() throws {
        try withTrueColorScreen(links: true) { screen in
            Hyperlink.anomalyHandler.silenceAnomaly(where: { _ in true })
            let bad = Hyperlink("https://example.com/\u{7}")
            screen.canvas.draw("bad", at: .zero, link: bad)
            let text = try screen.frame()
            #expect(text == "\(Self.esc)[1;1H\(Self.reset)bad", "\(text.debugDescription)")
            #expect(Hyperlink.anomalyHandler.reported.last == .urlNotAllowed(url: bad.url))
        }
    }

    /// ncurses' paint (a first frame, a resize) carries no link: the writer paints the linked
    /// cells over it.
    @Test func aFrameNcursesPaintedIsPaintedOverWithItsLinks() throws {
        try withTrueColorScreen(width: 6, height: 1, links: true) { screen in
            screen.canvas.draw("go", at: .zero, link: Self.docs)
            screen.writer.adopt(screen.window)
            #expect(screen.writer.repaintsCursesFrames)
            var bytes: [UInt8] = []
            screen.writer.appendRepaint(to: &bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(
                text
                    == "\(Self.esc)[1;1H\(Self.opening(Self.docs.url, id: "termcells-1"))\(Self.reset)go\(Self.closing)\(Self.reset)\(Self.esc)[K",
                "\(text.debugDescription)")
        }
    }

    /// Links drawn and drawn over, a thousand pages in all, take a bounded number of pairs
    /// and links, and each frame sends the link drawn last.
    @Test func thousandsOfLinksTakeABoundedNumberOfPairs() throws {
        try withTrueColorScreen(width: 10, height: 1, links: true) { screen in
            let limit = try #require(screen.pairs.links?.pool.limit)
            for page in 0..<3_000 {
                let link = Hyperlink("https://example.com/\(page)")
                screen.canvas.draw("p", at: .zero, link: link)
                let text = try screen.frame()
                screen.pairs.collectUnusedPairs(in: screen.window)
                #expect(text.hasSuffix("p\(Self.closing)\(Self.reset)"), "page \(page): \(text.debugDescription)")
                #expect(text.contains(";\(link.url)\(Self.esc)\\"), "page \(page): \(text.debugDescription)")
            }
            #expect(try #require(screen.pairs.links?.pool.madeCount) <= limit)
            #expect(try #require(screen.pairs.links?.links.count) <= limit + 1)
        }
    }
}

/// Which terminals frames carry links on: those known to show them, unless the environment or
/// the program forces it.
@Suite struct HyperlinkSupportTests {
    @Test func terminalsKnownToShowLinksGetThem() {
        for environment in [
            ["TERM": "xterm-kitty"], ["TERM": "foot"], ["TERM": "xterm-ghostty"],
            ["TERM": "xterm-256color", "VTE_VERSION": "7600"], ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"],
            ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], ["TERM": "xterm-256color", "WT_SESSION": "x"],
        ] {
            #expect(HyperlinkSupport.isWanted(option: nil, environment: environment), "\(environment)")
        }
    }

    @Test func otherTerminalsAndMultiplexersGetNone() {
        for environment in [
            ["TERM": "xterm"], ["TERM": "vt100"], ["TERM": "xterm-256color"], ["TERM": "linux"],
            ["TERM": "xterm-256color", "VTE_VERSION": "4803"],
            ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux"], ["TERM": "screen-256color"],
            ["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"],
        ] {
            #expect(!HyperlinkSupport.isWanted(option: nil, environment: environment), "\(environment)")
        }
    }

    @Test func theEnvironmentForcesEitherOverTheOption() {
        #expect(HyperlinkSupport.isWanted(option: false, environment: ["TERM": "vt100", "TERMCELLS_HYPERLINKS": "1"]))
        #expect(
            !HyperlinkSupport.isWanted(option: true, environment: ["TERM": "xterm-kitty", "TERMCELLS_HYPERLINKS": "0"]))
        #expect(HyperlinkSupport.isWanted(option: true, environment: ["TERM": "xterm"]))
        #expect(!HyperlinkSupport.isWanted(option: false, environment: ["TERM": "xterm-kitty"]))
    }
}
