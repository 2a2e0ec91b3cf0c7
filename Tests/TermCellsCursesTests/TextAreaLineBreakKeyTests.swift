import TermCells
import Testing

@testable import TermCellsCurses

/// Which of the line-break keys a `TextArea` hears as such, from the bytes terminals send: the
/// legacy protocol cannot tell Ctrl-J or Shift-Enter from Enter, the kitty keyboard can.
@MainActor
@Suite struct TextAreaLineBreakKeyTests {
    /// The events of legacy bytes, as the decoder reads them.
    func legacy(_ bytes: [UInt32]) -> [InputEvent] {
        var pending = bytes.map(CursesInputDecoder.RawInput.character)[...]
        var events: [InputEvent] = []
        CursesInputDecoder.drain(read: { pending.popFirst() }, emit: { events.append($0) })
        return events
    }

    /// What an area holding "a" shows after `events`, and what it submitted.
    func result(of events: [InputEvent]) -> (text: String, submitted: [String]) {
        let area = TextArea(text: "a")
        var submitted: [String] = []
        area.onSubmit = { submitted.append($0) }
        for event in events { area.handle(event) }
        return (area.text, submitted)
    }

    @Test func inTheLegacyProtocolAltEnterBreaksTheLineAndCtrlJSubmits() {
        // Esc CR: Alt-Enter.
        #expect(legacy([27, 13]) == [.key(KeyEvent(.enter, modifiers: .alt))])
        #expect(result(of: legacy([27, 13])) == ("a\n", []))
        // LF, what Ctrl-J sends, is read as Enter (some terminals send it for Enter).
        #expect(legacy([10]) == [.key(KeyEvent(.enter))])
        #expect(result(of: legacy([10])) == ("a", ["a"]))
        // Ctrl-_ is byte 31: undo.
        #expect(legacy([31]) == [.key(KeyEvent(.control("_")))])
    }

    @Test func withTheKittyKeyboardShiftEnterAndCtrlJBreakTheLine() {
        let shiftEnter = ControlSequenceKey.event(Array("\u{1B}[13;2u".utf8))
        let ctrlJ = ControlSequenceKey.event(Array("\u{1B}[106;5u".utf8))
        let ctrlSlash = ControlSequenceKey.event(Array("\u{1B}[47;5u".utf8))
        #expect(shiftEnter == KeyEvent(.enter, modifiers: .shift))
        #expect(ctrlJ == KeyEvent(.control("j")))
        #expect(ctrlSlash == KeyEvent(.character("/"), modifiers: .control))
        let events = [shiftEnter, ctrlJ].compactMap { $0 }.map(InputEvent.key)
        #expect(result(of: events) == ("a\n\n", []))
        let undone = result(of: [.key(KeyEvent(.character("b")))] + [ctrlSlash].compactMap { $0 }.map(InputEvent.key))
        #expect(undone == ("a", []))
    }
}
