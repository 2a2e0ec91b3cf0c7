import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colour pairs allocated on demand, once per foreground/background combination.
///
/// ncurses draws colour only through numbered pairs; a terminal offers `COLOR_PAIRS` of
/// them (often 65,536). A style's colours are turned into a pair the first time they are
/// drawn and cached, so a frame costs one dictionary lookup per style change.
///
/// A style with a 24-bit colour takes the pair of its nearest palette colours, except on a
/// terminal whose frames TermCells sends in true colour: there its colours get a pair from a
/// bounded pool (see ``PairPool``), whose exact colours the frames are sent in.
///
/// ``Application`` makes one for you. A program that set up ncurses itself makes one with
/// ``init(firstPair:)`` and keeps it for the life of its screen, passing it to every
/// ``CursesCanvas`` it creates.
public final class ColorPairs {
    private struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    private var pairs: [Key: Int32] = [:]
    private var nextPair: Int32 = 1
    let enabled: Bool
    private let colorCount: Int32
    /// The numbers of palette colours, which are others on a direct-colour terminal.
    private let palette: DirectColorPalette
    private let pairLimit: Int32
    /// The pairs of 24-bit colours, where frames are sent in true colour.
    private(set) var trueColor: PairPool<PairColors>?
    /// The pairs of linked glyphs, where frames are sent with links.
    private(set) var links: LinkPairs?

    /// `trueColor`: the terminal's frames are sent by TermCells, in true colour. `links`: they
    /// are sent with links (``Hyperlink``).
    init(enabled: Bool, firstPair: Int32 = 1, trueColor: Bool = false, links: Bool = false) {
        self.enabled = enabled
        colorCount = enabled ? tc_colors() : 0
        palette = enabled ? DirectColorPalette() : DirectColorPalette(colors: 0, setForeground: nil)
        pairLimit = enabled ? min(tc_color_pairs(), 32_767) : 0
        nextPair = max(1, firstPair)
        // A quarter of the pairs at most, so that a small palette keeps pairs for the rest.
        self.trueColor =
            enabled && trueColor ? PairPool(limit: min(Self.trueColorPairLimit, Int(pairLimit) / 4)) : nil
        self.links = enabled && links ? LinkPairs(limit: min(Self.linkPairLimit, Int(pairLimit) / 4)) : nil
    }

    /// The most pairs linked glyphs take: how many combinations of link and colours a screen
    /// shows at once.
    static let linkPairLimit = 1_024

    /// The most pairs 24-bit colours take: how many combinations a screen shows exactly at once.
    static let trueColorPairLimit = 1_024

    /// Colour pairs for a program that started ncurses itself, numbered from `firstPair` so
    /// that the pairs the program allocated below it stay its own.
    ///
    /// Colour is used only when the program called `start_color()` and `NO_COLOR` is unset;
    /// otherwise styles keep their attributes (bold, reverse, …) and lose their colours. Call
    /// `use_default_colors()` too, or styles with a default colour fall back to pair 0.
    public convenience init(firstPair: Int32 = 1) {
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        self.init(enabled: !noColor && has_colors() && tc_colors() > 0, firstPair: firstPair)
    }

    /// The pair number for `style`'s colours; 0 (the terminal's default) when colour is off,
    /// both colours are default, or the terminal has run out of pairs.
    func pair(for style: Style) -> Int32 {
        guard enabled else { return 0 }
        // Neighbouring cells nearly always share colours: skip the dictionary for a repeat.
        if style.foreground == lastForeground && style.background == lastBackground { return lastPair }
        let pair = lookUpPair(for: style)
        lastForeground = style.foreground
        lastBackground = style.background
        lastPair = pair
        return pair
    }

