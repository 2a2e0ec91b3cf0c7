import CNcursesw

/// The SGR sequences that take the terminal from one cell style to another, by difference:
/// only the colours and attributes that change are sent (a colour alone, 39 or 49 for the
/// default; an attribute's own code, or its off code: 22, 23, 24, 27), unless a reset followed
/// by the whole style is shorter or the current style is not known. ``FrameWriter`` keys styles
/// as `setStyle` does (attributes in the high word, colour pair in the low one); a sequence is
/// built once per pair of styles.
struct StyleTransitions {
    /// Sequences by transition: the two styles packed in a word (``packed(_:)``), hashed as
    /// fast as one style was.
    private var codes: [UInt64: [UInt8]] = [:]
    /// The packed style that stands for a style not known.
    private static let unknown: UInt64 = 0xFFFF_FFFF

    /// A style key in 32 bits: ncurses' attribute bits (above bit 15 of `attr_t`) and a colour
    /// pair below 65,536; nil for a larger pair, whose transitions are not kept.
    private static func packed(_ key: UInt64) -> UInt64? {
        let pair = key & 0xFFFF_FFFF
        guard pair < 0x1_0000 else { return nil }
        return (key >> 48) << 16 | pair
    }

    /// Appends to `output` the sequence from style `current` (nil: not known) to `target`,
    /// the style of cells with `attributes` and colour pair `pair`.
    mutating func append(
        from current: UInt64?, to target: UInt64, attributes: attr_t, pair: Int32, styles: inout CellStyles,
        to output: inout [UInt8]
    ) {
        let from = current.map(Self.packed) ?? Self.unknown
        let transition = from.flatMap { from in Self.packed(target).map { from << 32 | $0 } }
        if let transition, let known = codes[transition] {
            output.append(contentsOf: known)
            return
        }
        let targetStyle = styles.style(attributes, pair: pair)
        var currentStyle: InlineStyle?
        if let current {
            let currentPair = Int32(bitPattern: UInt32(truncatingIfNeeded: current))
            currentStyle = styles.style(attr_t(truncatingIfNeeded: current >> 32), pair: currentPair)
        }
        let sequence = Self.sequence(from: currentStyle, to: targetStyle)
        if let transition { codes[transition] = sequence }
        output.append(contentsOf: sequence)
    }

    /// The shortest of the difference from `current` to `target` and a reset to `target`
    /// (``InlineStyle/sgr``); empty when both look the same.
    static func sequence(from current: InlineStyle?, to target: InlineStyle) -> [UInt8] {
        let reset = Array(target.sgr.utf8)
        guard let current else { return reset }
        guard current != target else { return [] }
        var parameters: [String] = []
        var kept = current.attributes & target.attributes
        // 22 turns off both bold and dim: the one kept is turned on again.
        let boldOrDim = InlineStyle.bold | InlineStyle.dim
        if current.attributes & ~target.attributes & boldOrDim != 0 {
            parameters.append("22")
            kept &= ~boldOrDim
        }
        for (bit, off) in [(InlineStyle.italic, "23"), (InlineStyle.underline, "24"), (InlineStyle.reverse, "27")]
        where current.attributes & bit != 0 && target.attributes & bit == 0 {
            parameters.append(off)
        }
        for (bit, on) in InlineStyle.attributeCodes where target.attributes & bit != 0 && kept & bit == 0 {
            parameters.append(on)
        }
        if current.foreground != target.foreground {
            parameters.append(InlineStyle.foregroundCode(target.foreground))
        }
        if current.background != target.background {
            parameters.append(InlineStyle.backgroundCode(target.background))
        }
        let difference = Array(("\u{1B}[" + parameters.joined(separator: ";") + "m").utf8)
        return difference.count <= reset.count ? difference : reset
    }
}
