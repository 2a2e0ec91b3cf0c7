import TermCellsTesting
import Testing

@testable import TermCells

/// A row whose model grows (a message streamed token by token, replaced in the storage with
/// a longer one): it is measured again alone; a host following the tail keeps its newest
/// line on the last screen line; a reader who scrolled up keeps what they read, and a
/// `↓ N new` mark on the bottom line says what arrived below.
@MainActor
@Suite struct GrowingRowTests {
    /// A message: its number and its lines, the first one `m<number>`; its cell notes in
    /// `drawLog`, when given, each time it is drawn.
    struct Message {
        let number: Int
        let lines: [String]
        let drawLog: DrawLog?

        init(_ number: Int, extra: [String] = [], drawLog: DrawLog? = nil) {
            self.number = number
            lines = ["m\(number)"] + extra
            self.drawLog = drawLog
        }
    }

    /// The messages drawn, by their first lines, in order.
    final class DrawLog {
        var drawn: [String] = []
    }

    /// Draws a message's lines, one per screen line.
    final class MessageCell: TableCell, ModelTransfer {
        private var lines: [String] = []
        private var drawLog: DrawLog?
        func update(with model: Message) {
            lines = model.lines
            drawLog = model.drawLog
            text = lines.first ?? ""
        }
        override func draw(in canvas: any Canvas) {
            drawLog?.drawn.append(text)
            super.draw(in: canvas)
            for (y, line) in lines.enumerated().dropFirst() {
                canvas.draw(line, at: Point(x: 2, y: y), style: rowStyle)
            }
        }
    }

    /// The index paths whose heights the host asked for, in order.
    final class HeightLog {
        var asked: [IndexPath] = []
    }

    /// A 20×6 table of `count` one-line messages, following the tail, no scroll indicator;
    /// heights come from a `heightForCell` event that logs what is asked.
    private func followingRig(count: Int = 30, drawLog: DrawLog? = nil) -> (TableRig, HeightLog) {
        let rig = TableRig(width: 20, height: 6)
        let log = HeightLog()
        rig.manager.register(MessageCell.self) { mapping in
            mapping.heightForCell { model, indexPath in
                log.asked.append(indexPath)
                return model.lines.count
            }
        }
        rig.host.followsTail = true
        rig.host.showsScrollIndicator = false
        rig.storage.setItems((0..<count).map { Message($0, drawLog: drawLog) })
        rig.draw()
        rig.press(.end)
        return (rig, log)
    }

    /// The tokens `t1` … `t<count>`, one line each.
    private func tokens(_ count: Int) -> [String] { (0..<count).map { "t\($0 + 1)" } }

    /// `text` as a line of the 20-column screen.
    private func line(_ text: String) -> String { padded(text, 20) }

    /// `text` as a line of the 20-column screen with `mark` at its right end.
    private func line(_ text: String, mark: String) -> String { padded(text, 20 - mark.count) + mark }

    /// The rows above are neither asked for their heights nor drawn again (the screen's lines
    /// move up under them); the growing row is measured, and drawn once, per growth.
    @Test func aGrowingLastRowIsMeasuredAloneAndDrawnOnce() {
        let drawLog = DrawLog()
        let (rig, log) = followingRig(drawLog: drawLog)
        for count in 1...3 {
            log.asked.removeAll()
            drawLog.drawn.removeAll()

            rig.storage.replaceItem(at: itemPath(29), with: Message(29, extra: tokens(count), drawLog: drawLog))
            let lines = rig.draw()

            #expect(Set(log.asked) == [itemPath(29)], "\(log.asked)")
            #expect(drawLog.drawn == ["m29"], "after \(count): \(drawLog.drawn)")
            #expect(lines.suffix(count + 1) == (["  m29"] + tokens(count).map { "  \($0)" }).map(line), "\(lines)")
            #expect(rig.host.isFollowingTail)
        }
        #expect(rig.draw() == ["  m27", "  m28", "  m29", "  t1", "  t2", "  t3"].map(line))
    }

    @Test func followingTheTailKeepsTheNewestLineOfAGrowingRowOnTheLastLine() {
        let (rig, _) = followingRig()
        for count in 1...20 {
            rig.storage.replaceItem(at: itemPath(29), with: Message(29, extra: tokens(count)))
            let lines = rig.draw()
            #expect(lines.last == line("  t\(count)"), "after \(count): \(lines)")
            #expect(lines[4] == line(count == 1 ? "  m29" : "  t\(count - 1)"), "after \(count): \(lines)")
            #expect(rig.host.isFollowingTail, "after \(count)")
        }
        // Rows appended under it are followed too.
        rig.storage.addItem(Message(30))
        #expect(rig.draw().suffix(2) == [line("  t20"), line("  m30")])
    }

    @Test func aTallRowAppendedWhileFollowingShowsWholeAndFollowingGoesOn() {
        let (rig, _) = followingRig()

        rig.storage.addItem(Message(30, extra: tokens(2)))
        let lines = rig.draw()

        #expect(lines == ["  m27", "  m28", "  m29", "  m30", "  t1", "  t2"].map(line), "\(lines)")
        #expect(rig.host.isFollowingTail)
        rig.storage.addItem(Message(31))
        #expect(rig.draw().suffix(2) == [line("  t2"), line("  m31")])
    }

