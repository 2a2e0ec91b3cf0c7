/// Text split into the glyphs a terminal draws, sanitised on the way.
///
/// Every scalar of the input ends up visible or deliberately dropped, never raw:
/// - controls become caret placeholders (``ControlPlaceholder``), tabs become spaces (``TabStops``);
/// - a printable scalar starts a glyph and takes the zero-width scalars after it (at most four,
///   as a curses cell holds; extra ones are dropped);
/// - a zero-width mark with no base gets a dotted circle `◌` as its base, so no glyph is zero-width;
///   invisible format characters (ZWJ, bidi controls, variation selectors) that cannot join the
///   glyph before them are dropped — they have no visible form and some reorder the terminal's text;
/// - a scalar `wcwidth` cannot print (unassigned, noncharacters, separators) becomes `U+FFFD`;
/// - a glyph looks at most ``maximumZeroWidthRun`` zero-width scalars after its base: marks past
///   them start glyphs of their own (on `◌`), and that many invisible format characters in a row
///   with nothing to join show as one `U+FFFD`. So a glyph costs a bounded number of scalars, and
///   drawing a line costs its visible width — not the length of a 10 MB run of combining marks
///   or joiners, which would otherwise all be read to find where its first glyph ends.
///
/// Where the terminal clusters graphemes (``GraphemeClustering``), a glyph is a whole cluster
/// instead: a printable scalar takes every scalar after it that stays in its `Character` (the
/// emoji a zero-width joiner joins, a skin tone, a second regional indicator, any number of
/// marks up to the bound above), and is as wide as the mode-2027 rule says. Otherwise a glyph is
/// what ncurses puts in a cell, and a family emoji is several.
///
/// Hot path: iterating allocates nothing for ASCII and for glyphs without marks (a `Character`
/// of up to 15 UTF-8 bytes is stored inline); a glyph with marks builds one small string.
public struct DisplayGlyphs<Scalars: Sequence>: Sequence where Scalars.Element == Unicode.Scalar {
    private let scalars: Scalars
    private let tabStops: TabStops

    /// The most zero-width scalars one glyph takes after its base (kept or dropped).
    public static var maximumZeroWidthRun: Int { 32 }

    /// Glyphs of `scalars`; tab stops count from the first scalar.
    public init(_ scalars: Scalars, tabStops: TabStops = .standard) {
        self.scalars = scalars
        self.tabStops = tabStops
    }

    public func makeIterator() -> Iterator {
        Iterator(source: scalars.makeIterator(), tabStops: tabStops)
    }

    /// Produces glyphs one at a time, holding at most one scalar of lookahead.
    public struct Iterator: IteratorProtocol {
        private var source: Scalars.Iterator
        private let tabStops: TabStops
        private var lookahead: Unicode.Scalar?
        private var pendingPlaceholder = PlaceholderBytes.empty
        private var pendingSpaces = 0
        /// Columns produced so far, for tab stops.
        private var column = 0
        /// Whether glyphs are whole grapheme clusters; read at the first non-ASCII scalar, so
        /// ASCII text never asks.
        private var clustersGraphemes: Bool?

        private static var dottedCircle: Unicode.Scalar { "\u{25CC}" }
        private static var maximumMarks: Int { 4 }

        init(source: Scalars.Iterator, tabStops: TabStops) {
            self.source = source
            self.tabStops = tabStops
        }

        public mutating func next() -> DisplayGlyph? {
            guard let glyph = nextGlyph() else { return nil }
            column += glyph.width
            return glyph
        }

        private mutating func nextScalar() -> Unicode.Scalar? {
            if let scalar = lookahead {
                lookahead = nil
                return scalar
            }
            return source.next()
        }

