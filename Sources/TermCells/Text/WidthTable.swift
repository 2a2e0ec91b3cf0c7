/// The width of every Basic Multilingual Plane code point, packed two bits each (16 KiB).
///
/// Built once, lazily, from the system `wcwidth` (or ``FallbackWidth``) so that measuring text on
/// the draw path is an array lookup, not a locale switch and a C call per scalar. Encoding:
/// 0, 1, 2 are widths, 3 means non-printable.
struct WidthTable: Sendable {
    private let packed: [UInt8]

    /// The table in use by ``Unicode/Scalar/terminalWidth``.
    static let bmp = WidthTable(source: LocaleWidth.shared)

    init(source: LocaleWidth?) {
        var packed = [UInt8](repeating: 0, count: 0x10000 / 4)
        func record(_ value: Int, width: Int) {
            let code: UInt8 = width < 0 || width > 2 ? 3 : UInt8(width)
            packed[value >> 2] |= code << UInt8((value & 3) * 2)
        }
        if let source {
            source.withLocale {
                for value in 0..<0x10000 {
                    record(value, width: source.widthInCurrentLocale(of: UInt32(value)))
                }
            }
        } else {
            for value in 0..<0x10000 {
                let width = Unicode.Scalar(UInt32(value)).map(FallbackWidth.width(of:)) ?? -1
                record(value, width: width)
            }
        }
        self.packed = packed
    }

    /// -1 for non-printable, 0, 1 or 2. `value` must be below 0x10000.
    func width(of value: UInt32) -> Int {
        let index = Int(value)
        let code = (packed[index >> 2] >> UInt8((index & 3) * 2)) & 3
        return code == 3 ? -1 : Int(code)
    }
}
