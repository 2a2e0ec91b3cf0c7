import Foundation
import TermCellsTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Fuzzing beyond keys (issue 18): random command-line extremes, and random input ended by a
/// random signal from the whole table of signals that end a process. A failure prints the seed;
/// `TERMCELLS_FUZZ_SEED` replays it.
@Suite struct HostileFuzzTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    /// Option values a hostile user types: edges of `Int` and `Double`, NaN, infinities, signs.
    static let extremeValues = [
        "0", "1", "-1", "2147483647", "2147483648", "4294967296", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "nan", "inf", "-inf", "1e300", "-1e300", "1e-300", "0.5", "3", "100", "1000000",
        "10000001", "0x10", "", " ", "\u{1B}]0;PWNED\u{07}",
    ]

    static let commands: [(name: String, options: [String])] = [
        ("table", ["--items", "--sections"]), ("grid", ["--items"]), ("live", ["--rate", "--duration", "--keep"]),
        ("screen", ["--items"]),
    ]

    /// Random command lines; stdin is /dev/null, so a command line the ranges accept ends at the
    /// terminal check. Every one must end with status 2 and one sanitised message — never a trap.
    @Test func randomExtremeOptionsAreRefusedCleanly() {
        let seed = FuzzSettings.seed
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<40 {
            let command = Self.commands.randomElement(using: &generator) ?? Self.commands[0]
            var arguments = [command.name]
            for option in command.options where Bool.random(using: &generator) {
                arguments += ["\(option)=\(Self.extremeValues.randomElement(using: &generator) ?? "0")"]
            }
            if command.name == "screen" { arguments.append("Examples/Screens/Mail.screen") }
            let result = Subprocess.run([DemoBinary.path] + arguments)
            let replay = "TERMCELLS_FUZZ_SEED=\(seed): \(arguments)"
            #expect(result.status == 2, "status \(result.status); \(replay)\n\(result.error)")
            #expect(!result.error.isEmpty && !result.error.contains("\u{1B}"), "\(replay)\n\(result.error)")
        }
    }

    /// Random input (pastes and extreme sizes among it) for a moment, harmless signals along the
    /// way (SIGWINCH, SIGCONT, SIGCHLD, SIGURG), then a random signal whose default action ends a
    /// process: the program dies by it (SIGINT, SIGTERM, SIGHUP and SIGPIPE: exits 128 + n) with
    /// the terminal's settings as they were and the alternate screen left.
    @Test func randomInputEndedByARandomSignalRestoresTheTerminal() throws {
        let seed = FuzzSettings.seed
        var generator = SeededGenerator(seed: seed)
        let endings =
            SignalTableTests.signals + [
                ("SIGINT", SIGINT), ("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGPIPE", SIGPIPE),
            ]
        for _ in 0..<6 {
            let program = ["table", "grid", "tour"].randomElement(using: &generator) ?? "table"
            let (name, number) = endings.randomElement(using: &generator) ?? ("SIGTERM", SIGTERM)
            let replay = "TERMCELLS_FUZZ_SEED=\(seed): \(program) ended by \(name)"
            let terminal = try PseudoTerminal(
                [DemoBinary.path, program], width: 80, height: 24, environment: Self.environment)
            let before = terminal.initialSettings
            try #require(terminal.waitFor(text: program == "tour" ? "Images" : "Nothing selected"), "\(replay)")
            let started = terminal.outputCount
            var inputs = KeyStreamGenerator(seed: generator.next())
            let deadline = Date().addingTimeInterval(min(1, FuzzSettings.seconds / 3))
            var count = 0
            while Date() < deadline {
                switch inputs.next() {
                case .bytes(let chunk): _ = terminal.send(bytes: chunk)
                case .resize(let width, let height): terminal.resize(width: width, height: height)
                }
                count += 1
                if count % 32 == 0 {
                    kill(
                        terminal.pid, [SIGWINCH, SIGCONT, SIGCHLD, SIGURG].randomElement(using: &generator) ?? SIGWINCH)
                    Thread.sleep(forTimeInterval: 0.002)
                }
            }
            #expect(terminal.waitForExit(timeout: 0) == nil, "died before the signal; \(replay)")
            kill(terminal.pid, number)
            #expect(terminal.waitForExit(timeout: 10) == 128 + number, "\(replay)")
            let after = terminal.settings()
            #expect(
                after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag,
                "terminal settings differ; \(replay)")
            #expect(
                String(decoding: terminal.output(from: started), as: UTF8.self).contains("\u{1B}[?1049l"),
                "the alternate screen was not left; \(replay)")
        }
    }
}
