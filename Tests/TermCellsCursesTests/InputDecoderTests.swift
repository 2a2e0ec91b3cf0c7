import CNcursesw
import Testing

@testable import TermCellsCurses

/// What `wget_wch` returns, decoded into key and mouse events.
@Suite struct InputDecoderTests {
    func decode(_ raws: [CursesInputDecoder.RawInput]) -> [InputEvent] {
        var pending = raws[...]
        var events: [InputEvent] = []
        CursesInputDecoder.drain(read: { pending.popFirst() }, emit: { events.append($0) })
        return events
    }

    @Test func namedKeysDecode() {
        #expect(
            decode([.keyCode(KEY_UP), .keyCode(KEY_NPAGE), .keyCode(KEY_HOME), .keyCode(KEY_BTAB), .keyCode(KEY_DC)])
                == [
                    .key(KeyEvent(.up)), .key(KeyEvent(.pageDown)), .key(KeyEvent(.home)), .key(KeyEvent(.backTab)),
                    .key(KeyEvent(.delete)),
                ])
        #expect(
            decode([.keyCode(tc_key_f(1)), .keyCode(tc_key_f(12))]) == [
                .key(KeyEvent(.function(1))), .key(KeyEvent(.function(12))),
            ])
        #expect(decode([.keyCode(KEY_SR)]) == [.key(KeyEvent(.up, modifiers: .shift))])
    }

    @Test func controlCharactersBecomeKeys() {
        #expect(
            decode([.character(13), .character(9), .character(127), .character(4), .character(21)]) == [
                .key(KeyEvent(.enter)), .key(KeyEvent(.tab)), .key(KeyEvent(.backspace)),
                .key(KeyEvent(.control("d"))), .key(KeyEvent(.control("u"))),
            ])
    }

    @Test func printableUnicodeIsACharacter() {
        #expect(
            decode([.character(0x6F22), .character(0x1F680), .character(32)]) == [
                .key(KeyEvent(.character("漢"))), .key(KeyEvent(.character("🚀"))), .key(KeyEvent(.character(" "))),
            ])
    }

    @Test func escFollowedByACharacterIsAlt() {
        #expect(decode([.character(27), .character(0x78)]) == [.key(KeyEvent(.character("x"), modifiers: .alt))])
    }

    @Test func escAloneOrBeforeAKeyCodeIsEscAndNothingIsLost() {
        #expect(decode([.character(27)]) == [.key(KeyEvent(.escape))])
        #expect(decode([.character(27), .keyCode(KEY_UP)]) == [.key(KeyEvent(.escape)), .key(KeyEvent(.up))])
        #expect(decode([.character(27), .character(27)]) == [.key(KeyEvent(.escape)), .key(KeyEvent(.escape))])
    }

    @Test func c1ControlsAreDropped() {
        #expect(decode([.character(0x9B), .character(0x61)]) == [.key(KeyEvent(.character("a")))])
    }

    @Test func cursorKeysWithModifiersDecodeFromXtermsForm() {
        func key(_ text: String) -> KeyEvent? { ControlSequenceKey.event(Array(text.utf8)) }
        #expect(key("\u{1B}[1;5D") == KeyEvent(.left, modifiers: .control))
        #expect(key("\u{1B}[1;5C") == KeyEvent(.right, modifiers: .control))
        #expect(key("\u{1B}[1;3D") == KeyEvent(.left, modifiers: .alt))
        #expect(key("\u{1B}[1;2A") == KeyEvent(.up, modifiers: .shift))
        #expect(key("\u{1B}[1;8H") == KeyEvent(.home, modifiers: [.shift, .alt, .control]))
        #expect(key("\u{1B}[1;6F") == KeyEvent(.end, modifiers: [.shift, .control]))
        #expect(key("\u{1B}[1;1D") == KeyEvent(.left))
        // Super (9: one more than its bit, 8), a final no key has, a first parameter other than 1,
        // no modifiers field (the terminal's description names the plain keys).
        for other in ["\u{1B}[1;9D", "\u{1B}[1;5Z", "\u{1B}[2;5D", "\u{1B}[1;0D", "\u{1B}[D"] {
            #expect(key(other) == nil, "\(other.debugDescription)")
        }
        #expect(decode([.key(KeyEvent(.left, modifiers: .control))]) == [.key(KeyEvent(.left, modifiers: .control))])
    }

    @Test func extendedKeyNamesOfTerminalDescriptionsDecode() {
        #expect(CursesInputDecoder.modifiedKey(named: "kLFT5") == KeyEvent(.left, modifiers: .control))
        #expect(CursesInputDecoder.modifiedKey(named: "kRIT3") == KeyEvent(.right, modifiers: .alt))
        #expect(CursesInputDecoder.modifiedKey(named: "kDN2") == KeyEvent(.down, modifiers: .shift))
        #expect(CursesInputDecoder.modifiedKey(named: "kLFT") == nil)
        #expect(CursesInputDecoder.modifiedKey(named: "kDC5") == KeyEvent(.delete, modifiers: .control))
        #expect(CursesInputDecoder.modifiedKey(named: "kNXT3") == KeyEvent(.pageDown, modifiers: .alt))
        #expect(CursesInputDecoder.modifiedKey(named: "kDC9") == nil)
        #expect(CursesInputDecoder.modifiedKey(named: "kFND5") == nil)
        #expect(CursesInputDecoder.modifiedKey(named: "") == nil)
    }
}
