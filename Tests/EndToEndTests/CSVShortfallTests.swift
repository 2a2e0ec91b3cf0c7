import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `termcells-demo csv` when it cannot show the whole source: a file that shrinks under the
/// table (it is mapped: the pages past its new end are gone) and a stream that outgrows the
/// memory it may have. The program keeps running, the screen says what happened, and the
/// exit status is 1, with the same words on stderr.
@Suite struct CSVShortfallTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    @Test func aFileThatShrinksWhileShownShowsItsGoneRowsAndExitsOne() throws {
        let session = try TmuxSession(
            width: 120, height: 12,
            script: """
                (echo 'n,word'; seq 1 200000 | awk '{print $1",w"$1}') > t.csv
                \(demo) csv t.csv; echo "exit=$?"
                """)
        #expect(session.waitFor(text: "200,000 rows"), "\(session.screenText())")
        let path = session.workDirectory.appendingPathComponent("t.csv").path
        try #require(truncate(path, 1_000) == 0)
        session.send("End")
        #expect(session.waitFor(text: "(gone: the file shrank)"), "\(session.screenText())")
        #expect(session.waitFor(text: "the file shrank to 1000 bytes"), "\(session.screenText())")
        session.send("Home")
        #expect(session.waitFor { $0.contains { $0.hasPrefix("1│w1") } }, "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=1"), "\(session.screenText())")
        #expect(
            session.screen().contains("termcells-demo csv: the file shrank to 1000 bytes: rows past it are gone"),
            "\(session.screenText())")
    }
}
