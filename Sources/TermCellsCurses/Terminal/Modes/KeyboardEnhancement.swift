/// The kitty keyboard protocol's progressive enhancement, at its first level: "disambiguate
/// escape codes" (flag 1). A terminal in that mode sends Esc as `ESC [ 27 u`, so Esc needs no
/// wait to be told from the start of a sequence, and reports the keys legacy bytes confuse
/// (Ctrl-I and Tab, Ctrl-H and Backspace, Shift-Enter and Enter, Alt chords) as
/// `ESC [ code ; modifiers u` (see ``ControlSequenceKey``). Text still comes as UTF-8, and
/// Enter, Tab and Backspace with no modifier as their legacy bytes.
///
/// The mode is pushed only where the terminal answers ``query`` (`ESC [ ? flags u`), after the
/// program's other modes, and popped before them. Terminals keep a stack of these modes for
/// each screen, so on the full screen the push follows the entry into the alternate screen and
/// the pop precedes its exit; until the answer comes (it is not waited for there), keys arrive
/// in their legacy forms, decoded as always. Asked for by ``TerminalOptions/keyboardEnhancement``
/// unless the environment has `TERMCELLS_KITTY_KEYBOARD=0`.
final class KeyboardEnhancement: TerminalMode {
    /// Asks for the flags in effect; a terminal without the protocol ignores it.
    nonisolated static let query = "\u{1B}[?u"
    /// Pushes flag 1 (disambiguate escape codes) onto the terminal's stack.
    nonisolated static let pushBytes: [UInt8] = Array("\u{1B}[>1u".utf8)
    /// Pops what ``pushBytes`` pushed.
    nonisolated static let popBytes: [UInt8] = Array("\u{1B}[<u".utf8)

    private(set) var isGranted = false

    init?(_ setting: TerminalModeSetting) {
        guard setting.options.keyboardEnhancement, setting.asksTerminal,
            setting.environment("TERMCELLS_KITTY_KEYBOARD") != "0"
        else { return nil }
    }

    var question: [UInt8] { Array(Self.query.utf8) }
    var timing: TerminalModeTiming { .alternateScreen }
    var setBytes: [UInt8] { Self.pushBytes }
    var resetBytes: [UInt8] { Self.popBytes }

    nonisolated static func isAnswer(_ sequence: ArraySlice<UInt8>) -> Bool { flags(inAnswer: sequence) != nil }

    /// The terminal knows the protocol: content that shows ``CursesTerminal/tellsKeysApart``
    /// is drawn again.
    func take(_ answer: ArraySlice<UInt8>) -> TerminalModeChange {
        isGranted = true
        return .redraw
    }

    /// The flags of an answer to ``query``, `ESC [ ? flags u`; nil for any other sequence.
    nonisolated static func flags<Bytes: BidirectionalCollection<UInt8>>(inAnswer sequence: Bytes) -> Int? {
        let prefix: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "?")]
        guard sequence.count > 4, sequence.count <= 10, sequence.starts(with: prefix),
            sequence.last == UInt8(ascii: "u")
        else { return nil }
        let digits = sequence.dropFirst(3).dropLast()
        guard digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}

extension CursesTerminal {
    /// Whether the terminal tells apart the keys legacy bytes confuse, with the kitty keyboard
    /// protocol on (see ``TerminalOptions/keyboardEnhancement``): Esc then comes at once, Tab
    /// and Ctrl-I, Enter and Shift-Enter, Backspace and Ctrl-H are different keys. False until
    /// the terminal has answered, which on the full screen may be after the first frame.
    public var tellsKeysApart: Bool { modes.grants(KeyboardEnhancement.self) }
}
