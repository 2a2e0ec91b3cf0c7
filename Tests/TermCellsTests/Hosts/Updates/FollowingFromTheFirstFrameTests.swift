import Testing

@testable import TermCells

/// A host that follows the tail, over a storage filled before its first frame (a transcript
/// read back, a log opened at its end), shows the end on that frame with the cursor on the last
/// item, and stays following; rows measured taller than their estimate (two-line messages) do
/// not push the end below the viewport. A host that does not follow starts at the top.
@MainActor
@Suite struct FollowingFromTheFirstFrameTests {
    static func messages(_ count: Int) -> [ChatMessage] {
        (0..<count).map { ChatMessage(role: .user, text: "message \($0)") }
    }

    @Test(arguments: [3, 100, 10_000])
    func theFirstFrameShowsTheEndWithTheCursorOnTheLastItem(count: Int) {
        let rig = TableRig(width: 30, height: 10)
        rig.manager.register(MessageCell.self)
        rig.host.followsTail = true
        rig.storage.setItems(Self.messages(count))
        let lines = rig.draw()
        let shown = min(count, 5)
        // Each message two lines: its role line and its text, the newest on the last two lines.
        let expected = (count - shown..<count).flatMap { ["user", "message \($0)"] }
        #expect(Array(lines.prefix(2 * shown)).map { $0.trimmingTrailingSpaces } == expected, "\(lines)")
        #expect(rig.host.cursor == IndexPath(item: count - 1, section: 0))
        #expect(rig.host.isFollowingTail)
        rig.storage.addItem(ChatMessage(role: .user, text: "message \(count)"))
        // The next message appended shows on the last line it reaches.
        let after = rig.draw()
        #expect(after[min(2 * (count + 1), 10) - 1].trimmingTrailingSpaces == "message \(count)", "\(after)")
    }

    @Test func aHostThatDoesNotFollowStartsAtTheTop() {
        let rig = TableRig(width: 30, height: 10)
        rig.manager.register(MessageCell.self)
        rig.storage.setItems(Self.messages(100))
        let lines = rig.draw()
        #expect(lines.prefix(2).map(\.trimmingTrailingSpaces) == ["user", "message 0"])
        #expect(rig.host.cursor == IndexPath(item: 0, section: 0))
    }
}

extension String {
    /// The line without the scroll indicator's column and the blanks before it.
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        if let last = text.last, "│┃".contains(last) { text.removeLast() }
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
