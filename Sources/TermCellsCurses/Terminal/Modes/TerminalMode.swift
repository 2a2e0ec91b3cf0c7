/// One of the terminal's modes TermCells sets beside ncurses' own: whether the program wants
/// it, the question it asks the terminal, how it knows the answer among the bytes the terminal
/// sends, and the bytes that set and reset it.
///
/// A mode is a value of its own file, listed once in ``TerminalModes/kinds``; the one owner of
/// the modes (``TerminalModes``), shared by the full screen and inline mode, asks the questions,
/// routes the answers, sets what was granted and resets it on every way out. A mode without a
/// question is granted or not from the start (bracketed paste); one with a question is granted
/// by the answer. Modes reached through ncurses (mouse reporting) or sent
/// with every frame (synchronized output) have no bytes of their own at start and end.
@MainActor
protocol TerminalMode: AnyObject, SendableMetatype {
    /// The mode for a program started with `setting`, or nil when the program does not want
    /// it, the environment turns it off or it has no place on this screen.
    init?(_ setting: TerminalModeSetting)

    /// The question asked before the first frame; empty when the mode asks nothing.
    var question: [UInt8] { get }
    /// Whether `sequence`, a whole control sequence the terminal sent, is the answer to the
    /// mode's question. Pure, so the input framer can hold and cut answers off the main actor.
    nonisolated static func isAnswer(_ sequence: ArraySlice<UInt8>) -> Bool
    /// Takes the terminal's answer (a sequence ``isAnswer(_:)`` accepted): what it changed.
    func take(_ answer: ArraySlice<UInt8>) -> TerminalModeChange

    /// Whether the mode is on: set on the terminal, or to be set there, and reset on the way
    /// out.
    var isGranted: Bool { get }
    /// When its bytes are sent.
    var timing: TerminalModeTiming { get }
    /// The bytes that set the mode: once it is granted, and again after a stop.
    var setBytes: [UInt8] { get }
    /// The bytes that reset it on a way out the program takes (quit, Ctrl-Z).
    var resetBytes: [UInt8] { get }
    /// The bytes that reset it from a signal or a crash, which may come in the middle of a
    /// frame.
    var restoreBytes: [UInt8] { get }

    /// Once ncurses' screen is up, before the first frame: what the mode asks of ncurses.
    func prepare()
    /// Once the terminal is given back for good.
    func finish()
}

extension TerminalMode {
    var question: [UInt8] { [] }
    nonisolated static func isAnswer(_ sequence: ArraySlice<UInt8>) -> Bool { false }
    func take(_ answer: ArraySlice<UInt8>) -> TerminalModeChange { [] }
    var timing: TerminalModeTiming { .session }
    var setBytes: [UInt8] { [] }
    var resetBytes: [UInt8] { [] }
    var restoreBytes: [UInt8] { resetBytes }
    func prepare() {}
    func finish() {}
}

/// When a mode's bytes go to the terminal.
enum TerminalModeTiming: Equatable {
    /// Set once granted (at start, or when the answer comes) and reset on the way out.
    case session
    /// As ``session``, but only while the alternate screen shows: the terminal keeps the mode
    /// per screen (a stack of keyboard modes for each), so the full screen sets it after the frame that
    /// enters that screen and resets it before leaving it. Inline mode, on the normal screen,
    /// sets it at once.
    case alternateScreen
    /// Around every frame (synchronized output): the frame code sends its bytes, the owner
    /// none.
    case eachFrame
}

/// What an answer changed, for the program to follow.
struct TerminalModeChange: OptionSet {
    let rawValue: Int
    /// Something content shows changed (``CursesTerminal/tellsKeysApart``): a frame is due.
    static let redraw = TerminalModeChange(rawValue: 1 << 0)
    /// Text is measured another way (grapheme clusters): lay out and repaint every cell.
    static let remeasure = TerminalModeChange(rawValue: 1 << 1)
    /// The terminal shows images another way (sixel): images are drawn again.
    static let images = TerminalModeChange(rawValue: 1 << 2)
}

/// What a mode is decided from.
struct TerminalModeSetting {
    /// The program's options.
    var options: TerminalOptions
    /// Whether the screen is an inline block (``ScreenMode/inline(rows:)``).
    var isInline: Bool
    /// Whether the terminal can be asked: both streams are terminals (a program whose
    /// streams are not one gets no answer).
    var asksTerminal: Bool
    /// The process environment's value of a variable; nil when unset or empty.
    var environment: (String) -> String?
    /// A string capability of the terminal's entry, nil when it has none.
    var capability: (String) -> [UInt8]?
    /// Whether the device says the size of its cells in pixels (`TIOCGWINSZ`).
    var knowsCellPixels = true
}
