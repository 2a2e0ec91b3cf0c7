import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The sequences that put a cell style on the terminal, in the forms its terminfo entry
/// declares (`sgr0`, `sgr`, `bold`, `dim`, `sitm`, `smul`, `rev`, their off forms, `setaf`,
/// `setab`, `op`), for the attributes the entry has. The renderers that send frames themselves
/// (``FrameWriter``, ``InlineRenderer``) then show what ncurses shows for the same cells, and
/// send nothing the entry does not declare.
///
/// Every sequence is expanded from the entry once, when the terminal is set up: a style
/// change costs lookups, never a terminfo query.
struct StyleSequences: Sendable {
    /// `sgr0`: every attribute and colour back to the default.
    let reset: [UInt8]
    /// The attributes (``InlineStyle`` bits) the entry can show.
    let available: UInt8
    /// The attributes the entry cannot show together with a colour (`ncv`, as ``InlineStyle``
    /// bits).
    let colorConflicts: UInt8
    /// Whether `op`, the default colours, also resets the attributes (xterm-color's `ESC [ m`).
    let defaultColorsResetAttributes: Bool
    /// Per combination of attributes (an ``InlineStyle`` attribute byte): the reset to them.
    private let attributeSets: [[UInt8]]
    /// Per attribute bit: the sequence that turns it on or off alone, when the entry has one
    /// that leaves the other attributes and the colours as they are.
    private let turnOn: [UInt8: [UInt8]]
    private let turnOff: [UInt8: [UInt8]]
    private let foregrounds: [[UInt8]]
    private let backgrounds: [[UInt8]]
    /// `setaf` and `setab`, for the colours past the palette of a direct-colour entry, whose
    /// numbers are RGB values (see ``DirectColorPalette``): expanded when first sent, never
    /// all of them.
    private let setForeground: [UInt8]?
    private let setBackground: [UInt8]?
    /// How many colours the entry has.
    private let colorCount: Int
    /// `op`, when the entry has it.
    private let defaultColors: [UInt8]?
    /// Whether the entry declares SGR 39 and 49 apart (`AX`), as ncurses then uses them.
    private let separateDefaultColors: Bool

    /// The largest colour number a sequence is made for: the 256 of the indexed palette.
    private static let colorLimit = 256

    /// The sequences of the terminal ncurses set up.
    @MainActor init() {
        self.init(
            string: { CursesTerminal.capability($0) }, number: { Int(tigetnum($0)) }, flag: { tigetflag($0) > 0 })
    }

    /// The sequences of an entry whose capabilities `string`, `number` and `flag` answer
    /// (nil, a negative number or false for one it lacks).
    init(string: (String) -> [UInt8]?, number: (String) -> Int, flag: (String) -> Bool) {
        let reset = string("sgr0").map(Self.withoutPadding) ?? []
        self.reset = reset
        let onNames: [(UInt8, String)] = [
            (InlineStyle.bold, "bold"), (InlineStyle.dim, "dim"), (InlineStyle.italic, "sitm"),
            (InlineStyle.underline, "smul"), (InlineStyle.reverse, "rev"),
        ]
        var turnOn: [UInt8: [UInt8]] = [:]
        for (bit, name) in onNames {
            if let code = string(name).map(Self.withoutPadding), !code.isEmpty { turnOn[bit] = code }
        }
        let setAttributes = string("sgr")
        var available = turnOn.keys.reduce(0, |)
        if let setAttributes {
            // ncurses sets attributes by `sgr` where there is one: an attribute it leaves out
            // (kitty's dim) is not shown, whatever its own capability says.
            let none = Self.expand(setAttributes, Self.setAttributesParameters(0))
            for bit in [InlineStyle.underline, InlineStyle.reverse, InlineStyle.dim, InlineStyle.bold]
            where available & bit != 0 && Self.expand(setAttributes, Self.setAttributesParameters(bit)) == none {
                available &= ~bit
            }
        }
        self.available = available
        self.turnOn = turnOn
        var turnOff: [UInt8: [UInt8]] = [:]
        // The off forms that reset everything (xterm-color's `rmul` is `ESC [ m`) are left out.
        var offNames: [(UInt8, String)] = [(InlineStyle.italic, "ritm"), (InlineStyle.underline, "rmul")]
        // Standout's end is reverse's only where standout is reverse.
        if let standout = string("smso"), standout == string("rev") { offNames.append((InlineStyle.reverse, "rmso")) }
        for (bit, name) in offNames {
            if let code = string(name).map(Self.withoutPadding), !code.isEmpty, !Self.resetsAttributes(code) {
                turnOff[bit] = code
            }
        }
        self.turnOff = turnOff
        // ncv's bits: 2 underline, 4 reverse, 16 dim, 32 bold (standout, blink and the others
        // are not used here).
        let noColorVideo = max(0, number("ncv"))
        var conflicts: UInt8 = 0
        for (ncvBit, bit) in [
            (2, InlineStyle.underline), (4, InlineStyle.reverse), (16, InlineStyle.dim), (32, InlineStyle.bold),
        ] where noColorVideo & ncvBit != 0 {
            conflicts |= bit
        }
        colorConflicts = conflicts
        attributeSets = (0..<32).map { (bits: Int) -> [UInt8] in
            let bits = UInt8(bits) & available
            guard bits != 0 else { return reset }
            var sequence: [UInt8]
            if let setAttributes {
                sequence = Self.expand(setAttributes, Self.setAttributesParameters(bits))
                if bits & InlineStyle.italic != 0 { sequence += turnOn[InlineStyle.italic] ?? [] }
            } else {
                sequence = reset
                for (bit, _) in onNames where bits & bit != 0 { sequence += turnOn[bit] ?? [] }
            }
            return sequence
        }
        colorCount = max(0, number("colors"))
        let colors = min(colorCount, Self.colorLimit)
        let setForeground = string("setaf")
        let setBackground = string("setab")
        (self.setForeground, self.setBackground) = (setForeground, setBackground)
        foregrounds = setForeground.map { code in (0..<colors).map { Self.expand(code, [$0]) } } ?? []
        backgrounds = setBackground.map { code in (0..<colors).map { Self.expand(code, [$0]) } } ?? []
        let defaultColors = string("op").map(Self.withoutPadding)
        self.defaultColors = defaultColors
        defaultColorsResetAttributes = defaultColors.map(Self.resetsAttributes) ?? false
        separateDefaultColors = flag("AX")
    }

