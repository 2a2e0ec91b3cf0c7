import Testing

@testable import TermCells

private struct Post {
    let title: String
    let date: String
    let author: String?
}

/// Fills outlets by hand, as most template-backed cells do.
private final class CardCell: TableCell, ModelTransfer {
    override class var outletNames: [String] { ["title", "date", "author"] }
    func update(with model: Post) {
        outlets["title"] = model.title
        outlets["date"] = model.date
        outlets["author"] = model.author
    }
}

@MainActor
@Suite struct TemplateDrawingTests {
    let card: Template

    init() throws {
        card = try TemplateParser.parse(
            """
            height 2
            ---
            {title:* bold} {date:6 right dim}
              {"by" dim} {author:*}
            """, name: "Card")
    }

    @Test func aTemplateBackedCellDrawsItsOutletsIntoExactLines() {
        let cell = CardCell()
        cell.template = card
        cell.update(with: Post(title: "Hello\u{1B}[31m world", date: "12:30", author: "Ada"))
        let buffer = ScreenBuffer(width: 24, height: 2)
        cell.draw(in: buffer)

        #expect(cell.preferredHeight == 2)
        #expect(
            buffer.lines == [
                "Hello^[[31m world  12:30",
                "  by Ada                ",
            ])
        #expect(buffer.style(at: Point(x: 0, y: 0)) == .bold)
        #expect(buffer.style(at: Point(x: 23, y: 0)) == .dim)
        #expect(buffer.style(at: Point(x: 2, y: 1)) == .dim)
        #expect(buffer.style(at: Point(x: 5, y: 1)) == .plain)
    }

    @Test func longValuesAreTruncatedAndTheRestOfTheLineShrinks() {
        let cell = CardCell()
        cell.template = card
        cell.update(with: Post(title: "A very long title indeed", date: "yesterday", author: nil))
        let buffer = ScreenBuffer(width: 16, height: 2)
        cell.draw(in: buffer)
        #expect(buffer.lines == ["A very l… yeste…", "  by            "])
    }

    @Test func highlightedReversesTheWholeViewAndSelectedIsBold() {
        let cell = CardCell()
        cell.template = card
        cell.update(with: Post(title: "Hi", date: "1", author: "Bo"))
        cell.isHighlighted = true
        let buffer = ScreenBuffer(width: 12, height: 2)
        cell.draw(in: buffer)
        for y in 0..<2 {
            for x in 0..<12 { #expect(buffer.style(at: Point(x: x, y: y))?.attributes.contains(.reverse) == true) }
        }
        cell.isHighlighted = false
        cell.isSelected = true
        cell.draw(in: buffer)
        #expect(buffer.style(at: Point(x: 11, y: 1)) == .bold)
        #expect(buffer.style(at: Point(x: 0, y: 1)) == .bold)
    }

    @Test func codeCellPropertiesAnswerTextOutletsAndPrepareForReuseClearsOutlets() throws {
        let cell = TableCell()
        cell.template = try TemplateParser.parse("---\n[{text:*}|{detailText:3}]", name: "T")
        cell.text = "left"
        cell.detailText = "r"
        let buffer = ScreenBuffer(width: 12, height: 1)
        cell.draw(in: buffer)
        #expect(buffer.lines == ["[left  |r  ]"])
        cell.outlets["text"] = "set"
        cell.prepareForReuse()
        #expect(cell.outlets.isEmpty)
    }

    @Test func fillOutletsFromPropertiesOfAModelByName() {
        let cell = CardCell()
        cell.template = card
        cell.fillOutlets(fromPropertiesOf: Post(title: "T", date: "D", author: nil))
        #expect(cell.outlets.names == ["date", "title"])
        #expect(cell.outlets["title"] == "T")
        let untemplated = CardCell()
        untemplated.fillOutlets(fromPropertiesOf: Post(title: "T", date: "D", author: "A"))
        #expect(untemplated.outlets.names == ["author", "date", "title"])
    }

    @Test func aGridCellTemplateGivesItsPreferredSize() throws {
        let cell = GridCell()
        cell.template = try TemplateParser.parse(
            "width 8\nheight 3\n---\n+------+\n|{text:6 center}|\n+------+", name: "Tile")
        cell.text = "ab"
        let buffer = ScreenBuffer(width: 8, height: 3)
        cell.draw(in: buffer)
        #expect(cell.preferredSize == Size(width: 8, height: 3))
        #expect(buffer.lines == ["+------+", "|  ab  |", "+------+"])
    }
}
