import Foundation
import Testing

/// XON/XOFF flow control is off while TermCells owns the terminal: Ctrl-S does not freeze the
/// screen (the program's writes would block until Ctrl-Q) and Ctrl-Q reaches the program as a
/// key, as `pick` documents (exit 130). The shell's setting comes back at exit.
@Suite struct TerminalFlowControlTests {
    @Test(arguments: TerminalTypes.all)
    func ctrlSDoesNotFreezeThePickerAndCtrlQCancelsIt(terminal: String) throws {
        let demo = DemoBinary.shellQuoted(DemoBinary.path)
        let session = try TmuxSession(
            width: 60, height: 10,
            script: """
                stty ixon; printf 'alpha\\nneedle\\nbeta\\n' | \(demo) pick; echo "exit=$?"; \
                stty -a | tr ' ' '\\n' | grep -x -e ixon -e -ixon
                """, environment: ["TERM": terminal])
        #expect(session.waitFor(text: "3/3"), "\(terminal): \(session.screenText())")
        session.send("C-s")
        session.type("ne")
        #expect(session.waitFor(text: "1/3"), "\(terminal): typing after Ctrl-S is shown\n\(session.screenText())")
        session.send("C-q")
        #expect(session.waitFor(text: "exit=130"), "\(terminal): \(session.screenText())")
        #expect(
            session.waitFor { $0.contains("ixon") },
            "\(terminal): flow control is the shell's again\n\(session.screenText())")
        #expect(!session.screen().contains("-ixon"))
    }
}
