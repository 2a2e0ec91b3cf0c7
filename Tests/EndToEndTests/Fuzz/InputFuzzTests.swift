import Foundation
import Testing

/// Random key and mouse byte streams, with resizes, fed to the demo for a bounded time
/// (`TERMCELLS_FUZZ_SECONDS`): it must stay alive throughout, and then Esc and `q` must
/// still quit it with status 0. Each run prints its seed first; `TERMCELLS_FUZZ_SEED` replays
/// it. A failure names the seed and the longest stall (the program not taking input) with the
/// inputs sent just before it.
@Suite(.serialized) struct InputFuzzTests {
    let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    func fuzz(_ arguments: [String], ready: String) throws {
        let seed = FuzzSettings.seed
        let name = arguments.joined(separator: " ")
        let replay = "TERMCELLS_FUZZ_SEED=\(seed) replays \(name)"
        // First, so the seed is kept even if the run never reports (killed, hung).
        print("fuzz \(name): \(replay)")
        let terminal = try PseudoTerminal(
            [DemoBinary.path] + arguments, width: 80, height: 24, environment: environment)
        try #require(
            terminal.waitFor(text: ready), "\(name): never started; \(replay)\n\(Self.tail(of: terminal.output))")
        var inputs = KeyStreamGenerator(seed: seed)
        var stalls = InputStallLog()
        var (events, bytes, resizes) = (0, 0, 0)
        let deadline = Date().addingTimeInterval(FuzzSettings.seconds)
        var alive = true
        while Date() < deadline && alive {
            switch inputs.next() {
            case .bytes(let chunk):
                // Liveness, not latency: a debug build on a loaded machine can take a second or
                // two over some keys (a tab's first screen, a resize storm) before it reads more.
                let start = Date()
                alive = terminal.send(bytes: chunk, timeout: 10_000)
                stalls.record(InputStallLog.visible(chunk), seconds: Date().timeIntervalSince(start))
                bytes += chunk.count
            case .resize(let width, let height):
                terminal.resize(width: width, height: height)
                stalls.record("resize \(width)×\(height)", seconds: 0)
                resizes += 1
            }
            events += 1
            if events % 16 == 0 {
                alive = alive && terminal.waitForExit(timeout: 0) == nil
                Thread.sleep(forTimeInterval: 0.002)
            }
        }
        #expect(
            alive && terminal.waitForExit(timeout: 0) == nil,
            "\(name) died or stopped reading after \(events) inputs; \(replay); \(stalls.summary)")
        // Let the program catch up and any cut-off sequence time out, leave any mode (the
        // filter, the help) with Esc alone (Esc read together with q would be Alt-q), then quit.
        terminal.resize(width: 80, height: 24)
        Self.waitUntilCaughtUp(terminal)
        terminal.send(bytes: [0x1B])
        Self.waitUntilCaughtUp(terminal)
        terminal.send("q")
        let status = terminal.waitForExit(timeout: 10)
        #expect(
            status == 0,
            "\(name): q gave status \(status.map(String.init) ?? "none (still running)"); \(replay); \(stalls.summary)\n\(Self.tail(of: terminal.output))"
        )
        print(
            "fuzz \(name): seed \(seed), \(events) inputs (\(bytes) bytes, \(resizes) resizes) in \(FuzzSettings.seconds) s, quit status \(status.map(String.init) ?? "none"); \(stalls.summary)"
        )
    }

    /// Waits until the program has read every byte sent (a tab that takes long over some keys
    /// falls behind the stream), then until it has written nothing for 0.3 s.
    static func waitUntilCaughtUp(_ terminal: PseudoTerminal) {
        terminal.waitUntilInputIsRead()
        waitUntilQuiet(terminal)
    }

    /// Waits until the program has written nothing for 0.3 s (at most 5 s: a streaming tab never is).
    static func waitUntilQuiet(_ terminal: PseudoTerminal) {
        let deadline = Date().addingTimeInterval(5)
        var count = terminal.output.count
        var quietSince = Date()
        while Date() < deadline && Date().timeIntervalSince(quietSince) < 0.3 {
            Thread.sleep(forTimeInterval: 0.05)
            let now = terminal.output.count
            if now != count {
                count = now
                quietSince = Date()
            }
        }
    }

    /// The last bytes the program wrote, escapes made visible, for a failure message.
    static func tail(of output: [UInt8]) -> String {
        String(decoding: output.suffix(3_000), as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "␛")
    }

    @Test func tableSurvivesRandomInput() throws {
        try fuzz(["table"], ready: "Nothing selected")
    }

    @Test func gridSurvivesRandomInput() throws {
        try fuzz(["grid"], ready: "Nothing selected")
    }

    @Test func tourSurvivesRandomInput() throws {
        try fuzz(["tour"], ready: "Images")
    }
}
