import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `pick` against hostile input and output (issue 18): a destination that cannot take the
/// choice, a closed standard input.
@Suite struct PickHostileInputTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    /// A file holding `bytes`, removed by the caller.
    static func inputFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("termcells-pick-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aChoiceThatCannotBeWrittenIsAnErrorNotExit0() throws {
        let input = try Self.inputFile(Array("alpha\nbeta\n".utf8))
        defer { unlink(input) }
        let terminal = try PseudoTerminal([DemoBinary.path, "pick"], width: 60, height: 12, environment: Self.environment,
                                          standardInput: input, standardOutput: "/dev/full")
        try #require(terminal.waitFor(text: "2/2"))
        terminal.send("\r")
        #expect(terminal.waitForExit() == 2)
        #expect(terminal.waitFor(text: "termcells-demo pick: cannot write the choice to standard output: No space left on device"))
    }

    @Test func aClosedStandardInputIsRefused() throws {
        let demo = DemoBinary.shellQuoted(DemoBinary.path)
        let terminal = try PseudoTerminal(["/bin/sh", "-c", "exec \(demo) pick <&-"], width: 60, height: 12, environment: Self.environment)
        #expect(terminal.waitForExit() == 2)
        #expect(terminal.waitFor(text: "termcells-demo pick: standard input is closed"))
    }
}
