import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `live`'s stream is paced by the main loop's own timer (issue #17): a line at 20 lines a
/// second gets a frame of its own when it is due, the rate is kept, and nothing wakes the
/// program while no line is due — after the stream ends, or while the tour shows another tab.
@Suite(.serialized) struct LiveStreamPacingTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    @Test func twentyLinesASecondComeAtTheirRateAndNothingWakesOnceTheStreamEnds() throws {
        let session = try TmuxSession(width: 80, height: 24, script: "exec \(demo) live --rate 20 --duration 1")
        // The first status seen: on a loaded machine the first frame's ("Received 0") can be
        // gone before a capture sees it, so the time is counted back from the lines it shows.
        var firstCount: Int?
        try #require(
            session.waitFor { lines in
                firstCount = Self.received(on: lines)
                return firstCount != nil
            }, "\(session.screenText())")
        let started = Date().addingTimeInterval(-Double(firstCount ?? 0) / 20)
        var counts = Set<Int>()
        let done = session.waitFor(timeout: 30) { lines in
            if let count = Self.received(on: lines) { counts.insert(count) }
            return lines.contains { $0.contains("Received 20 (done) · Showing 20 · following") }
        }
        try #require(done, "\(session.screenText())")
        // The 20th line is due a second after the first frame: not sooner, and the lines came
        // one by one, not in a burst.
        #expect(Date().timeIntervalSince(started) >= 0.9)
        #expect(counts.filter { $0 > 0 && $0 < 20 }.count >= 5, "counts seen: \(counts.sorted())")
        let pid = try #require(pid_t(session.format("#{pane_pid}")))
        // The frame that showed "(done)" may still be finishing: then the program sleeps.
        #expect(Self.wakeUpsOverASecond(of: pid) == 0, "woke with nothing due")
        session.type("q")
    }

    /// The tour's Live tab streams forever; on another tab its timer stops after one tick, and
    /// back on the Live tab the lines due meanwhile are all there.
    @Test func theTourStopsWakingForTheLiveTabWhileAnotherTabIsShown() throws {
        let session = try TmuxSession(width: 100, height: 30, script: "exec \(demo) tour")
        try #require(session.waitFor(text: "Table"), "\(session.screenText())")
        session.type("3")
        var beforeHiding = 0
        try #require(
            session.waitFor { lines in
                beforeHiding = Self.received(on: lines) ?? 0
                return beforeHiding >= 5
            }, "\(session.screenText())")
        session.type("1")
        try #require(session.waitFor { Self.received(on: $0) == nil }, "\(session.screenText())")
        let pid = try #require(pid_t(session.format("#{pane_pid}")))
        #expect(Self.wakeUpsOverASecond(of: pid) == 0, "woke while the Live tab was hidden")
        session.type("3")
        // Hidden for 1.3 s and more at 20 lines a second: the first frame back shows the 26 and
        // more lines due meanwhile.
        var back: Int?
        try #require(
            session.waitFor { lines in
                back = Self.received(on: lines)
                return back != nil
            }, "\(session.screenText())")
        #expect((back ?? 0) >= beforeHiding + 20, "\(beforeHiding) lines before hiding, \(back ?? 0) after")
        session.type("q")
    }

    /// `make bench` sets a streamed frame woken by input beside a key (`TERMCELLS_TEST_LIVE_STEP`):
    /// each Down then brings exactly one line, drawn as a streamed frame, and the clock brings
    /// none, even at a rate that would bring thousands, nor wakes the program.
    @Test func underTheBenchmarkSwitchEachDownBringsOneLineAndTheClockNone() throws {
        let session = try TmuxSession(
            width: 80, height: 24, script: "TERMCELLS_TEST_LIVE_STEP=1 exec \(demo) live --rate 100000")
        try #require(session.waitFor(text: "Received 0 · Showing 0 · following"), "\(session.screenText())")
        session.send("Down")
        #expect(session.waitFor(text: "Received 1 · Showing 1 · following"), "\(session.screenText())")
        #expect(session.screen().contains { $0.contains("#0 GET ") }, "\(session.screenText())")
        session.send("Down")
        session.send("Down")
        #expect(session.waitFor(text: "Received 3 · Showing 3 · following"), "\(session.screenText())")
        let rows = session.screen().filter { $0.contains(" GET ") }
        #expect(rows.count == 3 && rows.last?.contains("#2 GET ") == true, "\(session.screenText())")
        let pid = try #require(pid_t(session.format("#{pane_pid}")))
        #expect(Self.wakeUpsOverASecond(of: pid) == 0, "woke with no key")
        #expect(session.screen().contains { $0.contains("Received 3 · Showing 3 · following") })
        session.type("q")
    }

    /// The number after "Received " on the screen, if the live log's status is shown.
    static func received(on lines: [String]) -> Int? {
        for line in lines {
            guard let range = line.range(of: "Received ") else { continue }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        return nil
    }

    /// The context switches of process `pid` over one second, counted after 0.3 s that let a
    /// frame under way finish: 0 when nothing woke it.
    static func wakeUpsOverASecond(of pid: pid_t) -> Int {
        Thread.sleep(forTimeInterval: 0.3)
        let before = contextSwitches(of: pid)
        Thread.sleep(forTimeInterval: 1)
        return contextSwitches(of: pid) - before
    }

    /// Voluntary and involuntary context switches of every thread the process has now.
    static func contextSwitches(of pid: pid_t) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var total = 0
        for task in tasks {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
            else { continue }
            for line in status.split(separator: "\n")
            where line.hasPrefix("voluntary_ctxt_switches:") || line.hasPrefix("nonvoluntary_ctxt_switches:") {
                total += Int(line.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
            }
        }
        return total
    }
}
