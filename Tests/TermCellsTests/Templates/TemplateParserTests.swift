import Testing

@testable import TermCells

@Suite struct TemplateParserTests {
    @Test func readsSettingsOutletsStyledTextAndBraces() throws {
        let template = try TemplateParser.parse(
            """
            # comment
            height 3
            width 30
            style fg=white bg=236
            highlight bg=blue bold
            selected underline
            ---
            {title:* bold} {date:6 right dim fg=brightBlue}
              {"by" italic} {author} {{x}}
            """, name: "Card")

        #expect(template.name == "Card")
        #expect(template.height == 3)
        #expect(template.width == 30)
        #expect(template.style == Style(foreground: .white, background: .indexed(236)))
        #expect(template.highlightStyle == Style(background: .blue, attributes: .bold))
        #expect(template.selectedStyle == .underline)
        #expect(template.outletNames == ["title", "date", "author"])
        #expect(
            template.lines == [
                TemplateLine([
                    .outlet(TemplateOutlet(name: "title", width: .rest, style: .bold)),
                    .text(" ", .plain),
                    .outlet(
                        TemplateOutlet(
                            name: "date", width: .fixed(6), alignment: .right,
                            style: Style(foreground: .brightBlue, attributes: .dim))),
                ]),
                TemplateLine([
                    .text("  ", .plain), .text("by", .italic), .text(" ", .plain),
                    // Without a width, an outlet is as wide as it is written: "{author}" is 8 columns.
                    .outlet(TemplateOutlet(name: "author", width: .fixed(8))),
                    .text(" {x}", .plain),
                ]),
            ])
    }

    @Test func heightDefaultsToTheLayoutsLinesAndDefaultsForStates() throws {
        let template = try TemplateParser.parse("---\nA\nB\n\n\n", name: "T")
        #expect(template.height == 2)
        #expect(template.width == nil)
        #expect(template.highlightStyle == .reverse)
        #expect(template.selectedStyle == .bold)
    }

    /// Malformed files: every error names the file and the line.
    static let malformed: [(text: String, line: Int, message: String)] = [
        ("", 1, "the template is empty: write its settings, a '---' line, then its layout"),
        ("height 1\n# no layout", 2, "no '---' line: write the settings, a '---' line, then the layout"),
        (
            "heigth 2\n---\nx", 1,
            "unknown setting 'heigth' (use height, width, style, highlight or selected, then '---')"
        ),
        ("height\n---\nx", 1, "height needs one number, as in 'height 2'"),
        ("height two\n---\nx", 1, "height must be a whole number from 1 to 1000, not 'two'"),
        ("# c\nheight 0\n---\nx", 2, "height must be a whole number from 1 to 1000, not '0'"),
        ("width -3\n---\nx", 1, "width must be a whole number from 1 to 1000, not '-3'"),
        ("height 1\nheight 2\n---\nx", 2, "height is set twice (first on line 1)"),
        (
            "style blod\n---\nx", 1,
            "unknown style word 'blod' (use bold, dim, italic, underline, reverse, fg=COLOUR, bg=COLOUR)"
        ),
        ("style fg=purple\n---\nx", 1, "unknown colour 'purple' (a name such as red or brightBlue, or a number 0–255)"),
        ("highlight bg=256\n---\nx", 1, "colour 256 is out of range 0–255"),
        ("selected fg=\n---\nx", 1, "a colour is missing after 'fg='"),
        ("---\nok\n{title", 3, "'{' at column 1 is not closed with '}'"),
        ("---\nab}", 2, "unmatched '}' at column 3; write '}}' for a literal brace"),
        ("---\n{}", 2, "an empty outlet '{}': write {name}, {name:10} or {name:*}"),
        ("---\n{9lives}", 2, "'9lives' is not an outlet name: use letters, digits and _, not starting with a digit"),
        ("---\n{title:abc}", 2, "the width of outlet 'title' must be 1–1000 or *, not 'abc'"),
        ("---\n{title:0}", 2, "the width of outlet 'title' must be 1–1000 or *, not '0'"),
        ("---\n{title}\n{title}", 3, "outlet 'title' appears twice (first on line 2)"),
        ("---\n{a:*}{b:*}", 2, "only one outlet per line may take the rest of the line (:*)"),
        ("---\n{a left right}", 2, "outlet 'a' has two alignments"),
        (
            "---\n{a shiny}", 2,
            "unknown word 'shiny' in outlet 'a' (use left, center, right, bold, dim, italic, underline, reverse, fg=COLOUR, bg=COLOUR)"
        ),
        ("---\n{\"open}", 2, "the text in quotes after column 1 is not closed with '\"'"),
        (
            "---\n{\"text\" sparkly}", 2,
            "unknown style word 'sparkly' (use bold, dim, italic, underline, reverse, fg=COLOUR, bg=COLOUR)"
        ),
        ("---\na\tb", 2, "a tab at column 2: lay the line out with spaces"),
        ("height 1\n---\none\ntwo", 4, "the layout has 2 lines but height is 1"),
    ]

    @Test(arguments: malformed.indices)
    func malformedTemplatesNameFileAndLine(_ index: Int) {
        let (text, line, message) = Self.malformed[index]
        #expect(throws: FileParseError(file: "Bad.template", line: line, message: message)) {
            try TemplateParser.parse(text, name: "Bad")
        }
    }

    @Test func errorDescriptionIsFileColonLineColonMessage() {
        let error = FileParseError(file: "Bad.template", line: 3, message: "unknown style word 'blod'")
        #expect(error.description == "Bad.template:3: unknown style word 'blod'")
    }
}