        private mutating func nextGlyph() -> DisplayGlyph? {
            if let byte = pendingPlaceholder.popFirst() { return DisplayGlyph(ascii: byte) }
            if pendingSpaces > 0 {
                pendingSpaces -= 1
                return .space
            }
            var skipped = 0
            while let scalar = nextScalar() {
                if scalar == "\t" {
                    pendingSpaces = tabStops.spaces(atColumn: column) - 1
                    return .space
                }
                if var placeholder = PlaceholderBytes(control: scalar), let first = placeholder.popFirst() {
                    pendingPlaceholder = placeholder
                    return DisplayGlyph(ascii: first)
                }
                switch scalar.terminalWidth {
                case nil:
                    return glyph(base: "\u{FFFD}", width: 1)
                case 0:
                    // A mark with nothing to sit on.
                    if scalar.properties.isDefaultIgnorableCodePoint {
                        skipped += 1
                        if skipped == DisplayGlyphs.maximumZeroWidthRun { return .replacement }
                        continue
                    }
                    var cluster = String(Character(Self.dottedCircle))
                    cluster.unicodeScalars.append(scalar)
                    guard cluster.count == 1 else { return .replacement }
                    return glyph(cluster: cluster, marks: 1, width: 1)
                case let width?:
                    return glyph(base: scalar, width: width)
                }
            }
            return nil
        }

        /// A glyph starting at `base`, with the scalars that follow it in its glyph.
        private mutating func glyph(base: Unicode.Scalar, width: Int) -> DisplayGlyph {
            guard let next = source.next() else {
                if base.value < 0x80 || clustersGraphemes == false {
                    return DisplayGlyph(Character(base), width: width)
                }
                return glyph(nonASCII: base, width: width, next: nil)
            }
            lookahead = next
            if isZeroWidthMark(next) { return glyph(cluster: String(Character(base)), marks: 0, width: width) }
            // Clustering changes nothing between ASCII scalars, nor once it is known to be off.
            if (base.value < 0x80 && next.value < 0x80) || clustersGraphemes == false {
                return DisplayGlyph(Character(base), width: width)
            }
            return glyph(nonASCII: base, width: width, next: next)
        }

        /// A glyph at `base` where clustering may change it: `base` or the printable scalar
        /// `next` after it is not ASCII. Apart, so that the ASCII loop stays small.
        @inline(never)
        private mutating func glyph(nonASCII base: Unicode.Scalar, width: Int, next: Unicode.Scalar?) -> DisplayGlyph {
            guard isClustering() else { return DisplayGlyph(Character(base), width: width) }
            if let next, next.value >= 0x80, isPrintable(next) {
                return glyph(cluster: String(Character(base)), marks: 0, width: width)
            }
            return DisplayGlyph(
                Character(base), width: ClusterWidth.width(of: CollectionOfOne(base), firstWidth: width))
        }

        private mutating func isClustering() -> Bool {
            if let clustersGraphemes { return clustersGraphemes }
            let enabled = GraphemeClustering.isEnabled
            clustersGraphemes = enabled
            return enabled
        }

        /// Extends `cluster` with the scalars that follow while it stays one `Character`: the
        /// zero-width ones (at most four kept), or any printable one when glyphs are clusters.
        private mutating func glyph(cluster start: String, marks initialMarks: Int, width: Int) -> DisplayGlyph {
            let clusters = isClustering()
            var cluster = start
            var marks = initialMarks
            var examined = 0
            while let next = nextScalar() {
                let zeroWidth = isZeroWidthMark(next)
                guard zeroWidth || (clusters && isPrintable(next)), examined < DisplayGlyphs.maximumZeroWidthRun else {
                    lookahead = next
                    break
                }
                examined += 1
                if !clusters && marks == Self.maximumMarks { continue }
                cluster.unicodeScalars.append(next)
                if cluster.count == 1 {
                    marks += 1
                    continue
                }
                cluster.unicodeScalars.removeLast()
                if zeroWidth && next.properties.isDefaultIgnorableCodePoint { continue }
                // A scalar that cannot join this glyph starts a glyph of its own.
                lookahead = next
                break
            }
            let character = cluster.first ?? "\u{FFFD}"
            guard clusters else { return DisplayGlyph(character, width: width) }
            return DisplayGlyph(character, width: ClusterWidth.width(of: character.unicodeScalars, firstWidth: width))
        }

        private func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
            !ControlPlaceholder.isControl(scalar) && scalar.terminalWidth != nil
        }

        private func isZeroWidthMark(_ scalar: Unicode.Scalar) -> Bool {
            !ControlPlaceholder.isControl(scalar) && scalar.terminalWidth == 0
        }
    }
}

extension StringProtocol {
    /// The glyphs this text shows as on a terminal, sanitised; tab stops count from its start.
    public func displayGlyphs(tabStops: TabStops = .standard) -> DisplayGlyphs<UnicodeScalarView> {
        DisplayGlyphs(unicodeScalars, tabStops: tabStops)
    }
}