    /// `sgr`'s parameters for the attributes `bits`: standout, underline, reverse, blink, dim,
    /// bold, invisible, protected, alternate characters (italic is not one of them).
    private static func setAttributesParameters(_ bits: UInt8) -> [Int] {
        func flag(_ bit: UInt8) -> Int { bits & bit != 0 ? 1 : 0 }
        return [
            0, flag(InlineStyle.underline), flag(InlineStyle.reverse), 0, flag(InlineStyle.dim), flag(InlineStyle.bold),
            0, 0, 0,
        ]
    }

    /// What the terminal shows of `style`, as ncurses shows it: the attributes the entry lacks
    /// left out, and with a colour pair (`colored`), the attributes `ncv` names dropped, reverse
    /// by swapping the colours.
    func shown(_ style: InlineStyle, colored: Bool) -> InlineStyle {
        var shown = style
        shown.attributes &= available
        guard colored, colorConflicts & shown.attributes != 0 else { return shown }
        if colorConflicts & shown.attributes & InlineStyle.reverse != 0 {
            swap(&shown.foreground, &shown.background)
        }
        shown.attributes &= ~colorConflicts
        return shown
    }

    /// The sequence that sets `style` whatever the terminal's style was: the attributes
    /// (from a reset), then the colours.
    func sequence(for style: InlineStyle) -> [UInt8] {
        attributeSets[Int(style.attributes & 31)] + color(style.foreground, foreground: true)
            + color(style.background, foreground: false)
    }

    /// The shortest of the difference from `current` (nil: not known) to `target` and the
    /// whole of `target` (``sequence(for:)``); empty when both look the same. Both are styles
    /// as the terminal shows them (``shown(_:colored:)``).
    func sequence(from current: InlineStyle?, to target: InlineStyle) -> [UInt8] {
        guard let current else { return sequence(for: target) }
        guard current != target else { return [] }
        let whole = sequence(for: target)
        guard let difference = difference(from: current, to: target), difference.count < whole.count else {
            return whole
        }
        return difference
    }

