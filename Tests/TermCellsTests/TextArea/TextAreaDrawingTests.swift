import TermCells
import TermCellsTesting
import Testing

/// The area grows with its text to its most rows, then scrolls; long lines wrap at spaces.
@MainActor
@Suite struct TextAreaDrawingTests {
    /// A screen with the area at the top, as tall as it asks, a rule under it and blank rows
    /// below (the buffer keeps the cells of the frame before).
    func screen(_ area: TextArea, width: Int = 6, height: Int = 6) -> ScreenDriver<DrawAndHandle> {
        ScreenDriver(
            width: width, height: height,
            draw: { canvas in
                let rows = area.height(forWidth: canvas.size.width)
                area.draw(in: canvas.child(in: Rect(x: 0, y: 0, width: canvas.size.width, height: rows)))
                canvas.draw(String(repeating: "-", count: canvas.size.width), at: Point(x: 0, y: rows), style: .plain)
                let below = rows + 1
                canvas.fill(
                    Rect(x: 0, y: below, width: canvas.size.width, height: canvas.size.height - below), style: .plain)
            },
            handle: area.handle)
    }

    @Test func thePlaceholderShowsWhileTheTextIsEmpty() {
        let screen = screen(TextArea(placeholder: "Say"))
        expectScreen(
            screen,
            """
            «S»ay
            ------
            """, marking: \.standsOut)
        #expect(screen.buffer.reportedFocus == .zero)
    }

    @Test func theAreaGrowsToItsMostRowsThenScrolls() {
        let area = TextArea()
        area.maximumVisibleLines = 3
        let screen = screen(area)
        screen.type("a")
        expectScreen(
            screen,
            """
            a▏
            ------
            """)
        screen.press(.control("j"))
        screen.type("b")
        screen.press(.control("j"))
        screen.type("c")
        expectScreen(
            screen,
            """
            a
            b
            c▏
            ------
            """)
        screen.press(.control("j"))
        screen.type("d")
        expectScreen(
            screen,
            """
            b
            c
            d▏
            ------
            """)
        #expect(screen.buffer.reportedFocus == Point(x: 1, y: 2))
        // Up within view moves the cursor, not the rows; past the top the rows follow it.
        screen.press(.up)
        expectScreen(
            screen,
            """
            b
            c▏
            d
            ------
            """)
        screen.press(.up, times: 2)
        expectScreen(
            screen,
            """
            a▏
            b
            c
            ------
            """)
        #expect(screen.buffer.reportedFocus == Point(x: 1, y: 0))
        // Deleting lines shrinks the area again.
        screen.press(.delete, times: 3)
        expectScreen(
            screen,
            """
            ac
            d
            ------
            """)
    }

    @Test func aLongLineWrapsAtTheCharacterThatDoesNotFit() {
        let area = TextArea(text: "abcdefgh日本")
        let screen = screen(area)
        expectScreen(
            screen,
            """
            abcdef
            gh日本
            ▏
            ------
            """)
        // A line exactly as wide as the area keeps a row for the cursor after it.
        screen.press(.home)
        expectScreen(
            screen,
            """
            «a»bcdef
            gh日本

            ------
            """, marking: \.standsOut)
        screen.press(.right, times: 8)
        expectScreen(
            screen,
            """
            abcdef
            gh«日»本

            ------
            """, marking: \.standsOut)
        #expect(screen.buffer.reportedFocus == Point(x: 2, y: 1))
        // A wide character that does not fit goes to the next row whole.
        let wide = TextArea(text: "abcde日x")
        expectScreen(
            self.screen(wide),
            """
            abcde
            日x▏
            ------
            """)
    }

    @Test func wordsWrapAfterTheLastSpaceThatFitsAndALongerWordIsCut() {
        expectScreen(
            screen(TextArea(text: "one two three")),
            """
            one
            two
            three▏
            ------
            """)
        expectScreen(
            screen(TextArea(text: "ab verylong")),
            """
            ab
            verylo
            ng▏
            ------
            """)
        // The cursor on a word carried to the next row stands there.
        let area = TextArea(text: "one two")
        let screen = screen(area)
        screen.press(.home)
        screen.press(.right, times: 4)
        expectScreen(
            screen,
            """
            one
            «t»wo
            ------
            """, marking: \.standsOut)
        #expect(screen.buffer.reportedFocus == Point(x: 0, y: 1))
    }

    @Test func theHeightAskedForIsTheWrappedRowsUpToTheMost() {
        let area = TextArea(text: "abcdefgh\nij")
        #expect(area.height(forWidth: 10) == 2)
        #expect(area.height(forWidth: 8) == 3)
        #expect(area.height(forWidth: 4) == 4)
        #expect(area.height(forWidth: 2) == 5)
        area.maximumVisibleLines = 0
        #expect(area.height(forWidth: 2) == 1)
        #expect(TextArea().height(forWidth: 10) == 1)
        #expect(TextArea().height(forWidth: 0) == 1)
    }

    @Test func anUnfocusedAreaDrawsNoCursorAndReportsNoFocus() {
        let area = TextArea(text: "ab\ncd")
        area.isFocused = false
        let screen = screen(area)
        expectScreen(
            screen,
            """
            ab
            cd
            ------
            """, marking: \.standsOut)
        #expect(screen.buffer.reportedFocus == nil)
    }

    @Test func theAreaOnItsOwnFillsTheScreen() {
        let screen = ScreenDriver(TextArea(text: "one\ntwo"), width: 8, height: 3)
        screen.press(.up)
        expectScreen(
            screen,
            """
            one▏
            two
            """, marking: \.standsOut)
    }
}
