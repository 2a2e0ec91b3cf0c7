import Foundation
import Testing

/// `csv -` refuses a standard input it cannot read CSV from, as `pick` does: closed (descriptor
/// 0 then is whatever the runtime opened first, whose bytes became the header) or a terminal
/// (whose keys were read as rows, `q` with them). Exit status 2, one line, the terminal untouched.
@Suite struct CSVStandardInputRefusalTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    @Test func aClosedStandardInputIsRefused() throws {
        let demo = DemoBinary.shellQuoted(DemoBinary.path)
        let terminal = try PseudoTerminal(
            ["/bin/sh", "-c", "exec \(demo) csv - <&-"], width: 80, height: 12, environment: Self.environment)
        #expect(terminal.waitForExit() == 2)
        #expect(terminal.waitFor(text: "termcells-demo csv: standard input is closed"))
    }

    @Test func aTerminalOnStandardInputIsRefused() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "csv", "-"], width: 100, height: 12, environment: Self.environment)
        #expect(terminal.waitForExit() == 2)
        #expect(terminal.waitFor(text: "termcells-demo csv: standard input is a terminal"))
    }
}