    /// The sequence that changes only what differs from `current` to `target`, or nil when the
    /// entry has no form for a part of it that leaves the rest alone.
    private func difference(from current: InlineStyle, to target: InlineStyle) -> [UInt8]? {
        var bytes: [UInt8] = []
        for bit in Self.attributeBits where current.attributes & bit != 0 && target.attributes & bit == 0 {
            guard let off = turnOff[bit] else { return nil }
            bytes += off
        }
        var (foreground, background) = (current.foreground, current.background)
        let foregroundToDefault = foreground >= 0 && target.foreground < 0
        let backgroundToDefault = background >= 0 && target.background < 0
        if foregroundToDefault || backgroundToDefault {
            if separateDefaultColors {
                if foregroundToDefault { bytes += Self.defaultForeground }
                if backgroundToDefault { bytes += Self.defaultBackground }
            } else {
                guard let defaultColors, !defaultColorsResetAttributes else { return nil }
                bytes += defaultColors
                (foreground, background) = (-1, -1)
            }
        }
        if target.foreground >= 0 && target.foreground != foreground {
            bytes += color(target.foreground, foreground: true)
        }
        if target.background >= 0 && target.background != background {
            bytes += color(target.background, foreground: false)
        }
        for bit in Self.attributeBits where target.attributes & bit != 0 && current.attributes & bit == 0 {
            guard let on = turnOn[bit] else { return nil }
            bytes += on
        }
        return bytes
    }

    private static let attributeBits = [
        InlineStyle.bold, InlineStyle.dim, InlineStyle.italic, InlineStyle.underline, InlineStyle.reverse,
    ]
    /// ECMA-48's default colours one at a time, which an entry with `AX` declares.
    private static let defaultForeground = Array("\u{1B}[39m".utf8)
    private static let defaultBackground = Array("\u{1B}[49m".utf8)

    /// The sequence that sets colour `number` as the foreground or the background; empty for
    /// the default or a colour the entry lacks.
    private func color(_ number: Int32, foreground: Bool) -> [UInt8] {
        if number >= InlineStyle.trueColorBit { return Self.trueColor(number, foreground: foreground) }
        let table = foreground ? foregrounds : backgrounds
        if number >= 0 && Int(number) < table.count { return table[Int(number)] }
        // An RGB value of a direct-colour entry: sent as rarely as a style changes to it (the
        // transitions to it are kept).
        guard number >= 0, Int(number) < colorCount, let code = foreground ? setForeground : setBackground else {
            return []
        }
        return Self.expand(code, [Int(number)])
    }

    /// SGR 38 or 48 with a 24-bit colour: `ESC [ 38 ; 2 ; r ; g ; b m`. Only pairs of a terminal
    /// that takes true colour carry such a colour (see ``PairPool``).
    private static func trueColor(_ number: Int32, foreground: Bool) -> [UInt8] {
        var bytes: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: foreground ? "3" : "4"), UInt8(ascii: "8")]
        bytes += Array(";2".utf8)
        for shift in [16, 8, 0] {
            bytes.append(UInt8(ascii: ";"))
            FrameWriter.appendDecimal(Int((number >> Int32(shift)) & 0xFF), to: &bytes)
        }
        bytes.append(UInt8(ascii: "m"))
        return bytes
    }

    /// `capability` with `parameters` substituted, its padding left out.
    static func expand(_ capability: [UInt8], _ parameters: [Int]) -> [UInt8] {
        let cString = capability.map { CChar(bitPattern: $0) } + [0]
        var all = parameters.prefix(9).map { Int($0) }
        all += repeatElement(0, count: 9 - all.count)
        guard
            let result = tc_tparm(cString, all[0], all[1], all[2], all[3], all[4], all[5], all[6], all[7], all[8])
        else { return [] }
        return withoutPadding(Array(UnsafeRawBufferPointer(start: result, count: strlen(result))))
    }

    /// `code` without its padding (`$<2>`), which `tputs` turns into a delay, not output.
    static func withoutPadding(_ code: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < code.count {
            if code[index] == UInt8(ascii: "$"), index + 1 < code.count, code[index + 1] == UInt8(ascii: "<"),
                let end = code[index...].firstIndex(of: UInt8(ascii: ">"))
            {
                index = end + 1
                continue
            }
            result.append(code[index])
            index += 1
        }
        return result
    }

    /// Whether `code` holds an SGR that resets the attributes: a parameter 0 or empty.
    static func resetsAttributes(_ code: [UInt8]) -> Bool {
        var index = 0
        while index + 1 < code.count {
            guard code[index] == 0x1B, code[index + 1] == UInt8(ascii: "[") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < code.count && (code[end] == UInt8(ascii: ";") || (0x30...0x39).contains(code[end])) {
                end += 1
            }
            if end < code.count && code[end] == UInt8(ascii: "m") {
                let parameters = code[(index + 2)..<end].split(
                    separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
                if parameters.contains(where: { $0.allSatisfy { $0 == UInt8(ascii: "0") } }) { return true }
            }
            index = end
        }
        return false
    }
}
