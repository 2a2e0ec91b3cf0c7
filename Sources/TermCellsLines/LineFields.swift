/// fzf's fields: a line cut by a delimiter, and field index expressions (`--nth`,
/// `--with-nth`) that choose some of them.
///
/// Without a delimiter, fields are AWK-style: a run of non-blank characters and the blanks
/// (spaces, tabs) after it. With one, a field is the text up to and including the next
/// delimiter. Either way the fields, joined, are the line again.
public struct LineFields: Sendable, Equatable {
    /// A field index expression: `N` (1 is the first field), `-N` (from the last), `N..M`,
    /// `N..`, `..M`, `..` (every field).
    public struct Range: Sendable, Equatable {
        /// The first field (negative counts from the end), nil for the first one.
        public var lower: Int?
        /// The last field (negative counts from the end), nil for the last one.
        public var upper: Int?
    }

    /// The delimiter, nil for AWK-style fields.
    public let delimiter: [UInt8]?
    /// The ranges chosen, in order.
    public let ranges: [Range]

    /// Fields chosen by `expression` (comma-separated ranges), cut by `delimiter`; nil when
    /// the expression is not one fzf accepts (an empty part, 0, letters).
    public init?(_ expression: String, delimiter: String? = nil) {
        var ranges: [Range] = []
        for part in expression.split(separator: ",", omittingEmptySubsequences: false) {
            guard let range = Self.range(part) else { return nil }
            ranges.append(range)
        }
        self.ranges = ranges
        self.delimiter = delimiter.flatMap { $0.isEmpty ? nil : Array($0.utf8) }
    }

    private static func range(_ text: Substring) -> Range? {
        func bound(_ text: Substring) -> Int?? {
            if text.isEmpty { return .some(nil) }
            guard let value = Int(text), value != 0 else { return nil }
            return .some(value)
        }
        if let dots = text.range(of: "..") {
            guard let lower = bound(text[..<dots.lowerBound]), let upper = bound(text[dots.upperBound...]) else {
                return nil
            }
            return Range(lower: lower, upper: upper)
        }
        guard let single = bound(text), let value = single else { return nil }
        return Range(lower: value, upper: value)
    }

    /// The byte ranges of the fields of `line`, in order; together they cover the line.
    public func fields(of line: ArraySlice<UInt8>) -> [Swift.Range<Int>] {
        var result: [Swift.Range<Int>] = []
        var start = line.startIndex
        var index = line.startIndex
        if let delimiter {
            while index < line.endIndex {
                if line[index] == delimiter[0], line[index...].starts(with: delimiter) {
                    index += delimiter.count
                    result.append(start..<index)
                    start = index
                } else {
                    index += 1
                }
            }
        } else {
            // Leading blanks belong to the first field; a field ends after the blanks that follow it.
            while index < line.endIndex, Self.isBlank(line[index]) { index += 1 }
            while index < line.endIndex {
                while index < line.endIndex, !Self.isBlank(line[index]) { index += 1 }
                while index < line.endIndex, Self.isBlank(line[index]) { index += 1 }
                result.append(start..<index)
                start = index
            }
        }
        if start < line.endIndex { result.append(start..<line.endIndex) }
        return result
    }

    /// The byte ranges of `line` that the expressions choose, in the order chosen.
    public func chosen(in line: ArraySlice<UInt8>) -> [Swift.Range<Int>] {
        let all = fields(of: line)
        let count = all.count
        var result: [Swift.Range<Int>] = []
        for range in ranges {
            let lower = Self.index(range.lower ?? 1, count: count)
            let upper = Self.index(range.upper ?? -1, count: count)
            let first = max(lower, 0)
            let last = min(upper, count - 1)
            guard first <= last else { continue }
            result.append(contentsOf: all[first...last])
        }
        return result
    }

    /// Maps byte offsets in the chosen fields joined (``chosen(in:)``'s ranges, back to back)
    /// to offsets in `line`.
    public func lineOffsets(of projected: [Int], in line: ArraySlice<UInt8>) -> [Int] {
        let ranges = chosen(in: line)
        return projected.compactMap { offset in
            var remaining = offset
            for range in ranges {
                if remaining < range.count { return range.lowerBound - line.startIndex + remaining }
                remaining -= range.count
            }
            return nil
        }
    }

    private static func index(_ value: Int, count: Int) -> Int {
        value > 0 ? value - 1 : count + value
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
