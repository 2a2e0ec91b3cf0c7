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

    init(enabled: Bool, firstPair: Int32 = 1) {
        self.enabled = enabled
        colorCount = enabled ? tc_colors() : 0
        pairLimit = enabled ? min(tc_color_pairs(), 32_767) : 0
        nextPair = max(1, firstPair)
    }

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

    /// Maps a colour onto what this terminal has: 256-colour indices fall back to the
    /// nearest of the 16 (or 8) basic colours on smaller palettes.
    private func terminalColor(_ color: Color) -> Int32 {
        guard let index = color.paletteIndex else { return -1 }
        if index < colorCount { return Int32(index) }
        let basic = index < 16 ? index : ColorPairs.nearestBasicColor(to: index)
        return Int32(colorCount >= 16 ? basic : basic % 8)
    }

    /// The nearest of the 16 ANSI colours to an entry of the xterm 256-colour palette.
    static func nearestBasicColor(to index: Int) -> Int {
        if index < 16 { return index }
        let rgb: (Int, Int, Int)
        if index >= 232 {
            let level = (index - 232) * 10 + 8
            rgb = (level, level, level)
        } else {
            let cube = index - 16
            let steps = [0, 95, 135, 175, 215, 255]
            rgb = (steps[cube / 36], steps[(cube / 6) % 6], steps[cube % 6])
        }
        let basic: [(Int, Int, Int)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
            (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
            (255, 255, 255),
        ]
        var best = 0
        var bestDistance = Int.max
        for (candidate, value) in basic.enumerated() {
            let distance =
                (value.0 - rgb.0) * (value.0 - rgb.0) + (value.1 - rgb.1) * (value.1 - rgb.1) + (value.2 - rgb.2)
                * (value.2 - rgb.2)
            if distance < bestDistance {
                bestDistance = distance
                best = candidate
            }
        }
        return best
    }
}
