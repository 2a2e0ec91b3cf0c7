import Foundation
import TermCellsTesting
import Testing

/// The tour under random keys, in tmux: after every key, the screen the frame writer left must
/// be what a full repaint by ncurses shows (``TmuxSession/differencesFromARepaint(width:timeout:)``),
/// so that a stale cell is caught on whichever tab and key leaves it. A failure prints the
/// seed; `TERMCELLS_FUZZ_SEED` replays it.
@Suite struct TourRepaintFuzzTests {
    /// Tab switches and the keys that move, page, open and close. Left out: Live, which never
    /// stops changing, and CSV, whose header row's underlined trailing blanks tmux captures
    /// after ncurses' repaint as plain, though ncurses writes them underlined as the writer does.
    static let keys = [
        "1", "2", "4", "5", "7", "Down", "Up", "PageDown", "PageUp", "Home", "End", "Right", "Left", "j", "k",
        "Space", "Enter", "?", "Escape",
    ]
    /// Keys a run sends: each costs a repaint, two resizes and the waits for them.
    static let steps = 24

    @Test func everyKeyLeavesTheScreenAFullRepaintShows() throws {
        let seed = FuzzSettings.seed
        var generator = SeededGenerator(seed: seed)
        let (width, height) = (100, 24)
        let demo = DemoBinary.shellQuoted(DemoBinary.path)
        let session = try #require(
            try TmuxSession.interactiveShell(width: width, height: height), "no shell prompt")
        session.type("\(demo) tour")
        session.send("Enter")
        try #require(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        var sent: [String] = []
        for _ in 0..<Self.steps {
            let key = Self.keys.randomElement(using: &generator) ?? "Down"
            sent.append(key)
            session.send(key)
            let differences = session.differencesFromARepaint(width: width)
            try #require(
                differences.isEmpty,
                "TERMCELLS_FUZZ_SEED=\(seed), after \(sent.joined(separator: " ")): \(differences)")
        }
        // Esc alone first (read together with q it would be Alt-q), to leave the help if shown.
        session.send("Escape")
        _ = session.settledCells(width: width)
        session.send("q")
        #expect(session.endedWith(status: 0), "TERMCELLS_FUZZ_SEED=\(seed):\n\(session.screenText())")
    }
}
