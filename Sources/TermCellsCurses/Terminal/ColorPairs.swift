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
/// bounded pool (see ``TrueColorPairs``), whose exact colours the frames are sent in.
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
    private let pairLimit: Int32
    /// The pairs of 24-bit colours, where frames are sent in true colour.
    private(set) var trueColor: TrueColorPairs?

    /// `trueColor`: the terminal's frames are sent by TermCells, in true colour.
    init(enabled: Bool, firstPair: Int32 = 1, trueColor: Bool = false) {
        self.enabled = enabled
        colorCount = enabled ? tc_colors() : 0
        pairLimit = enabled ? min(tc_color_pairs(), 32_767) : 0
        nextPair = max(1, firstPair)
        // A quarter of the pairs at most, so that a small palette keeps pairs for the rest.
        self.trueColor =
            enabled && trueColor ? TrueColorPairs(limit: min(Self.trueColorPairLimit, Int(pairLimit) / 4)) : nil
    }

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

    /// The screen's blank cells for recent styles, which carry this object's pair numbers (see
    /// ``CellMemo``).
    let cellMemo = CellMemo()

    private var lastForeground = Color.default
    private var lastBackground = Color.default
    private var lastPair: Int32 = 0

    private func lookUpPair(for style: Style) -> Int32 {
        if trueColor != nil, style.foreground.isRGB || style.background.isRGB,
            let pair = trueColorPair(
                for: TrueColorPairs.Colors(foreground: style.foreground, background: style.background))
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

    /// The pool's pair for `colors`, made (its ncurses colours the fallback) when new; nil when
    /// the pool is full or ncurses refuses.
    private func trueColorPair(for colors: TrueColorPairs.Colors) -> Int32? {
        if let pair = trueColor?.pair(for: colors) { return pair }
        let pair: Int32
        if let reused = trueColor?.takeFreePair() {
            pair = reused
        } else if let pool = trueColor, pool.madeCount < pool.limit, nextPair < pairLimit {
            pair = nextPair
            nextPair += 1
        } else {
            return nil
        }
        guard init_extended_pair(pair, terminalColor(colors.foreground), terminalColor(colors.background)) != ERR
        else {
            trueColor?.release(pair)
            return nil
        }
        trueColor?.adopt(pair, for: colors)
        return pair
    }

    /// Frees the 24-bit colours' pairs no cell of `window` holds, once half the pool is in use.
    /// Call after a frame was sent, when the terminal shows the window's cells.
    func collectTrueColorPairs(in window: UnsafeMutablePointer<WINDOW>) {
        guard trueColor?.wantsCollection == true else { return }
        trueColor?.collect(in: window)
        // The last pair may be one freed.
        (lastForeground, lastBackground, lastPair) = (.default, .default, 0)
    }

    /// What frames show of pair `pair`'s colours when it is a 24-bit colour's: ``InlineStyle``
    /// colour numbers, the 24-bit colour itself and the other as this terminal has it.
    func trueColors(ofPair pair: Int32) -> (foreground: Int32, background: Int32)? {
        guard let colors = trueColor?.colors(ofPair: pair) else { return nil }
        return (number(of: colors.foreground), number(of: colors.background))
    }

    /// Whether a pair of a 24-bit colour is in use: ncurses' paints show its fallback.
    var drawsTrueColor: Bool { trueColor?.inUseCount ?? 0 > 0 }

    /// Changes each time a 24-bit colour's pair was freed (see ``TrueColorPairs/generation``).
    var trueColorGeneration: UInt64 { trueColor?.generation ?? 0 }

    private func number(of color: Color) -> Int32 {
        if case .rgb(let red, let green, let blue) = color {
            return InlineStyle.number(red: red, green: green, blue: blue)
        }
        return terminalColor(color)
    }

    /// Maps a colour onto what this terminal has: 256-colour indices and 24-bit colours fall
    /// back to the nearest of the 16 (or 8) basic colours on smaller palettes.
    private func terminalColor(_ color: Color) -> Int32 {
        guard let index = color.paletteIndex else { return -1 }
        if index < colorCount { return Int32(index) }
        let basic = Int32(color.nearestANSI ?? 0)
        return colorCount >= 16 ? basic : basic % 8
    }
}
