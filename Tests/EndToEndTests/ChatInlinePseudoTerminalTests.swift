import Foundation
import TerminalModels
import Testing

/// `termcells-demo chat --height 12` on a bare pseudo-terminal, no tmux between: every byte it
/// writes is played on a model terminal with a scrollback (xterm's wrapping and cropping
/// resize). What a person then scrolls back through is every finished message once, in order,
/// between the shell's lines, through a narrowing from 100 to 60 columns mid-stream.
///
/// The model narrows at the start of the frame that printed message 4 above the block and
/// redrew the block whole, a frame written for 100 columns: as a terminal that read it only
/// after it narrowed would. Frames are sent with auto-wrap off (xterm's `rmam`), so its rows,
/// wider than 60 columns, cannot wrap and scroll the block's top row into the scrollback.
@Suite struct ChatInlinePseudoTerminalTests {
    @Test func everyFinishedMessageIsInTheScrollbackOnceInOrderThroughANarrowing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chat-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        try ChatDemoTests.script.write(to: script, atomically: true, encoding: .utf8)
        let command = [
            "echo before",
            "\(DemoBinary.shellQuoted(DemoBinary.path)) chat \(DemoBinary.shellQuoted(script.path))"
                + " --height 12 --tokens-per-second 40",
            "echo \"after $?\"",
        ].joined(separator: "; ")
        let terminal = try PseudoTerminal(
            ["/bin/sh", "-c", command], width: 100, height: 24,
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        // Message 4 printed above the block: only lines printed above end in a carriage return
        // (the block's rows end in an erase or a cursor motion).
        #expect(terminal.waitFor(text: "and ends 4.\r"), "\(String(decoding: terminal.output, as: UTF8.self))")
        terminal.resize(width: 60, height: 24)
        let output = terminal.output
        let printed = try #require(output.firstRange(of: Array("answer 4 begins here and\r".utf8)))
        let frameStart = Array("\u{1B}[?2026h".utf8)
        let narrowedAt = try #require(
            (0...(printed.lowerBound - frameStart.count)).last {
                output[$0..<($0 + frameStart.count)].elementsEqual(frameStart)
            })
        #expect(terminal.waitFor(text: " 8 messages", after: narrowedAt))
        terminal.send("q")
        #expect(terminal.waitFor(text: "after 0", after: narrowedAt))
        #expect(terminal.waitForExit() == 0)

        var model = ScrollingTerminal(width: 100, height: 24)
        model.receive(Array(terminal.output[..<narrowedAt]))
        model.resize(width: 60, height: 24)
        model.receive(terminal.output(from: narrowedAt))
        #expect(
            model.transcript == ["before"] + ChatDemoTests.printed + ["after 0"],
            "\(model.transcript.joined(separator: "\n"))")
        #expect(model.autoWraps)
    }
}
