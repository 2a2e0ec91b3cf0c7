import TermCellsTesting
import Testing

@testable import TermCellsLines

/// Incremental filtering gives exactly what filtering every line from scratch gives.
@Suite struct LineFilterTests {
    private func fullFilter(_ store: LineStore, _ query: String) -> [Int32] {
        let compiled = LineQuery(query)
        return (0..<store.count).filter { compiled.matches(Array(store.bytes(ofLine: $0))) }.map { Int32($0) }
    }

    @Test func matchesFollowQueriesAndAppendedLines() {
        var store = LineStore()
        var filter = LineFilter()
        store.append(LineBatch(bytes: Array("alphabetagamma".utf8), lineEnds: [5, 9, 14]))
        filter.catchUp(with: store)
        #expect(filter.matches == [0, 1, 2])
        var narrowed = filter.setQuery(LineQuery("a"), in: store)
        #expect(narrowed)
        #expect(filter.matches == [0, 1, 2])
        narrowed = filter.setQuery(LineQuery("Ga"), in: store)
        #expect(narrowed)
        #expect(filter.matches == [2])
        narrowed = filter.setQuery(LineQuery("t"), in: store)
        #expect(!narrowed)
        #expect(filter.matches == [1])
        store.append(LineBatch(bytes: Array("deltaepsilon".utf8), lineEnds: [5, 12]))
        let added = filter.catchUp(with: store)
        #expect(added == 1)
        #expect(filter.matches == [1, 3])
        #expect(filter.testedLineCount == 5)
    }

    @Test func incrementalNarrowingEqualsFullFiltering() {
        var generator = SeededGenerator(seed: 2024)
        let alphabet: [String] = ["a", "b", "c", "A", "é", "É", "\u{212A}", "k"]
        for round in 0..<60 {
            var store = LineStore()
            var splitter = LineSplitter()
            var filter = LineFilter()
            var query = ""
            for step in 0..<40 {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0...1:
                    // More input arrives.
                    let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                        Bool.random(using: &generator) && Bool.random(using: &generator)
                            ? "\n" : alphabet.randomElement(using: &generator) ?? ""
                    }.joined()
                    store.append(splitter.split(Array(text.utf8)))
                    filter.catchUp(with: store)
                case 2...6:
                    query += alphabet.randomElement(using: &generator) ?? ""
                    filter.setQuery(LineQuery(query), in: store)
                case 7...8:
                    if !query.isEmpty { query.removeLast() }
                    filter.setQuery(LineQuery(query), in: store)
                default:
                    query = ""
                    filter.setQuery(LineQuery(query), in: store)
                }
                #expect(filter.matches == fullFilter(store, query), "round \(round) step \(step) query \(query)")
            }
        }
    }
}