    /// The pair for a glyph in `style`: a pair of the link glyphs lead to now, if any and the
    /// pool has one (see ``LinkPairs``), else ``pair(for:)``. `window`: the window the glyph
    /// goes into. When the pool is full, the pairs none of its cells holds any more (those of
    /// the rows drawn over in this frame: the row the cursor left, the one it came to) are
    /// freed for the glyph: on a terminal of few pairs a screen's links fill the pool, and the
    /// glyphs drawn last, the cursor's row, would otherwise go without.
    func glyphPair(for style: Style, in window: UnsafeMutablePointer<WINDOW>? = nil) -> Int32 {
        guard let link = links?.current, link != 0 else { return pair(for: style) }
        let colors = PairColors(foreground: style.foreground, background: style.background)
        let key = LinkPairs.Key(colors: colors, link: link)
        if let pair = linkPair(for: key) { return pair }
        if let window, reclaimLinkPairs(in: window), let pair = linkPair(for: key) { return pair }
        return pair(for: style)
    }

    /// The pairs freed while a frame was drawn (``glyphPair(for:in:)``), which the terminal may
    /// still show in their former colours and link: the frame writer writes the cells it
    /// shows with them again, as ncurses does for a pair set up anew. Emptied after each frame.
    private(set) var pairsFreedWhileShown: Set<Int32> = []
    /// How many times the link pool was collected while this frame was drawn.
    private var reclaimsThisFrame = 0
    /// The most collections a frame makes while it is drawn: each reads the whole window, and
    /// a frame whose links outnumber the pool would otherwise read it once for each glyph.
    private static let reclaimLimit = 64

    /// Frees the link pool's pairs no cell of `window` holds; returns whether it freed any.
    private func reclaimLinkPairs(in window: UnsafeMutablePointer<WINDOW>) -> Bool {
        guard links != nil, reclaimsThisFrame < Self.reclaimLimit else { return false }
        reclaimsThisFrame += 1
        let freed = links?.collect(in: window) ?? []
        pairsFreedWhileShown.formUnion(freed)
        return !freed.isEmpty
    }

    /// Whether glyphs put now lead to a link.
    var drawsGlyphsLinked: Bool { links.map { $0.current != 0 } ?? false }

    /// Makes glyphs put now lead to `link`, until ``endLink(restoring:)``; returns what to
    /// restore then. Nothing when frames are not sent with links.
    func beginLink(_ link: Hyperlink) -> Int32 {
        links?.lead(to: link) ?? 0
    }

    /// Makes glyphs put now lead to the link they led to before ``beginLink(_:)``.
    func endLink(restoring previous: Int32) {
        links?.current = previous
    }

    /// The link pair `pair` leads to, and its number, if it is a linked glyph's.
    func link(ofPair pair: Int32) -> (number: Int32, link: Hyperlink)? {
        links?.link(ofPair: pair)
    }

    /// The link pool's pair for `key`, made when new; nil when the pool is full or ncurses refuses.
    private func linkPair(for key: LinkPairs.Key) -> Int32? {
        links?.pool.pair(for: key, newNumber: newPairNumber, initialise: { initialise($0, to: key.colors) })
    }

    /// The screen's blank cells for recent styles, which carry this object's pair numbers (see
    /// ``CellMemo``).
    let cellMemo = CellMemo()

    private var lastForeground = Color.default
    private var lastBackground = Color.default
    private var lastPair: Int32 = 0

    private func lookUpPair(for style: Style) -> Int32 {
        if trueColor != nil, style.foreground.isRGB || style.background.isRGB,
            let pair = trueColorPair(for: PairColors(foreground: style.foreground, background: style.background))
        {
            return pair
        }
        let key = Key(foreground: terminalColor(style.foreground), background: terminalColor(style.background))
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        guard nextPair < pairLimit else { return 0 }
        let pair = nextPair
        guard init_extended_pair(pair, key.foreground, key.background) != ERR else { return 0 }
        nextPair += 1
        pairs[key] = pair
        return pair
    }

    /// The true-colour pool's pair for `colors`, made when new; nil when the pool is full or
    /// ncurses refuses.
    private func trueColorPair(for colors: PairColors) -> Int32? {
        trueColor?.pair(for: colors, newNumber: newPairNumber, initialise: { initialise($0, to: colors) })
    }

