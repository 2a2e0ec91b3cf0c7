import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every signal whose default action ends a process (signal(7)), sent while the demo owns the
/// terminal (issue 18, item 5): the terminal is restored — the settings as they were before
/// start-up, the alternate screen left — and the process then dies by that very signal. SIGQUIT
/// does too, without the Swift runtime's crash report drawn over the screen.
@Suite struct SignalTableTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    /// The signals, by name; the real-time ones from SIGRTMIN to SIGRTMAX.
    static let signals: [(name: String, number: Int32)] = {
        var table: [(String, Int32)] = [
            ("SIGQUIT", SIGQUIT), ("SIGUSR1", SIGUSR1), ("SIGUSR2", SIGUSR2), ("SIGALRM", SIGALRM),
            ("SIGVTALRM", SIGVTALRM), ("SIGPROF", SIGPROF), ("SIGXCPU", SIGXCPU), ("SIGXFSZ", SIGXFSZ),
            ("SIGSYS", SIGSYS), ("SIGIO", SIGIO), ("SIGPWR", SIGPWR), ("SIGSTKFLT", SIGSTKFLT),
        ]
        for number in __libc_current_sigrtmin()...__libc_current_sigrtmax() {
            table.append(("SIGRTMIN+\(number - __libc_current_sigrtmin())", number))
        }
        return table
    }()

    @Test(arguments: signals.indices)
    func restoresTheTerminalThenDiesByTheSignal(_ index: Int) throws {
        let (name, number) = Self.signals[index]
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table"], width: 80, height: 24, environment: Self.environment)
        let before = terminal.initialSettings
        try #require(terminal.waitFor(text: "Nothing selected"), "\(name): no first frame")
        let started = terminal.outputCount
        #expect(terminal.settings().c_lflag != before.c_lflag, "\(name): the screen is in raw mode while it runs")
        kill(terminal.pid, number)
        #expect(terminal.waitForExit(timeout: 10) == 128 + number, "\(name): not ended by the signal")
        let after = terminal.settings()
        #expect(
            after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag,
            "\(name): terminal settings differ after the signal")
        let tail = String(decoding: terminal.output(from: started), as: UTF8.self)
        #expect(tail.contains("\u{1B}[?1049l"), "\(name): the alternate screen was not left: \(tail.debugDescription)")
        #expect(!tail.contains("Press space") && !tail.contains("Crash"), "\(name): a crash report reached the screen")
    }
}