    @Test func aScrolledUpReaderKeepsTheTopLineThroughAThousandAppendsAndAHundredRows() {
        let (rig, _) = followingRig()
        rig.press(.up, times: 10)
        let top = rig.draw()[0]
        #expect(top == line("  m19"))

        var extra: [String] = []
        for token in 1...1_000 {
            extra.append("t\(token)")
            rig.storage.replaceItem(at: itemPath(29), with: Message(29, extra: extra))
            #expect(rig.draw()[0] == top, "after token \(token)")
        }
        for number in 30..<130 {
            rig.storage.addItem(Message(number))
            #expect(rig.draw()[0] == top, "after message \(number)")
        }
        #expect(rig.host.newItemsBelowCount == 101)
        #expect(
            rig.draw() == ["  m19", "  m20", "  m21", "  m22", "  m23"].map(line) + [line("  m24", mark: " ↓ 101 new ")]
        )
    }

    /// End, and `G` as a vim user presses it, follow the tail again.
    @Test(arguments: [Key.end, .character("G")])
    func theNewItemsMarkSaysHowManyAndEndClearsIt(end key: Key) {
        let (rig, _) = followingRig()
        rig.press(.up, times: 6)
        #expect(rig.draw() == ["  m23", "  m24", "  m25", "  m26", "  m27", "  m28"].map(line))
        #expect(rig.host.newItemsBelowCount == 0)

        rig.storage.addItems([Message(30), Message(31), Message(32)])
        let lines = rig.draw()

        #expect(rig.host.newItemsBelowCount == 3)
        #expect(
            lines == ["  m23", "  m24", "  m25", "  m26", "  m27"].map(line) + [line("  m28", mark: " ↓ 3 new ")],
            "\(lines)")
        // Over the content at the bottom line's right end, reversed; the cursor's row under it.
        let markColumns = 11..<20
        #expect(
            markColumns.allSatisfy { rig.buffer.style(at: Point(x: $0, y: 5))?.attributes.contains(.reverse) ?? false })

        let end = rig.press(key)

        #expect(end == ["  m27", "  m28", "  m29", "  m30", "  m31", "  m32"].map(line), "\(end)")
        #expect(rig.host.newItemsBelowCount == 0)
        #expect(rig.host.isFollowingTail)
    }

    /// A program whose End goes to a prompt brings the reader back from code: the cursor on
    /// the last row, the end in view, the mark gone, and following goes on.
    @Test func followTailFromCodeFollowsAgainAsEndDoes() {
        let (rig, _) = followingRig()
        rig.press(.up, times: 6)
        rig.storage.addItems([Message(30), Message(31), Message(32)])
        #expect(rig.draw().last == line("  m28", mark: " ↓ 3 new "))

        rig.host.followTail()

        #expect(rig.draw() == ["  m27", "  m28", "  m29", "  m30", "  m31", "  m32"].map(line))
        #expect(rig.host.cursorItem == itemPath(32))
        #expect(rig.host.newItemsBelowCount == 0)
        #expect(rig.host.isFollowingTail)
        rig.storage.addItem(Message(33))
        #expect(rig.draw().last == line("  m33"))
    }

    /// Only what comes after the last row is new: rows inserted above it are not; rows of a
    /// section added at the end are; a row appended and then grown counts once, as appended.
    @Test func onlyRowsAfterTheLastRowAreNew() {
        let (rig, _) = followingRig()
        rig.press(.up, times: 6)

        rig.storage.insertItem(Message(100), to: itemPath(0))
        rig.storage.addItem(Message(30))
        rig.storage.replaceItem(at: itemPath(31), with: Message(30, extra: tokens(2)))
        rig.storage.addItems([Message(40), Message(41)], toSection: 1)
        rig.draw()

        #expect(rig.host.newItemsBelowCount == 3)
        #expect(rig.draw()[0] == line("  m23"))
    }

    /// The mark stays on the bottom line while the rows under it scroll (the canvas moves the
    /// lines, the mark's cells with them): no cell of it is left where it was.
    @Test func theMarkStaysOnTheBottomLineWhileTheReaderScrolls() {
        let (rig, _) = followingRig()
        rig.press(.up, times: 6)
        rig.storage.addItems([Message(30), Message(31)])
        rig.draw()

        let up = rig.mouse(.wheelUp, y: 0)
        #expect(up == ["  m20", "  m21", "  m22", "  m23", "  m24"].map(line) + [line("  m25", mark: " ↓ 2 new ")])
        let down = rig.mouse(.wheelDown, y: 0)
        #expect(down == ["  m23", "  m24", "  m25", "  m26", "  m27"].map(line) + [line("  m28", mark: " ↓ 2 new ")])
        let tail = rig.mouse(.wheelDown, y: 0)
        #expect(tail == ["  m26", "  m27", "  m28", "  m29", "  m30", "  m31"].map(line), "\(tail)")
    }

    @Test func aGrowingRowCountsOnceAndTheMarkCanBeTurnedOff() {
        let (rig, _) = followingRig()
        rig.host.showsNewItemsMark = false
        rig.press(.up, times: 6)
        let before = rig.draw()

        for count in 1...5 {
            rig.storage.replaceItem(at: itemPath(29), with: Message(29, extra: tokens(count)))
            #expect(rig.draw() == before)
        }
        #expect(rig.host.newItemsBelowCount == 1)
        rig.storage.addItem(Message(30))
        #expect(rig.draw() == before)
        #expect(rig.host.newItemsBelowCount == 2)

        rig.host.showsNewItemsMark = true
        #expect(rig.draw().last == line("  m28", mark: " ↓ 2 new "))
        // Back at the tail by moving the cursor down, not End: the mark goes too.
        rig.press(.down, times: 8)
        #expect(rig.host.newItemsBelowCount == 0)
        #expect(rig.draw().last == line("  m30"))
    }
}
