import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `pick --preview`: the command gets the line's exact bytes for `{}`, ends with pick however
/// pick ends, and an endless one is stopped at the kept bound with what was kept shown.
@Suite struct PickPreviewTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// Runs `input | demo pick --preview command > out.txt` in tmux and echoes its exit status.
    /// The script ignores SIGINT itself so that it lives to report pick's status after Ctrl-C.
    private func start(_ input: String, preview command: String) throws -> TmuxSession {
        try TmuxSession(
            width: 70, height: 12,
            script: """
                trap '' INT
                \(input) | \(demo) pick --preview \(DemoBinary.shellQuoted(command)) > out.txt; echo "exit=$?"
                """)
    }

    /// The process ids a preview command wrote to `name` (`echo $$ $PPID`): its process group
    /// (the shell leads it) and pick.
    private func groupAndPick(_ session: TmuxSession, file name: String) throws -> (group: pid_t, pick: pid_t) {
        let text = try #require(session.waitForFile(name))
        let ids = text.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
        try #require(ids.count == 2, "\(text)")
        return (ids[0], ids[1])
    }

    /// Polls until no live process is left in `group`.
    private func groupEnds(_ group: pid_t, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !SessionProcesses.members(ofGroup: group).isEmpty {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }

    /// Invalid UTF-8 reaches the command as it came, not as U+FFFD; a quote stays quoted.
    @Test func theCommandGetsTheLinesExactBytes() throws {
        let session = try start("printf 'a\\377b\\047c\\n'", preview: "printf %s {} | od -An -tx1")
        #expect(session.waitFor(text: "│  61 ff 62 27 63"), "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        let printed = try Data(contentsOf: session.workDirectory.appendingPathComponent("out.txt"))
        #expect(Array(printed) == [0x61, 0xFF, 0x62, 0x27, 0x63, 0x0A], "Enter prints the same bytes")
    }

    /// A NUL cannot be in a command's argument: the pane says so, and runs nothing (no shell
    /// error from a quoting cut short); the line is still chosen as it came.
    @Test func aLineHoldingNULGetsNoPreviewAndSaysWhy() throws {
        let session = try start("printf 'x\\000y\\n'", preview: "echo ran {}")
        #expect(session.waitFor(text: "│ (no preview: a NUL in the line)"), "\(session.screenText())")
        #expect(!session.screen().contains { $0.contains("ran") || $0.contains("nterminated") })
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        let printed = try Data(contentsOf: session.workDirectory.appendingPathComponent("out.txt"))
        #expect(Array(printed) == [0x78, 0x00, 0x79, 0x0A])
    }

    /// Ctrl-C, SIGTERM and SIGHUP end the running preview's whole process group with pick, as
    /// Esc does.
    @Test(arguments: [("C-c", 0, 130), ("", SIGTERM, 143), ("", SIGHUP, 129)])
    func thePreviewEndsWithPick(key: String, signal: Int32, status: Int) throws {
        let session = try start("printf 'alpha\\n'", preview: "echo $$ $PPID > ids.txt; sleep 300; echo {}")
        let (group, pick) = try groupAndPick(session, file: "ids.txt")
        #expect(session.waitFor { $0.contains { $0.hasSuffix("│ …") } }, "\(session.screenText())")
        if key.isEmpty { kill(pick, signal) } else { session.send(key) }
        #expect(session.waitFor(text: "exit=\(status)"), "\(session.screenText())")
        #expect(groupEnds(group), "left running: \(SessionProcesses.members(ofGroup: group))")
    }

    /// A command that prints and goes on running (a log followed, a slow build) shows what it
    /// printed so far; it is not held back until the command ends or fills the bound.
    @Test func aRunningPreviewShowsItsOutputSoFar() throws {
        let session = try start("printf 'alpha\\n'", preview: "echo first {}; sleep 300")
        #expect(session.waitFor(text: "│ first alpha"), "\(session.screenText())")
        session.send("Escape")
        #expect(session.waitFor(text: "exit=130"), "\(session.screenText())")
    }

    /// `yes {}` never ends: pick keeps the first 64 KiB, ends the command there and shows what
    /// it kept; then it idles.
    @Test func anEndlessPreviewIsCutAndShownWithoutBurningACore() throws {
        let session = try start("printf 'alpha\\nbeta\\n'", preview: "echo $$ $PPID > ids.txt; yes {}")
        let (group, pick) = try groupAndPick(session, file: "ids.txt")
        #expect(
            session.waitFor { $0.contains { $0.hasPrefix("▌  alpha") && $0.hasSuffix("│ alpha") } },
            "\(session.screenText())")
        #expect(groupEnds(group), "the endless command was ended")
        // Idle now: over a second, far less than a second of CPU.
        let before = try #require(SessionProcesses.cpuTicks(of: pick))
        Thread.sleep(forTimeInterval: 1)
        let after = try #require(SessionProcesses.cpuTicks(of: pick))
        #expect(after - before < sysconf(Int32(_SC_CLK_TCK)) / 4, "\(after - before) ticks in a second")
        session.send("Down")
        #expect(session.waitFor { $0.contains { $0.hasPrefix("▌  beta") && $0.hasSuffix("│ beta") } })
        session.send("Escape")
        #expect(session.waitFor(text: "exit=130"), "\(session.screenText())")
    }
}
