import Foundation
import Testing

/// `termcells-demo live` in a real terminal: a background producer streams into the table
/// while keys are pressed; nothing is lost and keys are answered during the stream.
@Suite struct LiveDemoTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    @Test func tenThousandLinesASecondLoseNothingWhileThePersonScrolls() throws {
        let session = try TmuxSession(
            width: 80, height: 12, script: "\(demo) live --rate 10000 --duration 10; echo \"exit=$?\"")
        // Wait until the stream fills more than a screen, so that PgUp really scrolls away.
        #expect(
            session.waitFor { lines in
                lines.contains { line in
                    guard let range = line.range(of: "Received ") else { return false }
                    let digits = line[range.upperBound...].prefix { $0.isNumber }
                    return (Int(digits) ?? 0) >= 1_000
                }
            }, "\(session.screenText())")
        // Keys are answered while the stream runs: PgUp pauses following before the stream ends.
        session.send("PageUp")
        #expect(
            session.waitFor { lines in lines.contains { $0.contains("paused") && !$0.contains("(done)") } },
            "\(session.screenText())")
        #expect(
            session.waitFor(text: "Received 100000 (done) · Showing 100000", timeout: 60), "\(session.screenText())")
        session.send("End")
        #expect(
            session.waitFor { lines in
                lines.contains { $0.contains("#99999 ") } && lines.contains { $0.contains("following") }
            }, "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    @Test func filteringIsAppliedAndClearedAndEditsChangeTheList() throws {
        let session = try TmuxSession(
            width: 80, height: 20, script: "\(demo) live --rate 100 --duration 0.2; echo \"exit=$?\"")
        #expect(session.waitFor(text: "Received 20 (done) · Showing 20"), "\(session.screenText())")
        session.type("/500")
        #expect(session.waitFor(text: "filter: /500"), "\(session.screenText())")
        let filtered = session.screen().filter { $0.contains(" GET ") }
        #expect(!filtered.isEmpty && filtered.allSatisfy { $0.contains(" 500 ") }, "\(session.screenText())")
        session.send("Escape")
        #expect(session.waitFor(text: "Showing 20 · "), "\(session.screenText())")
        session.send("Home")
        session.type("i")
        #expect(session.waitFor(text: "Showing 21"), "\(session.screenText())")
        #expect(session.screen().contains { $0.contains("✎ note 1, added by hand") })
        session.type("d")
        #expect(session.waitFor(text: "Showing 20"), "\(session.screenText())")
        #expect(!session.screen().contains { $0.contains("✎ note 1") })
        session.type("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }

    /// Without a filter the table shows the log itself; a filter switches it to the matching
    /// lines and clearing the filter switches it back, the cursor staying on its line both ways
    /// (a note is inserted after the cursor's line, so the screens show where it was).
    @Test func settingAndClearingAFilterKeepsTheCursorOnItsLine() throws {
        let session = try TmuxSession(
            width: 80, height: 20, script: "\(demo) live --rate 100 --duration 0.2; echo \"exit=$?\"")
        #expect(session.waitFor(text: "Received 20 (done) · Showing 20 · following"), "\(session.screenText())")
        for _ in 0..<10 { session.send("Up") }  // from #19 to #9
        #expect(session.waitFor(text: "Showing 20 · paused"), "\(session.screenText())")
        session.type("/500")
        session.send("Enter")
        #expect(session.waitFor(text: "Showing 3 · paused — End follows · filter: /500"), "\(session.screenText())")
        session.type("i")
        let filtered = [
            " TermCells — live log (100 lines/s)",
            " ERROR #1 GET /api/users/1 500 31ms",
            " ERROR #9 GET /api/orders/9 500 29ms",
            " INFO  ✎ note 1, added by hand",
            " ERROR #17 GET /login/17 500 27ms",
        ]
        #expect(session.waitFor { $0.starts(with: filtered) }, "\(session.screenText())")
        #expect(session.screen().contains(" Received 20 (done) · Showing 4 · paused — End follows · filter: /500"))
        session.type("/")
        session.send("Escape")
        #expect(session.waitFor(text: "Showing 21 · paused — End follows"), "\(session.screenText())")
        session.type("i")
        let whole = [
            " TermCells — live log (100 lines/s)",
            " DEBUG #0 GET /api/items/0 200 0ms                                             ┃",
            " ERROR #1 GET /api/users/1 500 31ms                                            ┃",
            " WARN  #2 GET /health/2 404 62ms                                               ┃",
            " INFO  #3 GET /api/orders/3 304 93ms                                           ┃",
            " INFO  #4 GET /static/app.js/4 204 124ms                                       ┃",
            " INFO  #5 GET /login/5 201 155ms                                               ┃",
            " INFO  #6 GET /api/items/6 200 186ms                                           ┃",
            " INFO  #7 GET /api/users/7 200 217ms                                           ┃",
            " INFO  #8 GET /health/8 200 248ms                                              ┃",
            " ERROR #9 GET /api/orders/9 500 29ms                                           ┃",
            " INFO  ✎ note 1, added by hand                                                 ┃",
            " INFO  ✎ note 2, added by hand                                                 ┃",
            " WARN  #10 GET /static/app.js/10 404 60ms                                      ┃",
            " DEBUG #11 GET /login/11 304 91ms                                              │",
            " INFO  #12 GET /api/items/12 204 122ms                                         │",
            " INFO  #13 GET /api/users/13 201 153ms                                         │",
            " INFO  #14 GET /health/14 200 184ms                                            │",
            " Received 20 (done) · Showing 22 · paused — End follows",
            " ↑↓ move  End follow  / filter  i insert  d delete  Shift-↑↓ reorder  q quit",
        ]
        #expect(session.waitFor { $0 == whole }, "\(session.screenText())")
        session.type("q")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }
}
