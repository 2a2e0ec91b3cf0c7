import TermCellsLines

/// `-d/--delimiter`, `--nth` and `--with-nth`: which fields of a line are shown, and which of
/// the shown ones are searched.
struct PickFieldOptions {
    /// A field expression applied to every line of a batch.
    struct Projection {
        let fields: LineFields

        /// The batch's lines, each cut to the chosen fields.
        func transform(_ batch: LineBatch) -> LineBatch {
            var result = LineBatch()
            result.bytes.reserveCapacity(batch.bytes.count)
            result.lineEnds.reserveCapacity(batch.count)
            for index in 0..<batch.count {
                let line = batch.line(index)
                for range in fields.chosen(in: line) { result.bytes.append(contentsOf: line[range]) }
                result.lineEnds.append(result.bytes.count)
            }
            result.truncatedLineCount = batch.truncatedLineCount
            return result
        }
    }

    var withNth: Projection?
    var nth: Projection?

    init() {}

    /// The options from the command line; nil with the expression that is not valid.
    static func parse(nth: String?, withNth: String?, delimiter: String?) -> Result<PickFieldOptions, InvalidExpression>
    {
        var options = PickFieldOptions()
        for (name, expression) in [("--nth", nth), ("--with-nth", withNth)] {
            guard let expression else { continue }
            guard let fields = LineFields(expression, delimiter: delimiter) else {
                return .failure(InvalidExpression(option: name, expression: expression))
            }
            if name == "--nth" {
                options.nth = Projection(fields: fields)
            } else {
                options.withNth = Projection(fields: fields)
            }
        }
        return .success(options)
    }

    struct InvalidExpression: Error {
        let option: String
        let expression: String
    }

    /// The indexes of the characters of `text` that start at the byte offsets `offsets` of its
    /// UTF-8 (ascending or not).
    static func characterOffsets(ofBytes offsets: [Int], in text: String) -> [Int] {
        let wanted = Set(offsets)
        var result: [Int] = []
        var byte = 0
        for (index, character) in text.enumerated() {
            let length = character.utf8.count
            if (byte..<(byte + length)).contains(where: wanted.contains) { result.append(index) }
            byte += length
        }
        return result
    }
}
