import TermCellsTesting
import Testing

@testable import TermCells

/// A transcript's messages as rows of a table: a role line over paragraphs wrapped to the
/// row's width, blocks clipped with a mark and scrolled sideways under the cursor, text
/// sanitised, each row as tall as its lines.
@MainActor
@Suite struct MessageCellTests {
    /// A table of `messages` drawn by ``MessageCell`` on a `width` × `height` screen.
    private func transcript(_ messages: [ChatMessage], width: Int = 20, height: Int = 8) -> (
        TableManager, ScreenDriver<TableManager>
    ) {
        let manager = TableManager()
        manager.host.showsScrollIndicator = false
        manager.register(MessageCell.self)
        manager.memoryStorage.setItems(messages)
        return (manager, ScreenDriver(manager, width: width, height: height))
    }

    @Test func theRoleLineIsOverTheParagraphWrappedToTheRowsWidth() {
        let (_, screen) = transcript([
            ChatMessage(role: .user, text: "The smallest planet and the closest to the Sun"),
            ChatMessage(role: .assistant, text: "Mercury."),
        ])
        #expect(
            screen.text == """
                user
                The smallest planet
                and the closest to
                the Sun
                assistant
                Mercury.
                """)
    }

    @Test func theTranscriptsArticlesScreenIsWhatTheCellShows() {
        let (_, screen) = transcript(
            [
                ChatMessage(role: .user, text: "How do I print the planets?"),
                ChatMessage(
                    role: .assistant,
                    text: """
                        Loop over them:

                            for planet in planets { print(planet) }

                        Each name is on its own line.
                        """),
            ], width: 30, height: 10)
        #expect(
            screen.text == """
                user
                How do I print the planets?
                assistant
                Loop over them:

                for planet in planets { print›

                Each name is on its own line.
                """)
    }

    @Test func blankLinesSeparateParagraphsAsOneEmptyLine() {
        let (_, screen) = transcript([
            ChatMessage(role: .assistant, text: "\nFirst paragraph here.\n\n\n  \nSecond one.\n\n"),
            ChatMessage(role: nil, text: "Next."),
        ])
        #expect(
            screen.text == """
                assistant
                First paragraph
                here.

                Second one.
                Next.
                """)
    }

    @Test func aLineIndentedByFourSpacesIsABlockClippedWithAMark() {
        let (_, screen) = transcript(
            [ChatMessage(role: .assistant, text: "Run:\n\n    swift build --configuration release\n\nThen test.")],
            width: 16)
        #expect(
            screen.text == """
                assistant
                Run:

                swift build --c›

                Then test.
                """)
    }

    @Test func linesBetweenFencesAreABlockClippedWithAMarkAndTheFencesAreNotShown() {
        let (_, screen) = transcript([
            ChatMessage(
                role: .assistant,
                text: "The list:\n```swift\nlet planets = [\"Mercury\", \"Venus\"]\n\n  print(planets)\n```\nDone.")
        ])
        #expect(
            screen.text == """
                assistant
                The list:
                let planets = ["Mer›

                  print(planets)
                Done.
                """)
    }

    @Test func leftAndRightScrollTheBlocksOfTheMessageUnderTheCursorAndNotItsParagraphs() {
        let (_, screen) = transcript([
            ChatMessage(role: .user, text: "Show the alphabet."),
            ChatMessage(
                role: .assistant,
                text: "A paragraph stays put.\n\n    0123456789abcdefghijklmnopqrstuvwxyz\n    short"),
        ])
        /// The screen with the block's two lines shown as `first` and `second`.
        func expected(showing first: String, _ second: String) -> String {
            """
            user
            Show the alphabet.
            assistant
            A paragraph stays
            put.

            \(first)
            \(second)
            """
        }
        let unscrolled = expected(showing: "0123456789abcdefghi›", "short")
        #expect(screen.text == unscrolled)
        // The cursor is on the first message: its neighbour's block does not move.
        screen.press(.right)
        #expect(screen.text == unscrolled)

        screen.press(.down)
        screen.press(.right)
        #expect(screen.text == expected(showing: "‹9abcdefghijklmnopq›", "‹"))
        screen.press(.right)
        #expect(screen.text == expected(showing: "‹hijklmnopqrstuvwxyz", "‹"))
        // The widest line's end is on screen: Right goes no farther.
        screen.press(.right)
        #expect(screen.text == expected(showing: "‹hijklmnopqrstuvwxyz", "‹"))
        screen.press(.left)
        #expect(screen.text == expected(showing: "‹9abcdefghijklmnopq›", "‹"))
        screen.press(.left)
        #expect(screen.text == unscrolled)
        screen.press(.left)
        #expect(screen.text == unscrolled)
    }

    @Test func aWideCharacterCutByAnEdgeShowsAsABlankNeverHalfDrawn() {
        let (_, screen) = transcript([ChatMessage(role: nil, text: "    日本語のテキストです")], width: 10)
        #expect(screen.text == "日本語の ›")
        screen.press(.right)
        // From column 8: `‹` covers it, and column 9 is the second half of テ.
        #expect(screen.text == "‹ キスト ›")
    }

    @Test func aMessageThatGrowsKeepsItsBlocksScrolledSideways() {
        let block = "    0123456789abcdefghijklmnopqrstuvwxyz"
        let (manager, screen) = transcript([ChatMessage(role: .assistant, text: block)])
        screen.press(.right)
        #expect(screen.text == "assistant\n‹9abcdefghijklmnopq›")
        manager.memoryStorage.replaceItem(
            at: IndexPath(item: 0, section: 0), with: ChatMessage(role: .assistant, text: block + "\n    more"))
        screen.redraw()
        #expect(screen.text == "assistant\n‹9abcdefghijklmnopq›\n‹")
        manager.memoryStorage.replaceItem(
            at: IndexPath(item: 0, section: 0), with: ChatMessage(role: .user, text: block))
        screen.redraw()
        // Another message starts at column 0.
        #expect(screen.text == "user\n0123456789abcdefghi›")
    }

    @Test func aMessageTallerThanTheScreenShowsTheLinesItIsScrolledTo() {
        let numbered = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let (_, screen) = transcript(
            [ChatMessage(role: .assistant, text: numbered), ChatMessage(role: .user, text: "next")], height: 3)
        #expect(screen.text == "assistant\nline 1\nline 2")
        screen.scrollWheel(1)
        #expect(screen.text == "line 3\nline 4\nline 5")
        screen.scrollWheel(3)
        #expect(screen.text == "line 10\nuser\nnext")
    }

    @Test func aMappingsOwnKeyActionComesBeforeTheCellsScroll() {
        let manager = TableManager()
        manager.host.showsScrollIndicator = false
        var pressed = 0
        manager.register(MessageCell.self, mapping: { mapping in mapping.onKey(.right) { _, _, _ in pressed += 1 } })
        manager.memoryStorage.setItems([ChatMessage(role: nil, text: "    0123456789abcdefghijklmnopqrstuvwxyz")])
        let screen = ScreenDriver(manager, width: 20, height: 2)
        screen.press(.right)
        #expect(pressed == 1)
        #expect(screen.text == "0123456789abcdefghi›")
    }

    @Test func theCursorColoursTheRoleLineOrTheFirstLineOfAMessageWithoutOne() {
        let (_, screen) = transcript([
            ChatMessage(role: .user, text: "Hi"),
            ChatMessage(role: .assistant, text: "Hello"),
            ChatMessage(role: nil, text: "    a block\nthen text"),
        ])
        screen.press(.down)
        #expect(
            screen.text(marking: { $0.background != .default }) == """
                user
                Hi
                «assistant           »
                Hello
                a block
                then text
                """)
        screen.press(.down)
        #expect(
            screen.text(marking: { $0.background != .default }) == """
                user
                Hi
                assistant
                Hello
                «a block             »
                then text
                """)
    }

    @Test func controlCharactersShowAsPlaceholdersInTheRoleLineParagraphsAndBlocks() {
        let (_, screen) = transcript([
            ChatMessage(role: ChatRole("bot\u{1B}[2J"), text: "bell\u{07} and \u{1B}[31mred\n\n    a\u{1B}b\u{9B}c")
        ])
        #expect(
            screen.text == """
                bot^[[2J
                bell^G and ^[[31mred

                a^[bM-^[c
                """)
    }

    @Test func aMessagesHeightIsItsRoleLineWrappedLinesAndBlockLinesForTheWidth() {
        let cell = MessageCell()
        cell.update(
            with: ChatMessage(
                role: .assistant, text: "The smallest planet and the closest to the Sun\n\n    let x = 1\n    let y = 2"
            ))
        // Role line, 3 wrapped lines, a blank line, 2 block lines.
        #expect(cell.height(forWidth: 20) == 7)
        // Role line, 2 wrapped lines, a blank line, 2 block lines.
        #expect(cell.height(forWidth: 30) == 6)
        cell.update(with: ChatMessage(role: nil, text: ""))
        #expect(cell.height(forWidth: 20) == 1)
    }

    @Test func aRowIsAsTallAsItsMessageAtTheHostsWidthSoTheNextRowStartsBelowIt() {
        // Measured at the host's width before it is drawn: the next message starts right under
        // the last wrapped line, with no line cut off or left empty.
        let (_, screen) = transcript(
            [
                ChatMessage(role: .user, text: "one two three four five six seven eight nine ten"),
                ChatMessage(role: .assistant, text: "eleven"),
            ], width: 12, height: 10)
        #expect(
            screen.text == """
                user
                one two
                three four
                five six
                seven eight
                nine ten
                assistant
                eleven
                """)
    }

    @Test func aResizeMeasuresTheMessagesAgainAtTheNewWidth() {
        // Narrower, a message takes more lines; wider, fewer: every line shows, none is cut off
        // and none left empty, the next message right under the last line.
        let (_, screen) = transcript(
            [
                ChatMessage(role: .user, text: "one two three four five six"),
                ChatMessage(role: .assistant, text: "seven"),
            ], width: 30, height: 10)
        #expect(screen.text == "user\none two three four five six\nassistant\nseven")
        screen.resize(width: 12, height: 10)
        #expect(screen.text == "user\none two\nthree four\nfive six\nassistant\nseven")
        screen.resize(width: 40, height: 10)
        #expect(screen.text == "user\none two three four five six\nassistant\nseven")
    }

    @Test func aScrollIndicatorTakingAColumnMeasuresTheMessagesAgain() {
        // The transcript grows past the screen: the indicator takes the last column, and the
        // message that fitted one line at 12 columns wraps at 11.
        let manager = TableManager()
        manager.register(MessageCell.self)
        manager.memoryStorage.setItems([ChatMessage(role: nil, text: "twelve chars")])
        let screen = ScreenDriver(manager, width: 12, height: 2)
        #expect(screen.lines == ["twelve chars", ""])
        manager.memoryStorage.addItems([ChatMessage(role: nil, text: "b"), ChatMessage(role: nil, text: "c")])
        screen.redraw()
        let content = screen.lines.map { line in
            String(String(line.prefix(11)).reversed().drop { $0 == " " }.reversed())
        }
        #expect(content == ["twelve", "chars"], "\(screen.text)")
    }

    @Test func aMessageThatGrowsIsShownAndMeasuredAsTheWholeText() {
        let (manager, screen) = transcript([ChatMessage(role: .assistant, text: "Hello")], height: 10)
        var text = "Hello"
        for token in [
            " there,", " this", " message", " grows.\n", "\n```\n", "a fenced block wider than the row", "\n```",
        ] {
            text += token
            manager.memoryStorage.replaceItem(
                at: IndexPath(item: 0, section: 0), with: ChatMessage(role: .assistant, text: text))
            screen.redraw()
        }
        #expect(
            screen.text == """
                assistant
                Hello there, this
                message grows.

                a fenced block wide›
                """)
    }

    @Test func layingOutGrowingTextMatchesLayingItOutWhole() {
        let text = "Intro line that wraps here\n\n\n    indented block\r\nmore words\n```\ncode\n\n```\nend  of\ttext"
        var growing = MessageLayout(text: "", width: 10)
        var mismatches: [String] = []
        var end = text.startIndex
        while end < text.endIndex {
            end = text.index(after: end)
            let prefix = String(text[..<end])
            growing.update(text: prefix, width: 10)
            let whole = MessageLayout(text: prefix, width: 10)
            if growing.lines != whole.lines || growing.widestBlockLine != whole.widestBlockLine {
                mismatches.append(prefix)
            }
        }
        #expect(mismatches == [])
    }
}
