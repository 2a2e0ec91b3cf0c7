import Testing

@testable import TermCellsCurses

/// The keys a terminal in the kitty keyboard protocol's first mode (disambiguate escape codes)
/// sends, decoded into the key events the legacy bytes give where those can tell, and into
/// the keys they could not tell apart where not: every key class, and ill-formed sequences
/// dropped rather than typed.
@Suite struct KittyKeyboardDecodingTests {
    /// The event of one whole sequence, as the framer lets it through and the terminal reads it.
    func key(_ text: String) -> KeyEvent? { ControlSequenceKey.event(Array(text.utf8)) }

    @Test func escArrivesAsItsOwnKeyWithItsModifiers() {
        #expect(key("\u{1B}[27u") == KeyEvent(.escape))
        #expect(key("\u{1B}[27;5u") == KeyEvent(.escape, modifiers: .control))
        #expect(key("\u{1B}[27;2u") == KeyEvent(.escape, modifiers: .shift))
    }

    @Test func lettersWithCtrlAltAndShift() {
        #expect(key("\u{1B}[97;5u") == KeyEvent(.control("a")))
        #expect(key("\u{1B}[120;3u") == KeyEvent(.character("x"), modifiers: .alt))
        #expect(key("\u{1B}[120;4u") == KeyEvent(.character("X"), modifiers: .alt))
        #expect(key("\u{1B}[97;6u") == KeyEvent(.control("a"), modifiers: .shift))
        #expect(key("\u{1B}[97;7u") == KeyEvent(.control("a"), modifiers: .alt))
        #expect(key("\u{1B}[97;8u") == KeyEvent(.control("a"), modifiers: [.shift, .alt]))
        #expect(key("\u{1B}[32;5u") == KeyEvent(.control(" ")))
        #expect(key("\u{1B}[93;5u") == KeyEvent(.control("]")))
        #expect(key("\u{1B}[49;5u") == KeyEvent(.character("1"), modifiers: .control))
        #expect(key("\u{1B}[1094;3u") == KeyEvent(.character("ц"), modifiers: .alt))
        #expect(key("\u{1B}[97u") == KeyEvent(.character("a")))
    }

    @Test func enterAndShiftEnterAreTwoKeys() {
        #expect(key("\u{1B}[13u") == KeyEvent(.enter))
        #expect(key("\u{1B}[13;2u") == KeyEvent(.enter, modifiers: .shift))
        #expect(key("\u{1B}[13;3u") == KeyEvent(.enter, modifiers: .alt))
        #expect(key("\u{1B}[57414u") == KeyEvent(.enter))
    }

    @Test func tabCtrlIAndShiftTabAreThreeKeys() {
        #expect(key("\u{1B}[9u") == KeyEvent(.tab))
        #expect(key("\u{1B}[105;5u") == KeyEvent(.control("i")))
        #expect(key("\u{1B}[9;2u") == KeyEvent(.backTab))
        #expect(key("\u{1B}[9;5u") == KeyEvent(.tab, modifiers: .control))
    }

    @Test func backspaceAndCtrlHAreTwoKeys() {
        #expect(key("\u{1B}[127u") == KeyEvent(.backspace))
        #expect(key("\u{1B}[104;5u") == KeyEvent(.control("h")))
        #expect(key("\u{1B}[127;5u") == KeyEvent(.backspace, modifiers: .control))
        #expect(key("\u{1B}[127;3u") == KeyEvent(.backspace, modifiers: .alt))
    }

    @Test func cursorAndPagingKeysWithModifiers() {
        #expect(key("\u{1B}[1;5A") == KeyEvent(.up, modifiers: .control))
        #expect(key("\u{1B}[1;2B") == KeyEvent(.down, modifiers: .shift))
        #expect(key("\u{1B}[1;3C") == KeyEvent(.right, modifiers: .alt))
        #expect(key("\u{1B}[1;6D") == KeyEvent(.left, modifiers: [.shift, .control]))
        #expect(key("\u{1B}[1;5H") == KeyEvent(.home, modifiers: .control))
        #expect(key("\u{1B}[1;5F") == KeyEvent(.end, modifiers: .control))
        #expect(key("\u{1B}[5;5~") == KeyEvent(.pageUp, modifiers: .control))
        #expect(key("\u{1B}[6;2~") == KeyEvent(.pageDown, modifiers: .shift))
        #expect(key("\u{1B}[5~") == KeyEvent(.pageUp))
        // The keypad's keys, by the protocol's own numbers.
        #expect(key("\u{1B}[57419;5u") == KeyEvent(.up, modifiers: .control))
        #expect(key("\u{1B}[57422u") == KeyEvent(.pageDown))
        #expect(key("\u{1B}[57399u") == KeyEvent(.character("0")))
    }

