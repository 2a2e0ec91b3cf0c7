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

    /// Under an address-space limit the stream's buffer cannot grow past its first block
    /// (the 1 GiB reservation fails, a smaller one is made): reading stops there, and the
    /// status line says so instead of counting the rows as if they were all.
    @Test func aStreamThatRunsOutOfMemorySaysSoAndExitsOne() throws {
        let line = String(repeating: "a", count: 55) + ",b"
        let session = try TmuxSession(
            width: 120, height: 10,
            script: """
                yes '\(line)' | head -c 400000000 | (ulimit -v 300000; exec \(demo) csv -); echo "exit=$?"
                """,
            // One malloc arena a thread would take address space of its own.
            environment: ["MALLOC_ARENA_MAX": "2"])
        #expect(session.waitFor(text: "out of memory: stopped after", timeout: 120), "\(session.screenText())")
        #expect(!session.screenText().contains("indexing…"), "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "exit=1"), "\(session.screenText())")
        #expect(
            session.screen().contains { $0.hasPrefix("termcells-demo csv: out of memory: stopped after") },
            "\(session.screenText())")
    }

    /// The handler that keeps mapped files readable passes on every other SIGBUS (here one
    /// sent by `kill`): the terminal is restored and the program ends by the signal.
    @Test func aBusErrorThatIsNoMappedFilesStillEndsTheProgramByIt() throws {
        let session = try TmuxSession(
            width: 80, height: 12,
            script: """
                seq 1 1000 > t.csv
                stty -g > before.txt
                \(demo) csv t.csv < /dev/tty &
                echo $! > pid.txt
                wait $!
                echo "exit=$?"
                stty -g > after.txt
                """)
        #expect(session.waitFor(text: "999 rows"), "\(session.screenText())")
        let pid = session.waitForFile("pid.txt").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        kill(try #require(pid), SIGBUS)
        #expect(session.waitFor(text: "exit=135"), "\(session.screenText())")
        #expect(session.waitForFile("after.txt") == session.waitForFile("before.txt"))
        #expect(session.format("#{alternate_on}") == "0")
    }
}
