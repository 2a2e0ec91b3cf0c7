import CNcursesw
import TermCells

/// The colour numbers of palette colours on a direct-colour entry (`xterm-direct`,
/// `konsole-direct`: 16,777,216 colours). Such an entry's `setaf` and `setab` take a colour
/// number as a 24-bit RGB value, except for the first few it keeps for its own palette (8 on
/// most, 16 or 256 on `xterm-direct16` and `xterm-direct256`). ncurses hands a pair's colours
/// to `setaf` as they are, so there palette colour 15 would be RGB(0, 0, 15): a palette colour
/// past those the entry keeps is given as its RGB value in xterm's 256-colour palette, which
/// ncurses' paints and the frames TermCells sends itself then both show.
struct DirectColorPalette: Sendable {
    /// How many colour numbers from 0 the entry sends as palette colours: all 256 of the
    /// palette on an entry that is not a direct-colour one.
    let indexedColors: Int

    /// The palette of an entry with `colors` colours and `setForeground` as its `setaf`.
    init(colors: Int, setForeground: [UInt8]?) {
        guard colors > Self.paletteSize, let setForeground else {
            indexedColors = Self.paletteSize
            return
        }
        let first = (0..<Self.paletteSize).first { number in
            Self.isDirectColor(StyleSequences.expand(setForeground, [number]))
        }
        indexedColors = first ?? Self.paletteSize
    }

    /// The palette of the terminal ncurses set up.
    init() {
        // Read here rather than through `CursesTerminal`, whose functions are the main actor's:
        // colour pairs for a program's own screen are made anywhere.
        let setForeground = tigetstr("setaf").flatMap {
            Int(bitPattern: $0) == -1 ? nil : Array(String(cString: $0).utf8)
        }
        self.init(colors: Int(tigetnum("colors")), setForeground: setForeground)
    }

    private static let paletteSize = 256

    /// The colour number that shows palette colour `index` (0–255) on this entry.
    func number(ofPalette index: Int) -> Int32 {
        guard index >= indexedColors, index < Self.paletteSize else { return Int32(index) }
        let (red, green, blue) = Color.components(ofIndex: index)
        // Black is number 0, the palette's own black where the entry keeps one.
        return Int32(red << 16 | green << 8 | blue)
    }

    /// Whether `sequence` is an SGR that sets a direct colour: parameter 38 (or 48) followed by
    /// 2 (ITU T.416's RGB form), whether its parts are separated by `;` or `:`.
    static func isDirectColor(_ sequence: [UInt8]) -> Bool {
        let parts = sequence.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ":") })
        for (index, part) in parts.enumerated().dropLast() {
            let name = part.drop { $0 == 0x1B || $0 == UInt8(ascii: "[") }
            if Array(name) == Array("38".utf8) || Array(name) == Array("48".utf8),
                Array(parts[index + 1]) == [UInt8(ascii: "2")]
            {
                return true
            }
        }
        return false
    }
}
