import Foundation
import Testing

/// Ctrl-Z gives the shell the terminal as it was (issue 51, item 3): bracketed paste off while
/// the program is stopped, so a paste at a prompt that does not use the mode (dash) arrives as
/// the text pasted, not wrapped in `ESC [ 200 ~` … `ESC [ 201 ~`; `fg` turns it on again.
@Suite struct StoppedPasteModeTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    @Test func aPasteAtThePromptWhileStoppedIsPlainText() throws {
        let session = try #require(try TmuxSession.interactiveDash(width: 80, height: 24), "no dash prompt")
        session.type("\(demo) pick < /etc/passwd")
        session.send("Enter")
        #expect(session.waitFor { $0.first?.hasPrefix(">") == true }, "\(session.screenText())")
        session.send("C-z")
        #expect(session.waitFor(text: "Stopped"), "\(session.screenText())")
        session.paste("echo pasted-ok")
        session.send("Enter")
        #expect(session.waitFor { $0.contains("pasted-ok") }, "the paste ran as typed:\n\(session.screenText())")
        #expect(!session.screenText().contains("200~"), "\(session.screenText())")
        session.type("fg")
        session.send("Enter")
        #expect(session.waitFor { $0.first?.hasPrefix(">") == true }, "\(session.screenText())")
        // Pasted into the picker, a line break is cut out of the query, not Enter: the mode is on again.
        session.paste("root\nx")
        #expect(session.waitFor { $0.first?.hasPrefix("> rootx") == true }, "\(session.screenText())")
        session.send("Escape")
        // Typed before the picker has read the Esc, `e` would make it Alt-e.
        #expect(session.waitFor { !$0.contains { $0.hasPrefix("> rootx") } }, "\(session.screenText())")
        session.type("echo \"exit=$?\"")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=130"), "\(session.screenText())")
    }
}
