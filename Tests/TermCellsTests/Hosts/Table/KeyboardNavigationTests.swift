import Testing

@testable import TermCells

/// Three sections of five items, each with a header and a footer: 21 rows in an 8-row viewport.
///
/// Flat rows: 0 "Section 0", 1–5 a0–a4, 6 "end 0", 7 "Section 1", 8–12 b0–b4, 13 "end 1",
/// 14 "Section 2", 15–19 c0–c4, 20 "end 2".
@MainActor
private func makeSectionedRig() -> TableRig {
    let rig = TableRig(width: 16, height: 8)
    rig.host.showsScrollIndicator = false
    rig.manager.register(TextRowCell.self)
    rig.storage.setSectionHeaderModels(["Section 0", "Section 1", "Section 2"])
    rig.storage.setSectionFooterModels(["end 0", "end 1", "end 2"])
    for (section, letter) in ["a", "b", "c"].enumerated() {
        rig.storage.setItems((0..<5).map { "\(letter)\($0)" }, forSection: section)
    }
    return rig
}

/// The 8 lines the sectioned rig shows when flat row `offset` is on top.
private func screen(from offset: Int) -> [String] {
    var rows: [String] = []
    for (section, letter) in ["a", "b", "c"].enumerated() {
        rows.append("Section \(section)")
        rows += (0..<5).map { "  \(letter)\($0)" }
        rows.append("end \(section)")
    }
    return rows[offset..<offset + 8].map { padded($0, 16) }
}

@MainActor
@Suite struct KeyboardNavigationTests {
    @Test func firstDrawPutsTheCursorOnTheFirstItem() {
        let rig = makeSectionedRig()
        #expect(rig.draw() == screen(from: 0))
        #expect(rig.host.cursor == itemPath(0, 0))
        #expect(rig.highlightedRows == [1])
        #expect(rig.isBold(row: 0))
        #expect(rig.isBold(row: 6))
    }

    @Test func downAndUpMoveAcrossSectionsSkippingHeadersAndFooters() {
        let rig = makeSectionedRig()
        rig.draw()

        #expect(rig.press(.down, times: 4) == screen(from: 0))
        #expect(rig.host.cursor == itemPath(4, 0))
        #expect(rig.highlightedRows == [5])

        #expect(rig.press(.down) == screen(from: 1))
        #expect(rig.host.cursor == itemPath(0, 1))
        #expect(rig.highlightedRows == [7])

        #expect(rig.press(.up) == screen(from: 1))
        #expect(rig.host.cursor == itemPath(4, 0))
        #expect(rig.highlightedRows == [4])
    }

    @Test func jAndKMoveLikeDownAndUp() {
        let rig = makeSectionedRig()
        rig.draw()
        rig.press(.character("j"), times: 6)
        #expect(rig.host.cursor == itemPath(1, 1))
        #expect(rig.highlightedRows == [7])
        #expect(rig.buffer.lines == screen(from: 2))

        rig.press(.character("k"), times: 2)
        #expect(rig.host.cursor == itemPath(4, 0))
        #expect(rig.highlightedRows == [3])
    }

    @Test func upOnTheFirstItemAndDownOnTheLastStay() {
        let rig = makeSectionedRig()
        rig.draw()
        rig.press(.up)
        #expect(rig.host.cursor == itemPath(0, 0))
        rig.press(.end)
        rig.press(.down)
        #expect(rig.host.cursor == itemPath(4, 2))
        #expect(rig.buffer.lines == screen(from: 13))
    }

    @Test func pageDownAndPageUpMoveByAViewportLessOneRow() {
        let rig = makeSectionedRig()
        rig.draw()

        #expect(rig.press(.pageDown) == screen(from: 1))
        #expect(rig.host.cursor == itemPath(0, 1))
        #expect(rig.highlightedRows == [7])

        #expect(rig.press(.pageDown) == screen(from: 8))
        #expect(rig.host.cursor == itemPath(0, 2))
        #expect(rig.highlightedRows == [7])

        #expect(rig.press(.pageUp) == screen(from: 7))
        #expect(rig.host.cursor == itemPath(0, 1))
        #expect(rig.highlightedRows == [1])
    }

    @Test func controlDAndControlUMoveHalfAViewport() {
        let rig = makeSectionedRig()
        rig.draw()

        #expect(rig.press(.control("d")) == screen(from: 0))
        #expect(rig.host.cursor == itemPath(4, 0))

        #expect(rig.press(.control("d")) == screen(from: 2))
        #expect(rig.host.cursor == itemPath(1, 1))
        #expect(rig.highlightedRows == [7])

        #expect(rig.press(.control("u")) == screen(from: 2))
        #expect(rig.host.cursor == itemPath(4, 0))
        #expect(rig.highlightedRows == [3])
    }

    @Test func endAndHomeJumpToTheLastAndFirstItems() {
        let rig = makeSectionedRig()
        rig.draw()

        #expect(rig.press(.end) == screen(from: 13))
        #expect(rig.host.cursor == itemPath(4, 2))
        #expect(rig.highlightedRows == [6])
        #expect(rig.buffer.line(7) == padded("end 2", 16))

        #expect(rig.press(.home) == screen(from: 0))
        #expect(rig.host.cursor == itemPath(0, 0))
        #expect(rig.highlightedRows == [1])
    }

    @Test func capitalGAndGJumpLikeEndAndHome() {
        let rig = makeSectionedRig()
        rig.draw()
        #expect(rig.press(.character("G")) == screen(from: 13))
        #expect(rig.host.cursor == itemPath(4, 2))
        #expect(rig.press(.character("g")) == screen(from: 0))
        #expect(rig.host.cursor == itemPath(0, 0))
    }

    @Test func keysTheHostDoesNotUseGoToThePerMappingKeyAction() {
        let rig = TableRig(width: 10, height: 3)
        var deleted: [String] = []
        rig.manager.register(TextRowCell.self) { mapping in
            mapping.onKey("d") { _, model, indexPath in deleted.append("\(model) \(indexPath)") }
        }
        rig.storage.setItems(["a", "b", "c"])
        rig.draw()
        rig.press(.down)

        #expect(rig.host.handle(.key(KeyEvent(.character("d")))))
        #expect(!rig.host.handle(.key(KeyEvent(.character("x")))))
        #expect(deleted == ["b [0, 1]"])
    }
}
