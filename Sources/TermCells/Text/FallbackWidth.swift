/// Column widths from Unicode properties, for systems without a UTF-8 locale.
///
/// It follows the rules `wcwidth` implementations share — controls and unassigned code points are
/// not printable, marks and format characters take no column, East Asian wide/fullwidth ranges and
/// emoji presentation take two — so a system without a UTF-8 locale still lays out sensibly.
enum FallbackWidth {
    /// -1 for non-printable, 0, 1 or 2, like `wcwidth`.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        if value == 0 { return 0 }
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return -1 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .unassigned, .surrogate, .lineSeparator, .paragraphSeparator, .control:
            return -1
        case .nonspacingMark, .enclosingMark:
            return 0
        case .format:
            return value == 0x00AD ? 1 : 0
        default:
            break
        }
        if properties.isNoncharacterCodePoint { return -1 }
        // Hangul medial vowels and final consonants join the preceding syllable.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if value == 0x200B { return 0 }
        // Regional indicators: glibc gives each one column (a flag pair takes two).
        if (0x1F1E6...0x1F1FF).contains(value) { return 1 }
        if properties.isEmojiPresentation || isEastAsianWide(value) { return 2 }
        return 1
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }
}