    @Test func functionKeysOneToTwelve() {
        #expect(key("\u{1B}[1;2P") == KeyEvent(.function(1), modifiers: .shift))
        #expect(key("\u{1B}[1;5Q") == KeyEvent(.function(2), modifiers: .control))
        #expect(key("\u{1B}[13~") == KeyEvent(.function(3)))
        #expect(key("\u{1B}[13;3~") == KeyEvent(.function(3), modifiers: .alt))
        #expect(key("\u{1B}[1;5S") == KeyEvent(.function(4), modifiers: .control))
        let numbers = [15, 17, 18, 19, 20, 21, 23, 24]
        for (index, number) in numbers.enumerated() {
            #expect(key("\u{1B}[\(number)~") == KeyEvent(.function(5 + index)), "F\(5 + index)")
            #expect(key("\u{1B}[\(number);5~") == KeyEvent(.function(5 + index), modifiers: .control))
        }
        #expect(key("\u{1B}[57376u") == KeyEvent(.function(13)))
    }

    @Test func insertAndDelete() {
        #expect(key("\u{1B}[2~") == KeyEvent(.insert))
        #expect(key("\u{1B}[2;3~") == KeyEvent(.insert, modifiers: .alt))
        #expect(key("\u{1B}[3~") == KeyEvent(.delete))
        #expect(key("\u{1B}[3;5~") == KeyEvent(.delete, modifiers: .control))
    }

    @Test func subFieldsAreReadAndReleasesAreNoPress() {
        // Alternate keys after the code, the event type after the modifiers, text after them.
        #expect(key("\u{1B}[97:65;6u") == KeyEvent(.control("a"), modifiers: .shift))
        #expect(key("\u{1B}[97;5:1u") == KeyEvent(.control("a")))
        #expect(key("\u{1B}[97;5:2u") == KeyEvent(.control("a")))
        #expect(key("\u{1B}[97;5:3u") == nil)
        #expect(key("\u{1B}[97;3;97u") == KeyEvent(.character("a"), modifiers: .alt))
        // Caps Lock and Num Lock do not make another key.
        #expect(key("\u{1B}[97;69u") == KeyEvent(.control("a")))
    }

    /// The framer's view: a whole CSI u sequence is a key at once (Esc waits for no delay), and
    /// an ill-formed or unknown one is dropped, never typed.
    @Test func theFramerLetsTheKeysThroughAtOnceAndDropsTheIllFormed() {
        var framer = InputSequenceFramer(match: { _ in .none })
        let escape = Array("\u{1B}[27u".utf8)
        #expect(framer.receive(escape) == [.key(escape)])
        #expect(framer.held.isEmpty)
        let keys = Array("\u{1B}[27uq\u{1B}[97;0u\u{1B}[105;5u".utf8)
        #expect(
            framer.receive(keys) == [
                .key(escape), .character(UInt32(UInt8(ascii: "q"))), .key(Array("\u{1B}[105;5u".utf8)),
            ])
        #expect(framer.droppedSequences == 1)
        // Ill-formed, unknown, a release, Super or Meta held, a terminal's late answers.
        let rejected = [
            "\u{1B}[u", "\u{1B}[;5u", "\u{1B}[97;0u", "\u{1B}[97;5;1;1u", "\u{1B}[1114112u",
            "\u{1B}[55296u", "\u{1B}[12345678u", "\u{1B}[57358u", "\u{1B}[7u", "\u{1B}[155u", "\u{1B}[97;9u",
            "\u{1B}[97;33u", "\u{1B}[>1u", "\u{1B}[99~", "\u{1B}[3;5;1~", "\u{1B}[201~",
            "\u{1B}[97;5:4u", "\u{1B}[97;5:3u",
        ]
        for sequence in rejected {
            #expect(ControlSequenceKey.event(Array(sequence.utf8)) == nil, "\(sequence.debugDescription)")
            #expect(
                framer.receive(Array((sequence + "q").utf8)) == [.character(UInt32(UInt8(ascii: "q")))],
                "\(sequence.debugDescription)")
        }
        // The device attributes, late, are the image question's answer: taken, never a key.
        let attributes = Array("\u{1B}[?62;22c".utf8)
        #expect(
            framer.receive(attributes + Array("q".utf8)) == [
                .answer(attributes), .character(UInt32(UInt8(ascii: "q"))),
            ])
    }

    /// The terminal's answer to the question the full screen asks without waiting comes among
    /// the keys, whole or cut across reads: it is an answer for the terminal, never a key.
    @Test func theAnswerToTheQuestionIsTakenApartFromTheKeys() {
        var framer = InputSequenceFramer(match: { _ in .none })
        #expect(
            framer.receive(Array("j\u{1B}[?1uq".utf8)) == [
                .character(UInt32(UInt8(ascii: "j"))), .answer(Array("\u{1B}[?1u".utf8)),
                .character(UInt32(UInt8(ascii: "q"))),
            ])
        #expect(framer.receive(Array("\u{1B}[?".utf8)).isEmpty)
        #expect(framer.receive(Array("15u".utf8)) == [.answer(Array("\u{1B}[?15u".utf8))])
        #expect(framer.droppedSequences == 0)
        #expect(KeyboardEnhancement.flags(inAnswer: Array("\u{1B}[?0u".utf8)) == 0)
        for other in ["\u{1B}[?u", "\u{1B}[?1;2u", "\u{1B}[1u", "\u{1B}[?1c", "\u{1B}[?1234567890u"] {
            #expect(KeyboardEnhancement.flags(inAnswer: Array(other.utf8)) == nil, "\(other.debugDescription)")
        }
    }
}
