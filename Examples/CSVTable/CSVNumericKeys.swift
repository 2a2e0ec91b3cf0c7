import Foundation

/// A column's sort keys when every non-empty field is a number: `UInt64`s whose unsigned order
/// is the numbers' order, empty fields lowest.
///
/// Numbers written with few decimals (amounts, counts, ids: at most 15 significant digits and
/// no exponent) become fixed-point integers counted from the column's smallest, so a column of
/// values below 2³² leaves the radix sort half its passes to skip; other columns use the
/// double's bits, flipped into unsigned order.
///
/// Fields are read once, in parallel slices of rows on the machine's cores.
enum CSVNumericKeys {
    /// The key of empty fields: below every number.
    static let empty: UInt64 = 0
    /// What a slice holds for an empty field until the keys are made (no number parses to it).
    private static let emptyMark = Double.nan.bitPattern

    /// The buffers the slices share. Each slice writes only its own rows' keys and its own
    /// entry of `slices`, and everything outlives `concurrentPerform`, hence unchecked.
    private struct SharedScan: @unchecked Sendable {
        let base: UnsafePointer<UInt8>
        let count: Int
        let starts: UnsafeBufferPointer<Int>
        let keys: UnsafeMutableBufferPointer<UInt64>
        let slices: UnsafeMutableBufferPointer<Slice>
    }

    /// What one slice of rows found.
    private struct Slice {
        var numeric = true
        var sawNumber = false
        var exact = true
        var decimals = 0
        var minimum = Double.infinity
        var largest = 0.0
    }

    /// The keys of `column` for every data row, or nil when a non-empty field is not a number
    /// (or no field is).
    static func extract(buffer: UnsafeBufferPointer<UInt8>, starts: [Int], column: Int) -> [UInt64]? {
        let rows = max(0, starts.count - 1)
        guard rows > 0, let base = buffer.baseAddress else { return nil }
        let parts = rows >= 1 << 16 ? min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)) : 1
        var keys = [UInt64](repeating: 0, count: rows)
        var slices = [Slice](repeating: Slice(), count: parts)
        keys.withUnsafeMutableBufferPointer { keys in
            starts.withUnsafeBufferPointer { starts in
                slices.withUnsafeMutableBufferPointer { slices in
                    let shared = SharedScan(
                        base: base, count: buffer.count, starts: starts, keys: keys, slices: slices)
                    DispatchQueue.concurrentPerform(iterations: parts) { part in
                        let range = (rows * part / parts)..<(rows * (part + 1) / parts)
                        shared.slices[part] = scan(
                            shared.base, count: shared.count, starts: shared.starts, rows: range, column: column,
                            into: shared.keys)
                    }
                }
            }
        }
        guard slices.allSatisfy(\.numeric), slices.contains(where: \.sawNumber) else { return nil }
        let decimals = slices.map(\.decimals).max() ?? 0
        let minimum = slices.map(\.minimum).min() ?? 0
        let largest = slices.map(\.largest).max() ?? 0
        // Fixed point when every value times 10^decimals is an integer a double holds exactly.
        let scale = decimals <= 9 ? pow(10, Double(decimals)) : 0
        let fixed = slices.allSatisfy(\.exact) && scale > 0 && largest * scale < 0x1p52
        let lowest = fixed ? (minimum * scale).rounded() : 0
        keys.withUnsafeMutableBufferPointer { keys in
            for index in keys.indices {
                let bits = keys[index]
                if bits == emptyMark {
                    keys[index] = empty
                    continue
                }
                let value = Double(bitPattern: bits)
                // Never below 0 nor past 2⁵³ (value ≥ minimum, |value| × scale < 2⁵²).
                guard fixed else {
                    keys[index] = orderedBits(value)
                    continue
                }
                keys[index] = UInt64(min(max(0, (value * scale).rounded() - lowest), 0x1p60)) + 1
            }
        }
        return keys
    }

    /// Reads the numbers of `rows` into `keys` (as their double bits, `emptyMark` for empty
    /// fields), stopping at the first field that is not a number.
    private static func scan(
        _ base: UnsafePointer<UInt8>, count: Int, starts: UnsafeBufferPointer<Int>, rows: Range<Int>, column: Int,
        into keys: UnsafeMutableBufferPointer<UInt64>
    ) -> Slice {
        var slice = Slice()
        for row in rows {
            let line = row + 1
            let end = line + 1 < starts.count ? starts[line + 1] : count
            var number: CSVNumber.Decimal?
            if let field = CSVSortKeys.field(base, from: starts[line], to: end, column: column) {
                let raw = UnsafeBufferPointer(start: base + field.lowerBound, count: field.count)
                let text = CSVSortKeys.unquotedNumberText(raw)
                if !text.isEmpty {
                    guard let parsed = CSVNumber.parseDecimal(text) else {
                        slice.numeric = false
                        return slice
                    }
                    number = parsed
                }
            }
            guard let number else {
                keys[row] = emptyMark
                continue
            }
            let value = number.value + 0.0
            keys[row] = value.bitPattern
            slice.sawNumber = true
            slice.exact = slice.exact && number.exact
            slice.decimals = max(slice.decimals, number.decimals)
            slice.minimum = min(slice.minimum, value)
            slice.largest = max(slice.largest, abs(value))
        }
        return slice
    }

    /// `value`'s bits, flipped so that unsigned order is numeric order (−0 as 0); never 0.
    static func orderedBits(_ value: Double) -> UInt64 {
        let bits = (value + 0.0).bitPattern
        let ordered = bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
        return max(1, ordered)
    }
}
