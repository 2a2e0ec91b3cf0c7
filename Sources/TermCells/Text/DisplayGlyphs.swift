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
/// Hot path: iterating allocates nothing for ASCII and for glyphs without marks (a `Character`
/// of up to 15 UTF-8 bytes is stored inline); a glyph with marks builds one small string.
package struct DisplayGlyphs<Scalars: Sequence>: Sequence where Scalars.Element == Unicode.Scalar {
    private let scalars: Scalars
    private let tabStops: TabStops

    /// The most zero-width scalars one glyph takes after its base (kept or dropped).
    package static var maximumZeroWidthRun: Int { 32 }

    /// Glyphs of `scalars`; tab stops count from the first scalar.
    package init(_ scalars: Scalars, tabStops: TabStops = .standard) {
        self.scalars = scalars
        self.tabStops = tabStops
    }

    package func makeIterator() -> Iterator {
        Iterator(source: scalars.makeIterator(), tabStops: tabStops)
    }

    /// Produces glyphs one at a time, holding at most one scalar of lookahead.
    package struct Iterator: IteratorProtocol {
        private var source: Scalars.Iterator
        private let tabStops: TabStops
        private var lookahead: Unicode.Scalar?
        private var pendingPlaceholder = PlaceholderBytes.empty
        private var pendingSpaces = 0
        /// Columns produced so far, for tab stops.
        private var column = 0

        private static var dottedCircle: Unicode.Scalar { "\u{25CC}" }
        private static var maximumMarks: Int { 4 }

        init(source: Scalars.Iterator, tabStops: TabStops) {
            self.source = source
            self.tabStops = tabStops
        }

        package mutating func next() -> DisplayGlyph? {
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

        /// A glyph starting at `base`, with the zero-width scalars that follow it.
        private mutating func glyph(base: Unicode.Scalar, width: Int) -> DisplayGlyph {
            guard let next = source.next() else { return DisplayGlyph(Character(base), width: width) }
            guard isZeroWidthMark(next) else {
                lookahead = next
                return DisplayGlyph(Character(base), width: width)
            }
            lookahead = next
            return glyph(cluster: String(Character(base)), marks: 0, width: width)
        }

        /// Extends `cluster` with the zero-width scalars that follow while it stays one `Character`.
        private mutating func glyph(cluster start: String, marks initialMarks: Int, width: Int) -> DisplayGlyph {
            var cluster = start
            var marks = initialMarks
            var examined = 0
            while let next = nextScalar() {
                guard isZeroWidthMark(next), examined < DisplayGlyphs.maximumZeroWidthRun else {
                    lookahead = next
                    break
                }
                examined += 1
                if marks == Self.maximumMarks { continue }
                cluster.unicodeScalars.append(next)
                if cluster.count == 1 {
                    marks += 1
                    continue
                }
                cluster.unicodeScalars.removeLast()
                if next.properties.isDefaultIgnorableCodePoint { continue }
                // A mark that cannot join this glyph becomes a glyph of its own.
                lookahead = next
                break
            }
            return DisplayGlyph(cluster.first ?? "\u{FFFD}", width: width)
        }

        private func isZeroWidthMark(_ scalar: Unicode.Scalar) -> Bool {
            !ControlPlaceholder.isControl(scalar) && scalar.terminalWidth == 0
        }
    }
}

extension StringProtocol {
    /// The glyphs this text shows as on a terminal, sanitised; tab stops count from its start.
    package func displayGlyphs(tabStops: TabStops = .standard) -> DisplayGlyphs<UnicodeScalarView> {
        DisplayGlyphs(unicodeScalars, tabStops: tabStops)
    }
}
