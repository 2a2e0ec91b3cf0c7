#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a field as a number for sorting: optional spaces, sign, digits, a fraction and an
/// exponent (`-12`, `3.5`, `.5`, `1e6`). `nan`, `inf`, hex and anything else are not numbers.
enum CSVNumber {
    private static let powersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// The value of `bytes`, or nil when they are not a decimal number.
    ///
    /// Fast path (Clinger's): up to 15 significant digits and 22 decimals give an exact
    /// mantissa and power of ten, and one correctly rounded division; longer numbers go to
    /// `strtod`, so the value is always the one `strtod` gives.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        parseDecimal(bytes)?.value
    }

    /// A number read by ``parse(_:)``, with how it was written: `decimals` digits after the
    /// point, and whether it is `exact` (at most 15 significant digits and no exponent, so
    /// `value` times a power of ten up to 10⁹ lands on an integer when rounded).
    struct Decimal {
        let value: Double
        let decimals: Int
        let exact: Bool
    }

    /// ``parse(_:)`` with the number's decimals and exactness, for fixed-point sort keys.
    static func parseDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Decimal? {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 { end -= 1 }
        guard start < end else { return nil }
        var index = start
        var negative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var decimals = 0
        var sawDigit = false
        var sawPoint = false
        var simple = true
        while index < end {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                sawDigit = true
                if sawPoint { decimals += 1 }
                // Leading zeros are not significant digits.
                if mantissa != 0 || byte != 0x30 {
                    digits += 1
                    if digits <= 19 { mantissa = mantissa &* 10 &+ UInt64(byte - 0x30) }
                }
            } else if byte == UInt8(ascii: ".") && !sawPoint {
                sawPoint = true
            } else if (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) && sawDigit {
                simple = false
                break
            } else {
                return nil
            }
            index += 1
        }
        guard sawDigit else { return nil }
        if simple && digits <= 15 && decimals <= 22 {
            let value = Double(mantissa) / powersOfTen[decimals]
            return Decimal(value: negative ? -value : value, decimals: decimals, exact: true)
        }
        return slowParse(UnsafeBufferPointer(rebasing: bytes[start..<end])).map {
            Decimal(value: $0, decimals: decimals, exact: false)
        }
    }

    /// `strtod` over the whole text, which must be digits, sign, point and exponent only.
    private static func slowParse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        for byte in bytes {
            switch byte {
            case 0x30...0x39, UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"),
                UInt8(ascii: "-"):
                continue
            default: return nil
            }
        }
        var text = Array(bytes)
        text.append(0)
        return text.withUnsafeBufferPointer { buffer -> Double? in
            guard let base = buffer.baseAddress else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { characters in
                var end: UnsafeMutablePointer<CChar>?
                let value = strtod(characters, &end)
                guard let end, end == UnsafeMutablePointer(mutating: characters) + bytes.count else { return nil }
                return value
            }
        }
    }
}
