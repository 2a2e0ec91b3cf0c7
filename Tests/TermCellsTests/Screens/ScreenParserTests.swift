import Testing

@testable import TermCells

@Suite struct ScreenParserTests {
    @Test func readsHostsRectanglesAndPrototypes() throws {
        let file = try ScreenLoader.parse(
            """
            # two hosts
            table inbox x=0 y=1 width=40% height=*
              header Day
                ---
                {"== " bold}{title:*}
              cell Message template=MessageCell class=MessageCell

            grid photos x=40% y=1/4 width=* height=12
              cell Photo
                width 8
                height 3
                ---
                [{title:6}]

                ({n:4})
              supplementary badge Badge
            """, name: "Main")

        #expect(file.name == "Main")
        #expect(file.hosts.map(\.name) == ["inbox", "photos"])
        #expect(file.hosts.map(\.kind) == ["table", "grid"])
        let inbox = file.hosts[0]
        let photos = file.hosts[1]
        #expect(inbox.frame(in: Size(width: 100, height: 30)) == Rect(x: 0, y: 1, width: 40, height: 29))
        #expect(photos.frame(in: Size(width: 100, height: 30)) == Rect(x: 40, y: 7, width: 60, height: 12))
        #expect(photos.frame(in: Size(width: 50, height: 10)) == Rect(x: 20, y: 2, width: 30, height: 8))
        #expect(inbox.prototypes.map(\.kind) == [.header, .cell])
        #expect(
            inbox.prototypes[1]
                == PrototypeDeclaration(
                    kind: .cell, identifier: "Message", className: "MessageCell",
                    design: .named("MessageCell"), line: 6))
        guard case .inline(let header) = inbox.prototypes[0].design,
            case .inline(let photo) = photos.prototypes[0].design
        else {
            Issue.record("inline templates expected")
            return
        }
        #expect(header.outletNames == ["title"])
        #expect(photo.width == 8 && photo.height == 3)
        #expect(photo.lines.count == 3)
        #expect(photos.prototypes[1].kind == .supplementary("badge"))
        #expect(photos.prototypes[1].design == .code)
    }

    static let malformed: [(text: String, line: Int, message: String)] = [
        ("", 1, "the screen declares no host: write a line such as 'table main x=0 y=0 width=* height=*'"),
        ("  cell Row", 1, "a prototype must come after its host's line, such as 'table main x=0 y=0 width=* height=*'"),
        ("table", 1, "the table needs a name, as in 'table main x=0 y=0 width=* height=*'"),
        ("9table main", 1, "'9table' is not a host kind: start the line with table or grid"),
        ("table main left=3", 1, "unknown word 'left=3' in host 'main' (use x=, y=, width=, height=)"),
        ("table main x=1 x=2", 1, "x is given twice for host 'main'"),
        ("table main width=wide", 1, "width must be cells (12), a fraction (25% or 1/3) or * for the rest, not 'wide'"),
        ("table main width=120%", 1, "width must be cells (12), a fraction (25% or 1/3) or * for the rest, not '120%'"),
        ("table main y=*", 1, "y cannot be *: give cells or a fraction"),
        ("table a\ntable a", 2, "host 'a' is declared twice (first on line 1)"),
        ("table a\n\tcell Row", 2, "indent with spaces, not tabs"),
        (
            "table a\n  row Row", 2,
            "unknown prototype 'row' (use cell, header, footer or supplementary KIND), or indent less to start a host"
        ),
        ("table a\n  cell", 2, "the cell prototype needs a reuse identifier, as in 'cell Row'"),
        (
            "table a\n  supplementary", 2,
            "supplementary needs a kind and an identifier, as in 'supplementary badge Badge'"
        ),
        (
            "table a\n  cell Row colour=red", 2,
            "unknown word 'colour=red' in prototype 'Row' (use template=NAME and class=NAME, once each)"
        ),
        ("table a\n  cell Row\n  cell Row", 3, "cell prototype 'Row' is declared twice in host 'a' (first on line 2)"),
        (
            "table a\n  cell Row template=T\n    ---\n    x", 2,
            "prototype 'Row' has both template= and an inline template: keep one"
        ),
        (
            "table a\n  cell Row\n    height 2\n    ---\n    {x}\n   {y}", 6,
            "this line of the inline template is indented less than its first line"
        ),
        (
            "table a\n  cell Row\n    height 2\n    ---\n    {x:*} {y:*}", 5,
            "only one outlet per line may take the rest of the line (:*)"
        ),
        (
            "table a\n  cell Row\n    style blink\n    ---\n    x", 3,
            "unknown style word 'blink' (use bold, dim, italic, underline, reverse, fg=COLOUR, bg=COLOUR)"
        ),
        ("table a\n  cell Row\n    height 1", 3, "no '---' line: write the settings, a '---' line, then the layout"),
    ]

    @Test(arguments: malformed.indices)
    func malformedScreensNameFileAndLine(_ index: Int) {
        let (text, line, message) = Self.malformed[index]
        #expect(throws: FileParseError(file: "Bad.screen", line: line, message: message)) {
            try ScreenLoader.parse(text, name: "Bad")
        }
    }
}
