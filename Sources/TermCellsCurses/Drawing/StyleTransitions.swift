import CNcursesw

/// The sequences that take the terminal from one cell style to another, in the entry's own
/// forms (``StyleSequences``): only what changes where the entry can change it alone, else the
/// whole style. ``FrameWriter`` keys styles as `setStyle` does (attributes in the high word,
/// colour pair in the low one); a sequence is built once per pair of styles.
struct StyleTransitions {
    let sequences: StyleSequences
    /// Sequences by transition: the two styles packed in a word (``packed(_:)``), hashed as
    /// fast as one style was.
    private var codes: [UInt64: [UInt8]] = [:]
    /// The packed style that stands for a style not known.
    private static let unknown: UInt64 = 0xFFFF_FFFF

    init(sequences: StyleSequences) {
        self.sequences = sequences
    }

    /// Forgets the sequences built: a pair they were built for may stand for other colours now.
    mutating func forget() {
        codes.removeAll()
    }

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
        let targetStyle = sequences.shown(styles.style(attributes, pair: pair), colored: pair != 0)
        var currentStyle: InlineStyle?
        if let current {
            let currentPair = Int32(bitPattern: UInt32(truncatingIfNeeded: current))
            currentStyle = sequences.shown(
                styles.style(attr_t(truncatingIfNeeded: current >> 32), pair: currentPair), colored: currentPair != 0)
        }
        let sequence = sequences.sequence(from: currentStyle, to: targetStyle)
        if let transition { codes[transition] = sequence }
        output.append(contentsOf: sequence)
    }
}
