import TermCellsTesting
import Testing

@testable import TermCellsLines

/// The quick looks a ranking takes at a line before reading all of it: ``ByteSearch`` (both cases
/// of a letter, eight bytes a step), the bound from the line's low-byte bit, and the narrow-window
/// test (``ScoreBound/lacksWindow(_:extraBytes:)``), which must never rule out a line that could
/// reach the score asked for.
@Suite struct QuickLookTests {
    @Test func byteSearchFindsWhatAPlainSearchFinds() {
        var generator = SeededGenerator(seed: 5)
        let alphabet = Array("aAbBsS/_ .zZ@`{[".utf8)
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 40)
            let line = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            for character in Array("asz/@`".utf8) {
                for caseSensitive in [false, true] {
                    let fold = ByteSearch.foldMask(for: character, caseSensitive: caseSensitive)
                    let from = length == 0 ? 0 : Int(generator.next() % UInt64(length))
                    let expected =
                        line[from...].firstIndex {
                            $0 == character || !caseSensitive && character &- 0x61 < 26 && $0 == character - 0x20
                        } ?? length
                    let found = line.withUnsafeBufferPointer { bytes in
                        bytes.baseAddress.map {
                            ByteSearch.firstIndex(of: character, fold: fold, in: $0, from: from, to: length)
                        } ?? 0
                    }
                    #expect(found == expected, "\(String(decoding: line, as: UTF8.self).debugDescription) \(character)")
                }
            }
        }
    }

    @Test func byteSearchFoldsOnlyLetters() {
        // `@` is `` ` `` with 0x20 cleared; neither folds onto the other.
        #expect(ByteSearch.foldMask(for: UInt8(ascii: "`"), caseSensitive: false) == 0)
        #expect(ByteSearch.foldMask(for: UInt8(ascii: "s"), caseSensitive: false) == 0x20)
        #expect(ByteSearch.foldMask(for: UInt8(ascii: "s"), caseSensitive: true) == 0)
        let line = Array("xx@@@@@@@@``S".utf8)
        let found = line.withUnsafeBufferPointer {
            ByteSearch.firstIndex(of: UInt8(ascii: "`"), fold: 0, in: $0.baseAddress!, from: 0, to: line.count)
        }
        #expect(found == 10)
    }

    @Test func theLowByteBitGivesTheBoundTheLineGives() throws {
        let text = randomLines(5_000, seed: 31, alphabet: "abcsrpyt/_-. ABCSRPYT019\t", maximumLength: 40)
        let store = matchingStore(text)
        for query in ["s", "scr", "Sc", "t/a"] {
            let bound = try #require(ScoreBound(pattern: MatchPattern(query), previous: nil))
            for (index, line) in text.enumerated() {
                let hasLowByte = store.lowByteBits[index >> 6] & (1 << UInt64(index & 63)) != 0
                #expect(hasLowByte == line.utf8.contains { $0 <= 0x20 })
                let bytes = Array(line.utf8)
                let read = bytes.withUnsafeBufferPointer { bound.bound($0, previousScore: nil) }
                let quick = bytes.withUnsafeBufferPointer {
                    bound.bound($0, hasLowByte: hasLowByte, previousScore: nil)
                }
                #expect(quick.score == read && quick.fromScratch == read, "\(query) in \(line.debugDescription)")
            }
        }
    }

    @Test func aLineWithoutANarrowWindowNeverReachesTheScoreAskedFor() throws {
        // Path-like lines, and lines of filler where the term's characters are far apart.
        let text =
            randomLines(6_000, seed: 41, alphabet: "abcsrpyt/_-. ABCSRPYT019", maximumLength: 40)
            + randomLines(6_000, seed: 42, alphabet: "xxxxxxxxxxxxxxxxscrpyt/_ S", maximumLength: 80)
        var ruledOut = 0
        for query in ["sc", "scr", "scrp", "scrpyt", "s/", "Sc", "aaa"] {
            let pattern = MatchPattern(query)
            let bound = try #require(ScoreBound(pattern: pattern, previous: nil))
            let matcher = LineMatcher(pattern: pattern)
            for line in text {
                let bytes = Array(line.utf8)
                guard let score = bytes.withUnsafeBufferPointer({ matcher.match($0, isASCII: true)?.score }) else {
                    continue
                }
                let fromScratch = bytes.withUnsafeBufferPointer { bound.bound($0, previousScore: nil) }
                for needed in (fromScratch - 14)...(fromScratch + 1) {
                    guard let limit = ScoreBound.windowLimit(fromScratch: fromScratch, needed: needed) else {
                        #expect(fromScratch - needed >= 13)
                        continue
                    }
                    #expect(limit.boundWithout < needed)
                    // From the end of the greedy match, as a ranking looks.
                    let greedyEnd = bytes.withUnsafeBufferPointer { bound.greedyEnd($0) }
                    #expect(greedyEnd >= 0)
                    guard
                        bytes.withUnsafeBufferPointer({
                            bound.lacksWindow($0, extraBytes: limit.extraBytes, earliestEnd: greedyEnd)
                        })
                    else { continue }
                    #expect(bytes.withUnsafeBufferPointer { bound.lacksWindow($0, extraBytes: limit.extraBytes) })
                    ruledOut += 1
                    #expect(
                        score <= limit.boundWithout,
                        "\(query) in \(line.debugDescription): \(score) > \(limit.boundWithout) (needed \(needed))")
                }
            }
        }
        #expect(ruledOut > 10_000)
    }

    @Test func theWindowTestFindsTheNarrowestWindow() throws {
        let bound = try #require(ScoreBound(pattern: MatchPattern("scrp"), previous: nil))
        func lacks(_ line: String, _ extraBytes: Int) -> Bool {
            Array(line.utf8).withUnsafeBufferPointer { bound.lacksWindow($0, extraBytes: extraBytes) }
        }
        // "scrip": one byte between r and p; the first s starts no window at all.
        #expect(lacks("/s/scripts", 0))
        #expect(!lacks("/s/scripts", 1))
        #expect(!lacks("/usr/SCRP", 0))
        #expect(lacks("s-c-r-p", 2))
        #expect(!lacks("s-c-r-p", 3))
        #expect(lacks("scr", 10))
        // The greedy match ends at the first p that follows s, c and r.
        #expect(Array("/s/scripts/p".utf8).withUnsafeBufferPointer { bound.greedyEnd($0) } == 7)
        #expect(Array("/s/scr".utf8).withUnsafeBufferPointer { bound.greedyEnd($0) } == -1)
    }

    @Test func drainingGivesEveryMatchBestFirstAndEmptiesTheRanker() {
        let text = randomLines(3_000, seed: 51, alphabet: "abcsrpyt/_-. ", maximumLength: 30)
        let store = matchingStore(text)
        var ranker = LineRanker(pattern: MatchPattern("sr"))
        ranker.catchUp(with: store)
        let expected = ranker.lines
        var drained: [Int32] = []
        ranker.drainBestFirst { drained.append($0) }
        #expect(drained == expected)
        #expect(!drained.isEmpty)
        #expect(ranker.count == 0 && ranker.testedLineCount == 0)
    }
}
