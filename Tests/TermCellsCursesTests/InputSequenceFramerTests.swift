import Testing

@testable import TermCellsCurses

/// The bytes a terminal sends, cut into whole tokens: never a cut-off mouse report that would
/// swallow the keys after it. (Most tests compare the tokens' bytes.)
@Suite struct InputSequenceFramerTests {
    /// An xterm's keys as `key_defined` answers for them, with SGR mouse reporting on.
    static let keys: Set<String> = [
        "\u{1B}[A", "\u{1B}[B", "\u{1B}OA", "\u{1B}[5~", "\u{1B}[1;5B", "\u{1B}[<", "\u{1B}[[A",
    ]

    static func match(_ bytes: [UInt8]) -> InputSequenceFramer.KeyMatch {
        let text = String(decoding: bytes, as: UTF8.self)
        if keys.contains(text) { return .key }
        return keys.contains { $0.hasPrefix(text) } ? .prefix : .none
    }

    func framer() -> InputSequenceFramer { InputSequenceFramer(match: Self.match) }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func textAndKeysGoThroughWhole() {
        var framer = framer()
        #expect(
            framer.receive(bytes("ab\u{1B}[A猫\u{1B}OA\u{1B}[5~\r")).bytes == bytes("ab\u{1B}[A猫\u{1B}OA\u{1B}[5~\r"))
        #expect(framer.held.isEmpty)
        #expect(framer.droppedSequences == 0)
    }

    @Test func aSequenceSplitAcrossReadsIsHeldUntilItsEnd() {
        var framer = framer()
        #expect(framer.receive(bytes("x\u{1B}[1;")).bytes == bytes("x"))
        #expect(framer.held == bytes("\u{1B}[1;"))
        #expect(framer.receive(bytes("5B")).bytes == bytes("\u{1B}[1;5B"))
        #expect(framer.receive(bytes("\u{1B}")).bytes == [])
        #expect(framer.receive(bytes("[B")).bytes == bytes("\u{1B}[B"))
        #expect(framer.receive([0xE7, 0x8C]).bytes == [])
        #expect(framer.receive([0xAB]).bytes == [0xE7, 0x8C, 0xAB])
    }

    @Test func aLoneEscAndAltChordsGoThroughOnceTheDelayHasPassed() {
        var framer = framer()
        #expect(framer.receive(bytes("\u{1B}")).bytes == [])
        #expect(framer.flush().bytes == bytes("\u{1B}"))
        #expect(framer.receive(bytes("\u{1B}[")).bytes == [])
        #expect(framer.flush().bytes == bytes("\u{1B}["))
        #expect(framer.receive(bytes("\u{1B}x\u{1B}\u{1B}O")).bytes == bytes("\u{1B}x\u{1B}"))
        #expect(framer.flush().bytes == bytes("\u{1B}O"))
        #expect(framer.droppedSequences == 0)
    }

    @Test func aCutOffMouseReportIsDroppedAndTheKeysAfterItArrive() {
        var framer = framer()
        // Cut off at the end of a read: held, then dropped when the delay passes.
        #expect(framer.receive(bytes("\u{1B}[<66;321")).bytes == [])
        #expect(framer.flush().bytes == [])
        #expect(framer.receive(bytes("\u{1B}q")).bytes == bytes("\u{1B}q"))
        // Cut off by the next key inside one read: the next key survives.
        #expect(framer.receive(bytes("\u{1B}[<0;12\u{1B}[Bq")).bytes == bytes("\u{1B}[Bq"))
        // Ended by a final byte that is not M or m, or with the wrong number of fields.
        #expect(framer.receive(bytes("\u{1B}[<1;2;3~q\u{1B}[<1;2Mq\u{1B}[<;;Mq")).bytes == bytes("qqq"))
        #expect(framer.droppedSequences == 5)
    }

    @Test func aWellFormedMouseReportGoesThroughWhole() {
        var framer = framer()
        #expect(
            framer.receive(bytes("\u{1B}[<0;12;5M\u{1B}[<64;1;1m")).bytes == bytes("\u{1B}[<0;12;5M\u{1B}[<64;1;1m"))
        #expect(framer.receive(bytes("\u{1B}[<0;1")).bytes == [])
        #expect(framer.receive(bytes("2;5M")).bytes == bytes("\u{1B}[<0;12;5M"))
    }

    @Test func anX10ReportIsDroppedWhenTheTerminalDoesNotReportThatWay() {
        var framer = framer()
        #expect(framer.receive([0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0x21, 0x71]).bytes == bytes("q"))
        #expect(framer.receive([0x1B, 0x5B, 0x4D, 0x20]).bytes == [])
        #expect(framer.flush().bytes == [])
        var x10 = InputSequenceFramer { $0 == Array("\u{1B}[M".utf8) ? .key : .none }
        #expect(
            x10.receive([0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0x21, 0x71]).bytes == [0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0x21, 0x71])
    }

    @Test func unknownSequencesNeverBecomeTypedText() {
        var framer = framer()
        // (ESC [ 200 ~ starts a bracketed paste: see BracketedPasteFramingTests.)
        #expect(framer.receive(bytes("\u{1B}[999~pasted\u{1B}[998~\u{1B}OZ")).bytes == bytes("pasted"))
        #expect(framer.droppedSequences == 3)
    }

    @Test func cursorKeysInEitherModeAndOtherHomeAndEndFormsAreRead() {
        // xterm's description has only the application-mode forms (`ESC O A`).
        let applicationMode: Set<String> = ["\u{1B}OA", "\u{1B}OH", "\u{1B}OF"]
        var framer = InputSequenceFramer {
            applicationMode.contains(String(decoding: $0, as: UTF8.self)) ? .key : .none
        }
        #expect(
            framer.receive(bytes("\u{1B}[A\u{1B}[1~\u{1B}[H\u{1B}[8~\u{1B}[B")).bytes
                == bytes("\u{1B}OA\u{1B}OH\u{1B}OH\u{1B}OF"))
        #expect(framer.droppedSequences == 1)
    }

    @Test func cursorKeysWithModifiersGoThroughWhetherTheDescriptionNamesThemOrNot() {
        // `ESC [ 1 ; 5 B` is a key of the test's description; Ctrl-← and Alt-→ are not.
        var framer = framer()
        #expect(
            framer.receive(bytes("\u{1B}[1;5Da\u{1B}[1;3C\u{1B}[1;5B\u{1B}[1;5Z")).bytes
                == bytes("\u{1B}[1;5Da\u{1B}[1;3C\u{1B}[1;5B"))
        #expect(framer.droppedSequences == 1)
    }

    @Test func aKeyLongerThanItsControlSequenceIsReadToItsEnd() {
        var framer = framer()
        // The Linux console's F1 is `ESC [ [ A`: `ESC [ [` is only the start of a key.
        #expect(framer.receive(bytes("\u{1B}[[")).bytes == [])
        #expect(framer.receive(bytes("A")).bytes == bytes("\u{1B}[[A"))
    }

    @Test func anEndlessSequenceIsDroppedUntilTheDelayPasses() {
        var framer = framer()
        let endless = bytes("\u{1B}[") + [UInt8](repeating: UInt8(ascii: "1"), count: 200)
        #expect(framer.receive(endless).bytes == [])
        #expect(framer.held.isEmpty)
        #expect(framer.droppedSequences == 1)
        // Nothing more came in time: what is typed next is a key again.
        #expect(framer.flush().bytes == [])
        #expect(!framer.spansReads)
        #expect(framer.receive(bytes("q")).bytes == bytes("q"))
    }

    @Test func invalidUTF8IsDroppedAndDoesNotSwallowWhatFollows() {
        var framer = framer()
        #expect(
            framer.receive([0x8C, 0x71, 0xC0, 0xAF, 0x71, 0xED, 0xA0, 0x80, 0x71, 0xFF, 0x1B]).bytes == [
                0x71, 0x71, 0x71,
            ])
        #expect(framer.flush().bytes == [0x1B])
        #expect(framer.receive([0xF0, 0x9F]).bytes == [])
        #expect(framer.flush().bytes == [])
        #expect(framer.receive([0xE2, 0x1B]).bytes == [])
        #expect(framer.flush().bytes == [0x1B])
    }

    @Test func tokensSayWhatEachPartIs() {
        var framer = framer()
        #expect(
            framer.receive(bytes("a猫\u{1B}[A\u{1B}[<0;3;4M\u{1B}x\r")) == [
                .character(0x61), .character(0x732B), .key(bytes("\u{1B}[A")), .mouse(bytes("\u{1B}[<0;3;4M")),
                .escape, .character(0x78), .character(0x0D),
            ])
        #expect(framer.receive(bytes("\u{1B}[")) == [])
        #expect(framer.flush() == [.escape, .character(0x5B)])
    }
}

extension Array where Element == InputToken {
    /// The bytes the tokens stand for, to compare with what was sent.
    var bytes: [UInt8] { flatMap(\.bytes) }
}

extension InputToken {
    /// The bytes this token stands for.
    var bytes: [UInt8] {
        switch self {
        case .character(let value):
            guard let scalar = Unicode.Scalar(value) else { return [] }
            return Array(String(Character(scalar)).utf8)
        case .escape:
            return [0x1B]
        case .key(let bytes), .mouse(let bytes):
            return bytes
        case .paste(let bytes):
            return InputSequenceFramer.pasteStart + bytes + InputSequenceFramer.pasteEnd
        case .answer(let bytes):
            return bytes
        }
    }
}
