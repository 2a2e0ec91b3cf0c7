import TermCells

/// How images reach the terminal: a graphics protocol it speaks, colour blocks drawn as text,
/// or nothing but the alt text. A struct with static members, not an enum, so that a protocol
/// added later is no new case for code that switches over these.
///
/// The protocol is chosen at start-up from what the terminal and its entry say; set
/// ``TerminalOptions/images`` (or `TERMCELLS_IMAGES=kitty|sixel|iterm2|blocks|none` in the
/// environment, which wins) to choose it yourself. ``CursesTerminal/imageProtocol`` says which one is in use.
/// kitty's placeholders name each image by a 24-bit foreground colour: on a terminal whose
/// entry takes fewer colours, images are drawn in blocks instead.
public struct ImageProtocol: Hashable, Sendable, CustomStringConvertible {
    /// Whether the terminal draws this protocol's images in pixels laid over the cells at a
    /// place on the screen (sixel, iTerm2's images, kitty's direct placements), which stay there
    /// when the text under them moves: see ``GraphicsLayer``.
    package var drawsOverCells: Bool { self == .sixel || self == .iTerm2 || self == .kittyPlacements }

    /// The name `TERMCELLS_IMAGES` takes, and the one this says.
    public let name: String

    /// kitty's graphics protocol, each image shown by Unicode placeholders (U+10EEEE with row
    /// and column diacritics, the image's id in the foreground colour): text cells that scroll,
    /// clip and pass through tmux. kitty 0.28 and later, Ghostty.
    public static let kittyPlaceholders = ImageProtocol(name: "kitty")
    /// kitty's graphics protocol with direct placements: each image uploaded once and placed
    /// over its cells, placed again where it moves and deleted where it goes. kitty before 0.28,
    /// which draws no placeholders, and kitty whose version is not known.
    /// `TERMCELLS_IMAGES=kitty-placements` names it.
    public static let kittyPlacements = ImageProtocol(name: "kitty-placements")
    /// DEC sixel graphics: terminals whose primary device attributes list 4.
    public static let sixel = ImageProtocol(name: "sixel")
    /// iTerm2's inline images (OSC 1337 File=): iTerm2 and the terminals known to show them.
    public static let iTerm2 = ImageProtocol(name: "iterm2")
    /// Half and quarter blocks in the terminal's colours, 24-bit where it takes them and the
    /// nearest of its palette otherwise: anywhere there is colour, tmux and screen included.
    public static let blocks = ImageProtocol(name: "blocks")
    /// No image: the alt text alone (no colour, the accessible mode, or asked for).
    /// `TERMCELLS_IMAGES=none` names it.
    public static let altText = ImageProtocol(name: "none")
    /// The alt text alone: ``altText``, whose name does not read as an optional's `nil` where
    /// an `ImageProtocol?` is set (``TerminalOptions/images``).
    @available(*, deprecated, renamed: "altText")
    public static var none: ImageProtocol { altText }

    public var description: String { name }

    /// The protocol the running terminal draws images with: the one ``CursesTerminal/start(_:)``
    /// chose; blocks before any start (offscreen drawing, tests). A task that pinned one
    /// (``pinned``) reads its own.
    @MainActor package static var active: ImageProtocol {
        get { pinned?.imageProtocol ?? (showsAltTextOnly ? .altText : chosen.imageProtocol) }
        set { chosen.imageProtocol = newValue }
    }
    /// The colours the running terminal's blocks are drawn in: 16,777,216 where it takes 24-bit
    /// colour, else its entry's count (256, 88, 16, 8); 24-bit before any start.
    @MainActor package static var activeColorCount: Int {
        get { pinned?.colorCount ?? chosen.colorCount }
        set { chosen.colorCount = newValue }
    }

    /// A cell's size in pixels on the running terminal, which sixel images are drawn at.
    @MainActor package static var activeCellPixels = Size(width: 10, height: 20)
    /// The colour registers of the running sixel terminal, which its images are drawn in.
    @MainActor package static var activeSixelRegisters = 256
    /// The largest sixel image the running terminal draws, where it answered; nil for no bound.
    @MainActor package static var activeSixelGeometry: Size?

    /// What images are drawn with: a protocol and the colours of its blocks.
    package struct Drawing: Sendable {
        package var imageProtocol: ImageProtocol
        package var colorCount: Int

        package init(_ imageProtocol: ImageProtocol, colorCount: Int = 1 << 24) {
            self.imageProtocol = imageProtocol
            self.colorCount = colorCount
        }
    }

    /// Whether the application is in the accessible mode (``Application/isAccessible``), where
    /// images show their alt text whatever the terminal could draw.
    @MainActor package static var showsAltTextOnly = false

    /// What the last terminal started chose.
    @MainActor private static var chosen = Drawing(.blocks)
    /// What the current task draws with whatever a terminal started elsewhere chose: tests that
    /// draw images while other tests start terminals in the same process.
    @TaskLocal package static var pinned: Drawing?

    /// The protocol `TERMCELLS_IMAGES` names (`kitty`, `kitty-placements`, `sixel`, `iterm2`,
    /// `blocks`, `none`), nil for any other value.
    init?(environmentValue value: String) {
        let names: [String: ImageProtocol] = [
            "kitty": .kittyPlaceholders, "kitty-placements": .kittyPlacements, "sixel": .sixel, "iterm2": .iTerm2,
            "blocks": .blocks, "none": .altText,
        ]
        guard let chosen = names[value.lowercased()] else { return nil }
        self = chosen
    }

    private init(name: String) {
        self.name = name
    }
}
