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
    /// Where the application draws: the whole terminal (the alternate screen, the default),
    /// or a block of rows under the shell's cursor (``ScreenMode/inline(rows:)``). Mouse
    /// reports are not asked for in inline mode.
    public var screen: ScreenMode
    /// Report clicks and the wheel.
    public var mouse: Bool
    /// Use colours; `false` also when `NO_COLOR` is set to anything non-empty.
    public var colors: Bool
    /// How long to wait for the rest of an escape sequence, mouse report or UTF-8 character
    /// that a read ended in the middle of, in milliseconds. An Esc alone is reported after it
    /// (at once where the terminal takes ``keyboardEnhancement``: Esc is then a whole sequence);
    /// a sequence still incomplete then is dropped.
    public var escapeDelay: Int32
    /// Turn on bracketed paste: a paste arrives as one ``InputEvent/paste(_:)`` rather than as
    /// typed keys (so its newlines are not Enter). Off, a paste is typed key by key.
    public var bracketedPaste: Bool

    /// Inline mode: on exit, leave the block's last frame on screen (down to its last row that
    /// is not blank) with the shell's prompt under it, rather than erasing it. From `quit` and
    /// from the signals that end the program alike; a stop (Ctrl-Z) still erases it, and `fg`
    /// draws it again. Off by default. Ignored on the full screen.
    public var keepsInlineBlockOnExit: Bool
    /// Ask a terminal that knows the kitty keyboard protocol to tell apart the keys legacy
    /// bytes confuse: Esc then arrives at once, with no ``escapeDelay``; Tab and Ctrl-I,
    /// Backspace and Ctrl-H, Enter and Shift-Enter are different keys; and keys come with
    /// their modifiers. The terminal is asked at start-up; one that does not answer is used
    /// as before. On by default; the environment's `TERMCELLS_KITTY_KEYBOARD=0` turns it off
    /// for any program.
    public var keyboardEnhancement: Bool
    /// Send text drawn with a ``Hyperlink`` as a link (OSC 8): `true` or `false` forces it,
    /// `nil` (the default) sends links where the terminal is known to show them (VTE-based
    /// terminals, kitty, foot, Ghostty, WezTerm, iTerm2, Windows Terminal; not inside tmux or
    /// screen). The environment's `TERMCELLS_HYPERLINKS=1` or `0` forces either for any
    /// program, over this option. Links go into the frames TermCells sends itself, full
    /// screen and inline, and need colours (they ride on colour pairs): without colours the
    /// text is drawn without them. ``CursesTerminal/sendsLinks`` says whether they are sent.
    public var hyperlinks: Bool?
    /// Measure text by grapheme cluster, as a terminal that clusters graphemes (mode 2027)
    /// draws it: `true` or `false` forces either, `nil` (the default) asks the terminal and
    /// follows its answer (see `GraphemeClustering`). Forced on, the mode is set too, for a
    /// terminal that clusters but does not answer. The environment's
    /// `TERMCELLS_GRAPHEME_CLUSTERS=1` or `0` forces either for any program, over this option.
    public var graphemeClusters: Bool?
    /// How images are drawn (see ``ImageProtocol``): `nil`, the default, chooses from what the
    /// terminal and its entry say — kitty's placeholders in Ghostty, sixel where the device
    /// attributes list it, iTerm2's images in iTerm2, colour blocks elsewhere where there is
    /// colour, the alt text alone without. Write ``ImageProtocol/altText`` in
    /// full here: a bare `.none` is this optional's `nil`. The environment's
    /// `TERMCELLS_IMAGES=kitty`, `sixel`, `iterm2`, `blocks` or `none` forces one for any program, over this
    /// option. The accessible mode (``Application/isAccessible``, `TERMCELLS_ACCESSIBLE=1`)
    /// shows alt text whatever is asked.
    public var images: ImageProtocol? = nil

    public init(
        device: Device = .standardStreams, screen: ScreenMode = .fullScreen, mouse: Bool = true,
        colors: Bool = true, escapeDelay: Int32 = 25, bracketedPaste: Bool = true, keepsInlineBlockOnExit: Bool = false,
        keyboardEnhancement: Bool = true, hyperlinks: Bool? = nil, graphemeClusters: Bool? = nil
    ) {
        self.device = device
        self.screen = screen
        self.mouse = mouse
        self.colors = colors
        self.escapeDelay = escapeDelay
        self.bracketedPaste = bracketedPaste
        self.keepsInlineBlockOnExit = keepsInlineBlockOnExit
        self.keyboardEnhancement = keyboardEnhancement
        self.hyperlinks = hyperlinks
        self.graphemeClusters = graphemeClusters
    }

    /// The options of the first version, each later one at its default. (A call reads the
    /// same with the initialiser above; this one keeps its signature for code built against it.)
    @_disfavoredOverload
    public init(
        device: Device = .standardStreams, screen: ScreenMode = .fullScreen, mouse: Bool = true,
        colors: Bool = true, escapeDelay: Int32 = 25, bracketedPaste: Bool = true
    ) {
        self.init(
            device: device, screen: screen, mouse: mouse, colors: colors, escapeDelay: escapeDelay,
            bracketedPaste: bracketedPaste, keepsInlineBlockOnExit: false)
    }
}
