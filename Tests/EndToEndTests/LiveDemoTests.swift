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
}
