import TermCellsLines

/// The whole input read before the picker is shown: for `--tac` (the last line first) and for
/// `--select-1`/`--exit-0` (one match is printed, none ends the picker, without a screen).
enum PickInput {
    /// Every line of standard input, in one batch per read; reversed with `reversed`.
    static func readAll(terminator: UInt8, reversed: Bool) -> [LineBatch] {
        let feed = LineFeed()
        StandardInputReader.read(from: 0, into: feed, terminator: terminator)
        let batches = feed.drain().batches
        guard reversed else { return batches }
        var result = LineBatch()
        for batch in batches.reversed() {
            for index in stride(from: batch.count - 1, through: 0, by: -1) {
                result.bytes.append(contentsOf: batch.line(index))
                result.lineEnds.append(result.bytes.count)
            }
            result.truncatedLineCount += batch.truncatedLineCount
        }
        return [result]
    }

    /// What `--select-1` (exactly one match: print it, exit 0) or `--exit-0` (no match: exit 1)
    /// decides about `input` with the starting query (matched as the picker would: header
    /// lines, fields and `--ansi` included); nil when the picker is to be shown.
    @MainActor
    static func decideWithoutScreen(_ input: [LineBatch], _ options: PickOptions, _ selectOne: Bool, _ exitZero: Bool)
        -> (output: PickResult, status: Int32)?
    {
        let feed = LineFeed()
        for batch in input { feed.push(batch) }
        feed.finish()
        let model = PickModel(options: options, onResult: {})
        _ = model.absorb(feed.drain())
        model.setQuery(options.query)
        model.waitForResult()
        _ = model.takeResult()
        if selectOne, model.matchCount == 1, let line = model.line(atMatch: 0) {
            return (PickResult(query: options.query, key: "", lines: [Array(model.store.bytes(ofLine: Int(line)))]), 0)
        }
        if exitZero, model.matchCount == 0 {
            return (PickResult(query: options.query, key: nil, lines: []), 1)
        }
        return nil
    }
}
