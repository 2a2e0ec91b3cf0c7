#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The kitty keyboard protocol's progressive enhancement, at its first level: "disambiguate
/// escape codes" (flag 1). A terminal in that mode sends Esc as `ESC [ 27 u`, so Esc needs no
/// wait to be told from the start of a sequence, and reports the keys legacy bytes confuse
/// (Ctrl-I and Tab, Ctrl-H and Backspace, Shift-Enter and Enter, Alt chords) as
/// `ESC [ code ; modifiers u` (see ``ControlSequenceKey``). Text still comes as UTF-8, and
/// Enter, Tab and Backspace with no modifier as their legacy bytes.
///
/// The mode is asked for only where the terminal answers ``query`` (`ESC [ ? flags u`): it is
/// pushed after the program's other modes (``push``) and popped before they are left
/// (``pop``). Terminals keep a stack of these modes for each screen, so on the full screen the
/// push follows the entry into the alternate screen and the pop precedes its exit.
enum KeyboardEnhancement {
    /// Asks for the flags in effect; a terminal without the protocol ignores it.
    static let query = "\u{1B}[?u"
    /// Pushes flag 1 (disambiguate escape codes) onto the terminal's stack.
    static let push = "\u{1B}[>1u"
    /// Pops what ``push`` pushed.
    static let pop = "\u{1B}[<u"

    static let pushBytes: [UInt8] = Array(push.utf8)
    static let popBytes: [UInt8] = Array(pop.utf8)

    /// The flags of an answer to ``query``, `ESC [ ? flags u`; nil for any other sequence.
    static func flags<Bytes: BidirectionalCollection<UInt8>>(inAnswer sequence: Bytes) -> Int? {
        let prefix: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "?")]
        guard sequence.count > 4, sequence.count <= 10, sequence.starts(with: prefix),
            sequence.last == UInt8(ascii: "u")
        else { return nil }
        let digits = sequence.dropFirst(3).dropLast()
        guard digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// Whether the terminal is to be asked: the program's option, unless the environment has
    /// `TERMCELLS_KITTY_KEYBOARD=0`, which turns it off for any program.
    static func isWanted(by options: TerminalOptions) -> Bool {
        guard options.keyboardEnhancement else { return false }
        return getenv("TERMCELLS_KITTY_KEYBOARD").map { String(cString: $0) != "0" } ?? true
    }
}
