import TermCellsTesting
import Testing

@testable import TermCells

/// Folding a message's long blocks: a block of more lines than the cell's threshold shows as
/// one line saying how many it hides, until its message is unfolded; the state is the
/// message's, so it goes with the message (a transcript toggles it) and never with a reused
/// view; rows are measured as they are drawn.
@MainActor
@Suite struct MessageCellFoldingTests {
    /// A table of `messages` drawn by ``MessageCell`` (folding blocks of more than `threshold`
    /// lines, unless nil: the default) on a `width` × `height` screen.
    private func table(
        _ messages: [ChatMessage], threshold: Int? = nil, width: Int = 24, height: Int = 16
    ) -> (TableManager, ScreenDriver<TableManager>) {
        let manager = TableManager()
        manager.host.showsScrollIndicator = false
        manager.register(MessageCell.self) { _ in
        } handler: { cell, _, _ in
            if let threshold { cell.blockFoldingThreshold = threshold }
        }
        manager.memoryStorage.setItems(messages)
        return (manager, ScreenDriver(manager, width: width, height: height))
    }

    /// A fenced block of `count` lines `line 1`, `line 2`…
    private func block(_ count: Int) -> String {
        (["```"] + (1...count).map { "line \($0)" } + ["```"]).joined(separator: "\n")
    }

