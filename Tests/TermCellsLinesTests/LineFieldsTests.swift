import Testing

@testable import TermCellsLines

/// fzf's field splitting and index expressions (`--nth`, `--with-nth`, `-d`).
@Suite struct LineFieldsTests {
    private func chosen(_ expression: String, _ line: String, delimiter: String? = nil) throws -> [String] {
        let fields = try #require(LineFields(expression, delimiter: delimiter))
        let bytes = Array(line.utf8)[...]
        return fields.chosen(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func awkStyleFieldsKeepTheirTrailingBlanks() throws {
        #expect(try chosen("..", "  alpha  beta\tgamma") == ["  alpha  ", "beta\t", "gamma"])
        #expect(try chosen("2", "alpha beta gamma") == ["beta "])
        #expect(try chosen("-1", "alpha beta gamma") == ["gamma"])
        #expect(try chosen("2..", "a b c d") == ["b ", "c ", "d"])
        #expect(try chosen("..2", "a b c d") == ["a ", "b "])
        #expect(try chosen("1,-1", "a b c d") == ["a ", "d"])
        #expect(try chosen("-2..-1", "a b c d") == ["c ", "d"])
        #expect(try chosen("5", "a b c") == [], "past the last field: nothing")
    }

    @Test func aDelimiterEndsEachFieldAndStaysInIt() throws {
        #expect(try chosen("2", "usr:bin:sh", delimiter: ":") == ["bin:"])
        #expect(try chosen("..", "a::b", delimiter: "::") == ["a::", "b"])
        #expect(try chosen("3", "a,b,,d", delimiter: ",") == [","])
    }

    @Test func invalidExpressionsAreRefused() {
        for expression in ["", "0", "a", "1,", "1...2", "x..3"] {
            #expect(LineFields(expression) == nil, "\(expression)")
        }
    }

    @Test func offsetsInTheChosenFieldsMapBackToTheLine() throws {
        let fields = try #require(LineFields("3,1"))
        let line = Array("ab cd ef".utf8)[...]
        // Joined: "ef" + "ab " → offset 0 is 'e' (6), 2 is 'a' (0), 4 is ' ' (2).
        #expect(fields.lineOffsets(of: [0, 2, 4], in: line) == [6, 0, 2])
    }
}
