/// How a program wants the terminal set up.
public struct TerminalOptions: Sendable {
    /// Where the screen is drawn and keys are read.
    public enum Device: Sendable, Equatable {
        /// Standard input and standard output, both of which must be terminals.
        case standardStreams
        /// The controlling terminal, `/dev/tty`, for programs whose standard input and
        /// output are pipes (a picker in `ls | termcells-demo pick`).
        case controllingTerminal
    }

    public var device: Device
    /// Report clicks and the wheel.
    public var mouse: Bool
    /// Use colours; `false` also when `NO_COLOR` is set to anything non-empty.
    public var colors: Bool
    /// How long to wait for the rest of an escape sequence, mouse report or UTF-8 character
    /// that a read ended in the middle of, in milliseconds. An Esc alone is reported after it;
    /// a sequence still incomplete then is dropped.
    public var escapeDelay: Int32
    /// Turn on bracketed paste: a paste arrives as one ``InputEvent/paste(_:)`` rather than as
    /// typed keys (so its newlines are not Enter). Off, a paste is typed key by key.
    public var bracketedPaste: Bool

    public init(
        device: Device = .standardStreams, mouse: Bool = true, colors: Bool = true, escapeDelay: Int32 = 25,
        bracketedPaste: Bool = true
    ) {
        self.device = device
        self.mouse = mouse
        self.colors = colors
        self.escapeDelay = escapeDelay
        self.bracketedPaste = bracketedPaste
    }
}
