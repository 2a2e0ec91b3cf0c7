import Foundation
import Testing

/// What a streamed frame of `live` sends and what the terminal then shows. A style change
/// sends only what changes and the highlighted row's reverse-video padding is one space and a
/// repeat (`rep`, `CSI n b`), in the entry's own forms (its `sgr0` chooses a character set too,
/// and bold ends in a reset: no entry declares SGR 22). The screen a
/// terminal (tmux) builds from those bytes is the one it builds when ncurses paints every frame.
@Suite struct StreamedFrameEncodingTests {
    static let frameEnd = "\u{1B}[?2026l"
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    @Test func aStreamedFrameSendsStyleChangesAloneAndRepeatsTheHighlightPadding() throws {
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "live", "--rate", "20", "--duration", "3"], width: 80, height: 24,
            environment: environment)
        #expect(terminal.waitFor(text: "(done)", timeout: 30))
        let output = String(decoding: terminal.output(from: 0), as: UTF8.self)
        // Frames of one line once the screen is full: the log scrolls up a row under the title
        // (rows 2 to 22). A late frame may bring two lines (a region scrolled by 2).
        let frames = output.components(separatedBy: Self.frameEnd).filter { $0.contains("\u{1B}[2;22r\u{1B}[1S") }
        #expect(frames.count >= 10, "\(output.debugDescription)")
        // The highlighted row: reverse video, then the level's colour and weight alone (no reset).
        let highlightedLevel = try Regex(
            "\u{1B}\\[7m \u{1B}\\[(32m|31m\u{1B}\\[1m|33m\u{1B}\\[1m|2m)(INFO |ERROR|WARN |DEBUG)")
        // A space and its repeats (`CSI n b`).
        let repeatedSpace = try Regex(" \u{1B}\\[[0-9]+b")
        for frame in frames {
            #expect(frame.utf8.count < 250, "\(frame.debugDescription)")
            #expect(frame.contains(highlightedLevel), "\(frame.debugDescription)")
            #expect(frame.contains(repeatedSpace), "\(frame.debugDescription)")
        }
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// xterm-256color's description with `cup` in its HVP form (`CSI row ; column f`), which
    /// the frame writer does not take: ncurses paints every frame. Nil when `tic` failed.
    static func paintedTerminfo(in directory: URL) -> String? {
        let source = directory.appendingPathComponent("xterm-painted.src").path
        let script = """
            infocmp -x xterm-256color \
            | sed 's/^xterm-256color|[^,]*,/xterm-painted|xterm-256color painted by ncurses,/; \
            s/cup=\\\\E\\[%i%p1%d;%p2%dH/cup=\\\\E[%i%p1%d;%p2%df/' > \(DemoBinary.shellQuoted(source)) \
            && grep -q 'cup=\\\\E\\[%i%p1%d;%p2%df' \(DemoBinary.shellQuoted(source)) \
            && tic -x -o \(DemoBinary.shellQuoted(directory.path)) \(DemoBinary.shellQuoted(source))
            """
        return Subprocess.run(["sh", "-c", script]).status == 0 ? directory.path : nil
    }

    /// Runs `arguments` of the demo in two tmux panes, one whose frames the writer sends and one
    /// that ncurses paints, waits for `ready` in both, then sends each of `keys` to both and
    /// expects the same screens after it (and before the first key when `styled`).
    func compareWithPainted(
        _ arguments: String, width: Int, height: Int, ready: String, keys: [String], styled: Bool
    ) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("painted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let terminfo = try #require(Self.paintedTerminfo(in: directory))
        let script = "\(demo) \(arguments); echo \"exit=$?\""
        let written = try TmuxSession(
            width: width, height: height, script: script, environment: ["TERM": "xterm-256color"])
        let painted = try TmuxSession(
            width: width, height: height, script: script,
            environment: ["TERM": "xterm-painted", "TERMINFO": terminfo])
        for session in [written, painted] {
            #expect(session.waitFor(text: ready), "\(session.screenText())")
        }
        if styled { #expect(Self.sameScreens(written, painted)) }
        for key in keys {
            written.send(key)
            painted.send(key)
            #expect(Self.sameScreens(written, painted, styled: styled), "after \(key)")
        }
        for session in [written, painted] {
            session.send("q")
            #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        }
    }

    @Test func theScreenIsTheOneNcursesPaintsWhileStreamingAndMoving() throws {
        try compareWithPainted(
            "live --rate 100 --duration 0.3", width: 80, height: 20, ready: "Received 30 (done)",
            keys: ["Up", "Up", "Up", "Home", "Down", "End"], styled: true)
    }

    /// The grid's boxes (runs of `─`) and colour tiles come out as ncurses paints them. Its
    /// title bar's tail is compared as text only: ncurses erases it in the bar's colour where
    /// the writer writes spaces, which tmux records differently though both look the same.
    @Test func theGridShowsTheTextNcursesPaints() throws {
        try compareWithPainted(
            "grid --items 1000000", width: 80, height: 24, ready: "1000000 tiles",
            keys: ["Down", "Right", "PageDown", "Up", "End", "Home"], styled: false)
    }

    /// Polls until both panes show the same characters (and colours and attributes if `styled`).
    static func sameScreens(
        _ first: TmuxSession, _ second: TmuxSession, styled: Bool = true, timeout: TimeInterval = 20
    ) -> Bool {
        let screen = { (session: TmuxSession) in styled ? session.styledScreen() : session.screen() }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen(first) == screen(second) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let (one, two) = (screen(first), screen(second))
        Issue.record(
            "screens differ:\n\(one.joined(separator: "\n").debugDescription)\n\(two.joined(separator: "\n").debugDescription)"
        )
        return false
    }
}
