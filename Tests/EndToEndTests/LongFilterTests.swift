import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A long text in live's filter or pick's query. Live: once the filter is longer than any line
/// could contain, a key costs no more than one in a short filter, so a paste ten times as
/// long does not cost a hundred times the CPU (each key lowercased the whole filter and
/// searched for the last one in it). Pick: a query past its bound matches nothing, says so,
/// and is not compiled, so a key after a megabyte's paste costs what one in a short query does
/// (each edit compiled the whole query again).
@Suite struct LongFilterTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// The CPU ticks `pid` spent on `work`, which returns once the screen shows it done.
    func ticks(of pid: pid_t, _ work: () -> Void) throws -> Int {
        let before = try #require(SessionProcesses.cpuTicks(of: pid))
        work()
        return try #require(SessionProcesses.cpuTicks(of: pid)) - before
    }

    /// A session running `script`, which writes the demo's process id to pid.txt, and that id.
    func start(width: Int, script: String) throws -> (TmuxSession, pid_t) {
        let session = try TmuxSession(width: width, height: 12, script: script)
        let pid = try #require(
            session.waitForFile("pid.txt").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        return (session, pid)
    }

    /// The CPU ticks the demo spent on `count` characters typed (unbracketed, as keys) into
    /// live's filter over a log of 100,000 lines, until the field shows their end.
    func ticks(typing count: Int, in session: TmuxSession, pid: pid_t, marker: String) throws -> Int {
        try ticks(of: pid) {
            session.pasteAsKeys(String(repeating: "x", count: count) + marker)
            #expect(session.waitFor(timeout: 120) { $0.contains { $0.contains("filter: /") && $0.contains(marker) } })
        }
    }

    @Test func aKeyInALongLiveFilterCostsWhatOneInAShortFilterDoes() throws {
        let (session, pid) = try start(
            width: 100, script: "echo $$ > pid.txt; exec \(demo) live --rate 1000000 --duration 0.1")
        #expect(session.waitFor(text: "(done)"), "\(session.screenText())")
        session.send("/")
        #expect(session.waitFor(text: "filter: /"), "\(session.screenText())")
        let short = try ticks(typing: 4_000, in: session, pid: pid, marker: "SHORTEND")
        session.send("C-u")
        let long = try ticks(typing: 40_000, in: session, pid: pid, marker: "LONGEND")
        // Quadratic typing makes the long paste's cost a hundred times the short one's.
        #expect(long <= 30 * max(short, 10), "\(long) ticks for 40,000 characters, \(short) for 4,000")
    }

    /// The CPU ticks the demo spent on 20 keys typed one by one, until the field shows them.
    func ticksOfTwentyKeys(in session: TmuxSession, pid: pid_t, marker: String) throws -> Int {
        try ticks(of: pid) {
            for _ in 1...20 { session.type("k") }
            session.type(marker)
            #expect(
                session.waitFor(timeout: 120) { $0.contains { $0.contains("k" + marker) } }, "\(session.screenText())")
        }
    }

    @Test func aKeyAfterAMegabytePastedIntoPicksQueryCostsWhatOneInAShortQueryDoes() throws {
        let (session, pid) = try start(
            width: 60, script: "printf 'alpha\\nbeta\\n' | sh -c 'echo $$ > pid.txt; exec \(demo) pick' > out.txt")
        #expect(session.waitFor(text: "2/2"), "\(session.screenText())")
        let short = try ticksOfTwentyKeys(in: session, pid: pid, marker: "SHORTEND")
        session.send("C-u")
        // Letters none of the lines has, in words: a megabyte of terms.
        session.paste(String(repeating: "xyz qwz ", count: (1 << 20) / 8))
        #expect(
            session.waitFor(timeout: 60) { $0.contains("  no match: the query is over 64 KiB") },
            "\(session.screenText())")
        let long = try ticksOfTwentyKeys(in: session, pid: pid, marker: "LONGEND")
        #expect(long <= 5 * max(short, 10), "\(long) ticks for 20 keys after the paste, \(short) before")
    }
}