    /// The next pair number not in use, if the terminal has one.
    private func newPairNumber() -> Int32? {
        guard nextPair < pairLimit else { return nil }
        defer { nextPair += 1 }
        return nextPair
    }

    /// Sets pair `pair` to `colors` as this terminal has them: the fallback ncurses' own paints
    /// show of a pool's pair.
    private func initialise(_ pair: Int32, to colors: PairColors) -> Bool {
        init_extended_pair(pair, terminalColor(colors.foreground), terminalColor(colors.background)) != ERR
    }

    /// Frees the pairs of 24-bit colours and of links no cell of `window` holds, once half a
    /// pool is in use. Call after a frame was sent, when the terminal shows the window's cells.
    func collectUnusedPairs(in window: UnsafeMutablePointer<WINDOW>) {
        // The frame was sent: the terminal shows no pair freed while it was drawn.
        (pairsFreedWhileShown, reclaimsThisFrame) = ([], 0)
        if links?.wantsCollection == true { links?.collect(in: window) }
        guard trueColor?.wantsCollection == true else { return }
        trueColor?.collect(in: window)
        // The last pair may be one freed.
        (lastForeground, lastBackground, lastPair) = (.default, .default, 0)
    }

    /// What frames show of pair `pair`'s colours when it is a 24-bit colour's: ``InlineStyle``
    /// colour numbers, the 24-bit colour itself and the other as this terminal has it.
    func trueColors(ofPair pair: Int32) -> (foreground: Int32, background: Int32)? {
        if trueColor != nil, let key = links?.pool.key(ofPair: pair) {
            return (number(of: key.colors.foreground), number(of: key.colors.background))
        }
        guard let colors = trueColor?.key(ofPair: pair) else { return nil }
        return (number(of: colors.foreground), number(of: colors.background))
    }

    /// Whether a pair of a 24-bit colour is in use: ncurses' paints show its fallback.
    var drawsTrueColor: Bool { trueColor?.inUseCount ?? 0 > 0 }

    /// Whether a linked glyph's pair is in use: ncurses' paints show it without its link.
    var drawsLinks: Bool { links?.pool.inUseCount ?? 0 > 0 }

    /// Whether a canvas of this screen made a cell that stands for a grapheme cluster
    /// (``ClusterCells``): ncurses' paints show its stand-in.
    var drawsClusterCells = false

    /// Changes each time a 24-bit colour's or a link's pair was freed (see
    /// ``PairPool/generation``): the pair may stand for other colours now.
    var freedPairsGeneration: UInt64 { (trueColor?.generation ?? 0) &+ (links?.pool.generation ?? 0) }

    /// The ``InlineStyle`` colour numbers frames show `foreground` and `background` in: a
    /// 24-bit colour itself where frames are sent in true colour, else the terminal's nearest.
    func inlineColors(_ foreground: Color, _ background: Color) -> (Int32, Int32) {
        trueColor != nil
            ? (number(of: foreground), number(of: background)) : (terminalColor(foreground), terminalColor(background))
    }

    private func number(of color: Color) -> Int32 {
        if case .rgb(let red, let green, let blue) = color {
            return InlineStyle.number(red: red, green: green, blue: blue)
        }
        return terminalColor(color)
    }

    /// Maps a colour onto what this terminal has: 256-colour indices and 24-bit colours fall
    /// back to the nearest of the 16 (or 8) basic colours on smaller palettes; on a
    /// direct-colour terminal a palette colour is its RGB value (``DirectColorPalette``).
    private func terminalColor(_ color: Color) -> Int32 {
        guard let index = color.paletteIndex else { return -1 }
        if index < colorCount { return palette.number(ofPalette: index) }
        let basic = Int32(color.nearestANSI ?? 0)
        return colorCount >= 16 ? basic : basic % 8
    }
}
