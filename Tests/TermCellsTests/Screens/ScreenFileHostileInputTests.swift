import Testing

@testable import TermCells

/// Screen and template files as a hostile user writes them (issue 18): arithmetic at the edge
/// of `Int`, CRLF line ends, a combining mark right after the indentation.
@Suite struct ScreenFileHostileInputTests {
    @Test func aFractionOfMaximumIntegersIsTheWholeScreenNotAnOverflow() throws {
        let file = try ScreenLoader.parse(
            "table main x=0 y=0 width=9223372036854775807/9223372036854775807 height=*\n", name: "Huge")
        #expect(file.hosts[0].frame(in: Size(width: 80, height: 24)) == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(ScreenDimension.fraction(Int.max - 1, of: Int.max).resolved(in: 1_000) == 999)
        #expect(ScreenDimension.fraction(1, of: Int.max).resolved(in: Int.max) == 1)
        #expect(ScreenDimension.fraction(Int.max, of: Int.max).resolved(in: Int.max) == Int.max)
        #expect(ScreenDimension.fraction(1, of: 3).resolved(in: 100) == 33)
    }

    @Test func hugeCellCountsAndOffsetsAreClippedToTheScreen() throws {
        let file = try ScreenLoader.parse(
            "table main x=9223372036854775807 y=9223372036854775807 width=9223372036854775807 height=9223372036854775807\n"
                + "table side x=0 y=0 width=9223372036854775807 height=9223372036854775807\n", name: "Huge")
        #expect(file.hosts[0].frame(in: Size(width: 80, height: 24)).isEmpty)
        #expect(file.hosts[1].frame(in: Size(width: 80, height: 24)) == Rect(x: 0, y: 0, width: 80, height: 24))
    }

    @Test func crlfScreenFilesReadAsLFFiles() throws {
        let lf =
            "table main x=0 y=0 width=* height=*\n  cell Row\n    height 2\n    ---\n    {title:*}\n    {detail:*}\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(crlf.contains("\r\n"))
        #expect(try ScreenLoader.parse(crlf, name: "Crlf") == ScreenLoader.parse(lf, name: "Crlf"))
    }

    @Test func crlfTemplateFilesReadAsLFFiles() throws {
        let lf = "height 2\nstyle bold\n---\n{title:*}\n  {detail:10 right}\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let template = try TemplateParser.parse(crlf, name: "Card")
        #expect(template == (try TemplateParser.parse(lf, name: "Card")))
        #expect(template.height == 2 && template.outletNames == ["title", "detail"])
    }

    @Test func aCombiningMarkAtTheStartOfAnInlineTemplateLineKeepsItsIndentation() throws {
        let file = try ScreenLoader.parse(
            """
            table main x=0 y=0 width=* height=*
              cell Row
                ---
                \u{0301}{title:*}
            """, name: "Marks")
        guard case .inline(let template) = file.hosts[0].prototypes[0].design else {
            Issue.record("an inline template expected")
            return
        }
        #expect(template.outletNames == ["title"])
        #expect(template.lines.count == 1)
    }
}
