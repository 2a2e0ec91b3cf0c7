import TermCells
import TermCellsTesting
import Testing

/// Where the field puts the focus (the terminal's cursor in accessible mode), its own cursor,
/// and the placeholder.
@MainActor
@Suite struct TextFieldFocusTests {
    @Test func theCursorCellIsReportedAsTheFocus() {
        let field = TextField(text: "abcdefghij")
        let screen = ScreenDriver(field, width: 6, height: 1)
        #expect(screen.buffer.reportedFocus == Point(x: 5, y: 0))
        #expect(field.cursorColumn == 5)
        screen.press(.left, times: 3)
        #expect(screen.buffer.reportedFocus == Point(x: 2, y: 0))
        screen.press(.home)
        #expect(screen.buffer.reportedFocus == Point(x: 0, y: 0))
    }

    @Test func inAScreenTheFocusIsInTheScreensCoordinates() {
        let field = TextField(text: "日本")
        let screen = ScreenDriver(
            width: 20, height: 3,
            draw: { canvas in
                canvas.draw("Find: ", row: 1)
                field.draw(in: canvas.child(in: Rect(x: 6, y: 1, width: 14, height: 1)))
            },
            handle: field.handle)
        expectScreen(
            screen,
            """

            Find: 日本▏
            """)
        #expect(screen.buffer.reportedFocus == Point(x: 10, y: 1))
        screen.press(.left)
        #expect(screen.buffer.reportedFocus == Point(x: 8, y: 1))
    }

    @Test func anUnfocusedFieldDrawsNoCursorAndReportsNothing() {
        let field = TextField(text: "abc")
        field.isFocused = false
        let screen = ScreenDriver(field, width: 6, height: 1)
        #expect(screen.buffer.reportedFocus == nil)
        screen.press(.home)
        expectScreen(screen, "abc", marking: \.standsOut)
        #expect(screen.buffer.reportedFocus == nil)
    }

    @Test func withoutItsOwnCursorTheFieldStillReportsTheFocus() {
        let field = TextField(text: "abc")
        field.drawsCursor = false
        let screen = ScreenDriver(field, width: 6, height: 1)
        expectScreen(screen, "abc", marking: \.standsOut)
        #expect(screen.buffer.reportedFocus == Point(x: 3, y: 0))
        screen.press(.left)
        expectScreen(screen, "abc", marking: \.standsOut)
        #expect(screen.buffer.reportedFocus == Point(x: 2, y: 0))
    }

    @Test func thePlaceholderIsDimWithTheCursorOnItsFirstCharacter() {
        let field = TextField(placeholder: "Search…")
        let screen = ScreenDriver(field, width: 12, height: 1)
        expectScreen(screen, "«S»earch…", marking: \.standsOut)
        #expect(screen.buffer.style(at: Point(x: 1, y: 0)) == .dim)
        #expect(screen.buffer.reportedFocus == Point(x: 0, y: 0))
        screen.type("a")
        expectScreen(screen, "a▏", marking: \.standsOut)
        #expect(screen.buffer.style(at: Point(x: 0, y: 0)) == .plain)
        screen.press(.backspace)
        expectScreen(screen, "«S»earch…", marking: \.standsOut)
        field.isFocused = false
        screen.redraw()
        expectScreen(screen, "Search…", marking: \.standsOut)
        #expect(screen.buffer.style(at: .zero) == .dim)
        // Too long for the field: cut with an ellipsis.
        screen.resize(width: 4, height: 1)
        expectScreen(screen, "Sea…")
    }

    @Test func stylesAreTheFieldsToChoose() {
        let field = TextField(text: "ab")
        field.style = .bold
        field.cursorStyle = .underline
        let screen = ScreenDriver(field, width: 5, height: 1)
        screen.press(.left)
        #expect(screen.buffer.style(at: Point(x: 0, y: 0)) == .bold)
        #expect(screen.buffer.style(at: Point(x: 1, y: 0)) == .underline)
        // The rest of the row is the field's, in its style.
        #expect(screen.buffer.style(at: Point(x: 4, y: 0)) == .bold)
    }
}
