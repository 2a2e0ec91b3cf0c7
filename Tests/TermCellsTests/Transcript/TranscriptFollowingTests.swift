import TermCellsTesting
import Testing

@testable import TermCells

/// A long transcript of ``MessageCell`` rows, measured as they come on screen (the rows above
/// the screen stay at their estimates), followed while its last message grows: the newest
/// words stay on the last line through what happens between two frames.
@MainActor
@Suite struct TranscriptFollowingTests {
    /// A 30×10 table of 100 two-line questions, following the tail, drawn once (at the top).
    private func transcript() -> (TableManager, ScreenDriver<TableManager>) {
        let manager = TableManager()
        manager.host.followsTail = true
        manager.register(MessageCell.self)
        manager.memoryStorage.addItems(
            (0..<100).map { ChatMessage(role: .user, text: "question \($0) has words enough to wrap") })
        return (manager, ScreenDriver(manager, width: 30, height: 10))
    }

    /// Appends an answer `w0` (unless `appends` is false: it is there already), then grows it
    /// word by word from `first` to `w<words - 1>`, a frame after each.
    private func stream(
        _ words: Int, from first: Int = 1, appends: Bool = true, into manager: TableManager,
        on screen: ScreenDriver<TableManager>
    ) {
        let storage = manager.memoryStorage
        if appends {
            storage.addItem(ChatMessage(role: .assistant, text: "w0"))
            screen.redraw()
        }
        for word in first..<words {
            let text = (0...word).map { "w\($0)" }.joined(separator: " ")
            storage.replaceItem(at: IndexPath(item: 100, section: 0), with: ChatMessage(role: .assistant, text: text))
            screen.redraw()
        }
    }

    @Test func endAndAnAnswerInOneFrameFollowTheAnswer() {
        // End is pressed and the answer arrives before the next frame: the frame measures from
        // the end up, as for End alone, and the newest word is on the last line.
        let (manager, screen) = transcript()
        manager.host.handle(.key(KeyEvent(.end)))
        stream(30, into: manager, on: screen)
        #expect(manager.host.isFollowingTail)
        #expect(screen.lines[9].hasPrefix("w24 w25 w26 w27 w28 w29"), "\(screen.text)")
    }

    @Test func aNarrowerHostMeasuresTheMessagesAgainAndStillFollows() {
        let (manager, screen) = transcript()
        screen.press(.end)
        stream(10, into: manager, on: screen)
        screen.resize(width: 20, height: 10)
        stream(20, from: 10, appends: false, into: manager, on: screen)
        #expect(manager.host.isFollowingTail)
        #expect(screen.lines[9].hasPrefix("w17 w18 w19"), "\(screen.text)")
    }

    @Test func theGrowthThatOverflowsTheHostBringsTheIndicatorAndTheNewestWord() {
        // The answer grows past the host's height while followed: in that very frame the
        // indicator takes its column, the rows wrap to 19 columns, and the newest word is on
        // the last line.
        let manager = TableManager()
        manager.host.followsTail = true
        manager.register(MessageCell.self)
        let screen = ScreenDriver(manager, width: 20, height: 6)
        manager.memoryStorage.addItem(ChatMessage(role: .user, text: "hi"))
        screen.redraw()
        manager.memoryStorage.addItem(ChatMessage(role: .assistant, text: "w0"))
        screen.redraw()
        for word in 1...18 {
            let text = (0...word).map { "w\($0)" }.joined(separator: " ")
            manager.memoryStorage.replaceItem(
                at: IndexPath(item: 1, section: 0), with: ChatMessage(role: .assistant, text: text))
            screen.redraw()
        }
        #expect(
            screen.lines == [
                "hi                 │", "assistant          ┃", "w0 w1 w2 w3 w4 w5  ┃", "w6 w7 w8 w9 w10 w11┃",
                "w12 w13 w14 w15 w16┃", "w17 w18            ┃",
            ], "\(screen.text)")
        #expect(manager.host.isFollowingTail)
    }
}
