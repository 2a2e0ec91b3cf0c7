import Foundation
import Testing

/// `termcells-demo grid` in a real terminal: palette, glyph board and a million tiles with
/// headers and footers; 2-D moves across sections, the end of a million tiles and back,
/// selection in the status line, and a re-flow on resize.
@Suite struct GridDemoTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    @Test func aMillionTilesMoveAcrossSectionsReflowAndSelect() throws {
        let session = try TmuxSession(width: 80, height: 24, script: "\(demo) grid --items 1000000; echo \"exit=$?\"")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        let screen = session.screen()
        #expect(screen[0].hasPrefix(" TermCells — grid: 1000000 tiles"))
        #expect(screen[1].hasPrefix("▌Palette — 256 colours"))
        #expect(screen[2].contains("[0]"))
        session.send("j", "j", "l", "Enter")
        #expect(session.waitFor(text: "Selected: colour 18"), "\(session.screenText())")
        session.send("G")
        // The title row is written first: wait for the whole frame, down to the last footer.
        #expect(
            session.waitFor { screen in
                screen.first?.contains("at [2, 999999]") == true && screen.contains { $0.contains("#999999") }
                    && screen.contains { $0.hasPrefix("  1000000 tiles") }
            }, "\(session.screenText())")
        session.send("Space")
        #expect(session.waitFor(text: "Selected: tile 999999"), "\(session.screenText())")
        session.send("g")
        #expect(session.waitFor(text: "at [0, 0]"), "\(session.screenText())")
        // Re-flowed to 40 columns: the first palette row holds colours 0 to 3.
        session.resize(width: 40, height: 12)
        #expect(
            session.waitFor {
                $0.count == 12 && $0.contains { $0.contains("[0]") && $0.contains("3") && !$0.contains("4") }
            },
            "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }
}
