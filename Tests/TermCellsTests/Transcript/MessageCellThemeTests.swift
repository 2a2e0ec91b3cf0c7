import TermCellsTesting
import Testing

@testable import TermCells

/// A transcript drawn in its host's theme: role lines, text, blocks and clip marks take the
/// theme's ``Theme/messages`` unless the cell's own ``MessageCell/styles`` are set.
@MainActor
@Suite struct MessageCellThemeTests {
    /// A user's question, an assistant's answer with a block too wide for the row, a tool's
    /// output; the cursor on the question.
    private let messages = [
        ChatMessage(role: .user, text: "Hi"),
        ChatMessage(role: .assistant, text: "Code:\n\n    let answer = 42 // the answer"),
        ChatMessage(role: .tool, text: "ok"),
    ]

    /// The rows of `messages`.
    private let shown = """
        user
        Hi
        assistant
        Code:

        let answer = 42 // ›
        tool
        ok
        """

    /// `messages` on a 20 × 8 screen in `theme`, drawn by `cellType`.
    private func transcript(
        in theme: Theme?, cellType: MessageCell.Type = MessageCell.self
    ) -> ScreenDriver<TableManager> {
        let manager = TableManager()
        manager.host.showsScrollIndicator = false
        manager.host.theme = theme
        if cellType == MessageCell.self {
            manager.register(MessageCell.self)
        } else {
            manager.register(OwnStylesCell.self)
        }
        manager.memoryStorage.setItems(messages)
        return ScreenDriver(manager, width: 20, height: 8)
    }

    @Test func theLightThemeDrawsRoleLinesAndBlocksInItsMessageStyles() {
        let screen = transcript(in: .light)
        #expect(screen.text == shown)
        let buffer = screen.buffer
        #expect(buffer.style(at: Point(x: 0, y: 2)) == Style(foreground: .blue, attributes: .bold))
        #expect(buffer.style(at: Point(x: 0, y: 3)) == .plain)
        #expect(buffer.style(at: Point(x: 0, y: 5)) == Style(foreground: .black, background: .white))
        #expect(buffer.style(at: Point(x: 19, y: 5)) == Style(foreground: .black, background: .white, attributes: .dim))
        #expect(buffer.style(at: Point(x: 0, y: 6)) == .bold)
        // The question's role line is under the cursor: the light cursor's colours, bold.
        #expect(buffer.style(at: Point(x: 0, y: 0)) == Style(foreground: .black, background: .white, attributes: .bold))
    }

    @Test func theApplicationsLightThemeReachesTheCellsToo() {
        let screen = transcript(in: nil)
        screen.buffer.theme = .light
        screen.redraw()
        #expect(screen.buffer.style(at: Point(x: 0, y: 2)) == Style(foreground: .blue, attributes: .bold))
        #expect(screen.buffer.style(at: Point(x: 0, y: 5)) == Style(foreground: .black, background: .white))
    }

    @Test func theDarkThemeDrawsWhatTheCellAlwaysDrew() {
        for theme in [Theme.dark, nil] {
            let screen = transcript(in: theme)
            #expect(screen.text == shown)
            let buffer = screen.buffer
            #expect(buffer.style(at: Point(x: 0, y: 2)) == Style(foreground: .cyan, attributes: .bold))
            #expect(buffer.style(at: Point(x: 0, y: 5)) == Style(foreground: .yellow))
            #expect(buffer.style(at: Point(x: 19, y: 5)) == Style(foreground: .yellow, attributes: .dim))
            #expect(buffer.style(at: Point(x: 0, y: 6)) == Style(foreground: .blue, attributes: .bold))
        }
    }

    @Test func theCellsOwnStylesWinOverTheTheme() {
        let screen = transcript(in: .light, cellType: OwnStylesCell.self)
        let buffer = screen.buffer
        #expect(buffer.style(at: Point(x: 0, y: 2)) == Style(foreground: .red, attributes: .bold))
        #expect(buffer.style(at: Point(x: 0, y: 5)) == Style(foreground: .yellow))
        #expect(buffer.style(at: Point(x: 19, y: 5)) == Style(foreground: .red, attributes: .italic))
        // The roles left alone keep the styles the cell had when it set its own: the standard ones.
        #expect(buffer.style(at: Point(x: 0, y: 6)) == Style(foreground: .blue, attributes: .bold))
    }

    @Test func aThemesMessagesAndClipMarksAreItsOwn() {
        var theme = Theme.light
        theme.messages[.assistant].roleLine = Style(foreground: .magenta, attributes: .underline)
        theme.messages[.assistant].clipMark = Style(foreground: .red)
        let screen = transcript(in: theme)
        #expect(screen.buffer.style(at: Point(x: 0, y: 2)) == Style(foreground: .magenta, attributes: .underline))
        #expect(screen.buffer.style(at: Point(x: 19, y: 5)) == Style(foreground: .red))
    }

    @Test func aThemeSaysWhichBackgroundItIsFor() {
        #expect(Theme.dark.background == .dark)
        #expect(Theme.light.background == .light)
        #expect(Theme.light.background.description == "light")
        var theme = Theme(
            cursorRow: .reverse, cursorCell: .reverse, cursorItem: .reverse, selection: .bold, columnHeader: .bold,
            sortMark: .plain, columnSeparator: .dim, sectionHeader: .bold, scrollThumb: .plain, scrollTrack: .dim,
            outlineMark: .plain, anomalyPlaceholder: .bold, loadingPlaceholder: .dim, newItemsMark: .reverse,
            fieldPlaceholder: .dim, fieldCursor: .reverse)
        #expect(theme.background == .dark && theme.messages == .standard)
        theme.background = .light
        #expect(theme.background == .light && theme != Theme.dark)
    }
}

/// A cell that sets its own look in `init()`, as a subclass may.
private final class OwnStylesCell: MessageCell {
    required init() {
        super.init()
        styles[.assistant] = MessageStyle(
            roleLine: Style(foreground: .red, attributes: .bold), block: Style(foreground: .yellow))
        styles[.assistant].clipMark = Style(foreground: .red, attributes: .italic)
    }
}
