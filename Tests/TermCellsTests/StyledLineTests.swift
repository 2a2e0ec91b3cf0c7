import TermCells
import Testing

/// `StyledLine`, the rows of a `ScreenBuffer` as styled lines, and a view drawn offscreen at a
/// width: what an inline application prints into the scrollback.
@MainActor
@Suite struct StyledLineTests {
    let cyan = Style(foreground: .cyan, attributes: .bold)

    @Test func aLineIsItsRunsAndReadsAsTheirText() {
        let line: StyledLine = StyledLine("you:", style: .bold) + " " + "hi" + StyledLine("!", style: cyan)
        // Runs of one style that meet are one.
        #expect(
            line.runs == [
                StyledLine.Run("you:", style: .bold), StyledLine.Run(" hi"), StyledLine.Run("!", style: cyan),
            ])
        #expect(line.text == "you: hi!")
        #expect(line.description == "you: hi!")
    }

    @Test func aBuffersRowsAreRunsOfOneStyleUpToTheirLastVisibleCell() {
        let buffer = ScreenBuffer(width: 12, height: 3)
        buffer.draw("ab", at: Point(x: 0, y: 0), style: .bold)
        buffer.draw("cd", at: Point(x: 2, y: 0))
        // Bold blanks show nothing: left out at the end. A background shows: kept.
        buffer.fill(Rect(x: 4, y: 0, width: 3, height: 1), style: .bold)
        buffer.fill(Rect(x: 0, y: 1, width: 3, height: 1), style: Style(background: .blue))
        buffer.draw("漢x", at: Point(x: 0, y: 2), style: cyan)
        #expect(
            buffer.styledLines == [
                StyledLine("ab", style: .bold) + "cd", StyledLine("   ", style: Style(background: .blue)),
                StyledLine("漢x", style: cyan),
            ])
    }

    /// A finished message drawn at the terminal's width: its role line in the role's colours,
    /// its text wrapped at that width, as a host at that width would show it.
    @Test func aMessageCellDrawnOffscreenIsLaidOutAtTheWidth() {
        let cell = MessageCell()
        cell.update(with: ChatMessage(role: .assistant, text: "one two three four"))
        let buffer = cell.drawnOffscreen(width: 10, theme: .dark)
        #expect(buffer.lines == ["assistant ", "one two   ", "three four"])
        let lines = buffer.styledLines
        #expect(lines.first == StyledLine("assistant", style: MessageStyles.standard[.assistant].roleLine))
        #expect(lines.map(\.text) == ["assistant", "one two", "three four"])
    }
}