    /// The lines `line first` to `line last`, joined.
    private func lines(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)" }.joined(separator: "\n")
    }

    @Test func aBlockOfMoreLinesThanTheDefaultTenShowsAsOneLineSayingHowManyItHides() {
        let (_, screen) = table([
            ChatMessage(role: .tool, text: "Output:\n\(block(11))\nDone."),
            ChatMessage(role: .user, text: "next"),
        ])
        #expect(MessageCell().blockFoldingThreshold == 10)
        #expect(screen.text == "tool\nOutput:\n▸ 11 lines hidden\nDone.\nuser\nnext")
    }

    @Test func aBlockOfTheDefaultTenLinesShowsWhole() {
        let (_, screen) = table([ChatMessage(role: .tool, text: block(10)), ChatMessage(role: .user, text: "next")])
        #expect(screen.text == "tool\n\(lines(1...10))\nuser\nnext")
    }

    @Test func aBlockAtTheThresholdShowsWholeAndOneLineLongerFolds() {
        let (_, screen) = table(
            [
                ChatMessage(role: .tool, text: "    a\n    b\n    c"),
                ChatMessage(role: .tool, text: "    a\n    b\n    c\n    d"),
            ], threshold: 3)
        #expect(screen.text == "tool\na\nb\nc\ntool\n▸ 4 lines hidden")
    }

    @Test func eachLongBlockOfAMessageFoldsOnItsOwnAndShortOnesShowWhole() {
        let (_, screen) = table(
            [ChatMessage(role: .assistant, text: "First:\n\(block(5))\n\nThen:\n\n    x\n    y\n\n\(block(4))\nEnd.")],
            threshold: 3)
        #expect(
            screen.text == """
                assistant
                First:
                ▸ 5 lines hidden

                Then:

                x
                y

                ▸ 4 lines hidden
                End.
                """)
    }

    @Test func anUnfoldedMessageShowsEveryBlockWhole() {
        var message = ChatMessage(role: .tool, text: "Output:\n\(block(5))\nDone.")
        message.isUnfolded = true
        let (_, screen) = table([message, ChatMessage(role: .user, text: "next")], threshold: 3)
        #expect(screen.text == "tool\nOutput:\n\(lines(1...5))\nDone.\nuser\nnext")
    }

    @Test func theFoldLineTakesTheBlockStyleDimmedAcrossTheRow() {
        let (_, screen) = table([ChatMessage(role: .tool, text: block(4))], threshold: 3)
        let foldLine = "tool\n«▸ 4 lines hidden        »"
        #expect(screen.text(marking: { $0.attributes.contains(.dim) }) == foldLine)
        #expect(screen.text(marking: { $0.foreground == .yellow }) == foldLine)
    }

    @Test func theFoldLineIsCutWithAnEllipsisOnANarrowRow() {
        let (_, screen) = table(
            [ChatMessage(role: nil, text: block(12)), ChatMessage(role: nil, text: "next")], width: 8)
        #expect(screen.text == "▸ 12 li…\nnext")
    }

    @Test func aFoldedBlocksLinesDoNotScrollTheOthersSideways() {
        // The folded block is wider than the row, the block shown is not: Right has nothing to scroll.
        let wide = "    " + String(repeating: "w", count: 40)
        let (_, screen) = table(
            [ChatMessage(role: nil, text: "\(wide)\n\(wide)\n\(wide)\n\(wide)\n\ntext\n\n    short")],
            threshold: 3, width: 20)
        screen.press(.right)
        #expect(screen.text == "▸ 4 lines hidden\n\ntext\n\nshort")
    }

    @Test func aBlockStillStreamingInShowsWholeUpToTheThresholdThenFoldedWithItsCountGrowing() {
        let (manager, screen) = table([ChatMessage(role: .tool, text: "Running:")], threshold: 3)
        var shown: [String] = []
        var text = "Running:"
        for token in ["\n```\nline 1", "\nline 2", "\nline 3", "\nline 4", "\nline", " 5", "\n```\nDone."] {
            text += token
            manager.memoryStorage.replaceItem(
                at: IndexPath(item: 0, section: 0), with: ChatMessage(role: .tool, text: text))
            screen.redraw()
            shown.append(screen.text)
        }
        #expect(
            shown == [
                "tool\nRunning:\nline 1",
                "tool\nRunning:\nline 1\nline 2",
                "tool\nRunning:\nline 1\nline 2\nline 3",
                "tool\nRunning:\n▸ 4 lines hidden",
                // The unfinished last line is a line of the block already.
                "tool\nRunning:\n▸ 5 lines hidden",
                "tool\nRunning:\n▸ 5 lines hidden",
                "tool\nRunning:\n▸ 5 lines hidden\nDone.",
            ])
    }

    @Test func layingOutGrowingTextFindsTheBlocksOfLayingItOutWhole() {
        let text = "Intro\n    a\n    b\n\n    c\n```\nd\n\ne\n```\n```\nf\n```\nend\n    g"
        var growing = MessageLayout(text: "", width: 10)
        var mismatches: [String] = []
        var end = text.startIndex
        while end < text.endIndex {
            end = text.index(after: end)
            let prefix = String(text[..<end])
            growing.update(text: prefix, width: 10)
            if growing.blocks != MessageLayout(text: prefix, width: 10).blocks { mismatches.append(prefix) }
        }
        #expect(mismatches == [])
        // a b; then c, d, the fence's empty line, e and f, one run (nothing between them shows);
        // then g.
        #expect(growing.blocks.map(\.lines) == [1..<3, 4..<9, 10..<11])
    }

    @Test func theHeightIsTheLinesShownFoldedOrUnfolded() {
        let cell = MessageCell()
        cell.blockFoldingThreshold = 3
        var message = ChatMessage(role: .tool, text: "Output:\n\(block(6))\nDone.")
        cell.update(with: message)
        #expect(cell.height(forWidth: 20) == 4)
        message.isUnfolded = true
        cell.update(with: message)
        #expect(cell.height(forWidth: 20) == 9)
        cell.blockFoldingThreshold = 6
        message.isUnfolded = false
        cell.update(with: message)
        #expect(cell.height(forWidth: 20) == 9)
    }

    @Test func aViewReusedForAnotherMessageTakesThatMessagesFolding() {
        var unfolded = ChatMessage(role: .tool, text: block(4))
        unfolded.isUnfolded = true
        let cell = MessageCell()
        cell.blockFoldingThreshold = 3
        cell.update(with: unfolded)
        #expect(cell.height(forWidth: 20) == 5)
        cell.update(with: ChatMessage(role: .tool, text: "Other:\n\(block(4))"))
        #expect(cell.height(forWidth: 20) == 3)

        // On screen: the row's view shows the unfolded message, then another one, folded.
        let (manager, screen) = table([unfolded], threshold: 3)
        #expect(screen.text == "tool\n\(lines(1...4))")
        manager.memoryStorage.replaceItem(
            at: IndexPath(item: 0, section: 0), with: ChatMessage(role: .user, text: "Other:\n\(block(4))"))
        screen.redraw()
        #expect(screen.text == "user\nOther:\n▸ 4 lines hidden")
        manager.memoryStorage.setItems([unfolded, ChatMessage(role: .tool, text: block(4))])
        screen.redraw()
        #expect(screen.text == "tool\n\(lines(1...4))\ntool\n▸ 4 lines hidden")
    }

    @Test func aTranscriptTogglesAMessagesFoldingAndTheRowIsMeasuredAgain() {
        let manager = TableManager()
        manager.host.showsScrollIndicator = false
        let transcript = ChatTranscript(drainsAutomatically: false)
        manager.storage = transcript
        manager.register(MessageCell.self) { _ in
        } handler: { cell, _, _ in
            cell.blockFoldingThreshold = 3
        }
        let output = transcript.append(ChatMessage(role: .tool, text: "Output:\n\(block(4))"))
        transcript.append(ChatMessage(role: .user, text: "next"))
        let screen = ScreenDriver(manager, width: 24, height: 12)
        let folded = "tool\nOutput:\n▸ 4 lines hidden\nuser\nnext"
        #expect(screen.text == folded)

        let observer = StorageUpdatesObserver()
        transcript.addObserver(observer)
        #expect(transcript.toggleFolding(of: output) == true)
        #expect(transcript.message(for: output)?.isUnfolded == true)
        #expect(observer.updates.map(\.changes) == [[.updateItem(itemPath(0))]])
        screen.redraw()
        #expect(screen.text == "tool\nOutput:\n\(lines(1...4))\nuser\nnext")
        #expect(transcript.toggleFolding(of: output) == false)
        screen.redraw()
        #expect(screen.text == folded)

        transcript.remove(output)
        observer.reset()
        #expect(transcript.toggleFolding(of: output) == nil)
        #expect(observer.updates.isEmpty)
    }

    @Test func aReplyUnfoldedWhileStreamingKeepsGrowingUnfolded() {
        let manager = TableManager()
        manager.host.showsScrollIndicator = false
        let transcript = ChatTranscript(drainsAutomatically: false)
        manager.storage = transcript
        manager.register(MessageCell.self) { _ in
        } handler: { cell, _, _ in
            cell.blockFoldingThreshold = 3
        }
        let reply = transcript.append(role: .tool, text: "```\nline 1\nline 2\nline 3\nline 4")
        let screen = ScreenDriver(manager, width: 24, height: 12)
        #expect(screen.text == "tool\n▸ 4 lines hidden")
        transcript.toggleFolding(of: reply.id)
        reply.append("\nline 5")
        transcript.drain()
        screen.redraw()
        #expect(screen.text == "tool\n\(lines(1...5))")
        reply.finish()
        transcript.drain()
        #expect(transcript.entry(for: reply.id)?.state == .finished)
        #expect(transcript.message(for: reply.id)?.isUnfolded == true)
    }
}
