import TermCellsTesting
import Testing

@testable import TermCellsLines

/// Case-insensitive substring matching on bytes, equal to comparing lowercased strings.
@Suite struct LineQueryTests {
    private func matches(_ query: String, _ line: String) -> Bool {
        LineQuery(query).matches(Array(line.utf8))
    }

    @Test func asciiIgnoresCase() {
        #expect(matches("beta", "alpha BETA gamma"))
        #expect(matches("BeT", "beta"))
        #expect(matches("", "anything"))
        #expect(!matches("betas", "beta"))
        #expect(matches("a", "A"))
        #expect(!matches("[", "{"))  // only letters fold
        #expect(!matches("@", "`"))
    }

    @Test func nonASCIIIgnoresCaseToo() {
        #expect(matches("élan", "ÉLAN vital"))
        #expect(matches("ÉLAN", "élan"))
        #expect(matches("straße", "STRAßE"))
        #expect(matches("я", "ЯБЛОКО"))
        #expect(!matches("é", "e"))
        #expect(matches("x", "ÀxÉ"))
    }

    @Test func charactersWhoseLowercaseIsASCIIAreFound() {
        #expect(matches("k", "\u{212A}elvin"))  // the Kelvin sign lowercases to k
        #expect(matches("kelvin", "\u{212A}ELVIN"))
        #expect(matches("i", "\u{130}stanbul"))  // İ lowercases to i and a combining dot
    }

    @Test func invalidUTF8MatchesAroundTheBadBytes() {
        #expect(LineQuery("ab").matches([0xFF, 0x41, 0x42, 0xC3]))
        #expect(LineQuery("\u{FFFD}").matches([0x61, 0xFF]))
    }

    @Test func equalsComparingLowercasedStrings() {
        var generator = SeededGenerator(seed: 11)
        let pieces = ["a", "B", "é", "É", "\u{212A}", "k", "İ", "i", "ß", "S", " ", "\u{1F600}", "x"]
        for _ in 0..<2_000 {
            let line = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            let query = (0..<Int.random(in: 1...2, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            let expected = Array(line.lowercased().utf8).containsSubsequence(Array(query.lowercased().utf8))
            #expect(matches(query, line) == expected, "\(query) in \(line)")
        }
    }

    @Test func aLongerQueryNarrowsAShorterOne() {
        #expect(LineQuery("abc").narrows(LineQuery("ab")))
        #expect(LineQuery("xabc").narrows(LineQuery("AB")))
        #expect(LineQuery("ab").narrows(LineQuery("")))
        #expect(!LineQuery("ab").narrows(LineQuery("abc")))
        #expect(!LineQuery("ac").narrows(LineQuery("ab")))
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the array as a contiguous run.
    func containsSubsequence(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { self[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
