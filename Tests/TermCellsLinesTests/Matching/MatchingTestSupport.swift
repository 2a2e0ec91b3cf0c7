import TermCellsTesting

@testable import TermCellsLines

/// A store holding `lines`, for matching tests.
func matchingStore(_ lines: [String]) -> LineStore {
    var store = LineStore()
    var bytes: [UInt8] = []
    var ends: [Int] = []
    for line in lines {
        bytes.append(contentsOf: line.utf8)
        ends.append(bytes.count)
    }
    store.append(LineBatch(bytes: bytes, lineEnds: ends))
    return store
}

/// The lines matching `query`, best first (or in input order with `ranks: false`).
func ranked(_ query: String, _ lines: [String], mode: MatchPattern.Mode = .fuzzy, ranks: Bool = true) -> [String] {
    let store = matchingStore(lines)
    var ranker = LineRanker(pattern: MatchPattern(query, mode: mode), ranks: ranks)
    ranker.catchUp(with: store)
    return ranker.lines.map { store.string(at: Int($0)) }
}

/// The score of `line` for `query`, or nil when it does not match.
func score(_ query: String, _ line: String) -> Int? {
    MatchPositionFinder(pattern: MatchPattern(query)).positions(inBytes: Array(line.utf8))?.score
}

/// `count` lines of up to `maximumLength` characters drawn from `alphabet`, the same for the
/// same `seed`.
func randomLines(_ count: Int, seed: UInt64, alphabet: String, maximumLength: Int) -> [String] {
    var generator = SeededGenerator(seed: seed)
    let characters = Array(alphabet)
    return (0..<count).map { _ in
        String(
            (0..<Int.random(in: 0...maximumLength, using: &generator)).map { _ in
                characters.randomElement(using: &generator) ?? " "
            })
    }
}
