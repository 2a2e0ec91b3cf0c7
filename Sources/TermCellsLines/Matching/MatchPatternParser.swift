/// Cuts a query into ``MatchTerm``s by fzf's extended-search rules.
struct MatchPatternParser {
    let mode: MatchPattern.Mode
    private(set) var terms: [MatchTerm] = []
    private(set) var setEnds: [Int] = []
    private(set) var characters: [UInt32] = []

    init(mode: MatchPattern.Mode) {
        self.mode = mode
    }

    mutating func parse(_ query: String) {
        var setStart = 0
        var afterBar = false
        for token in Self.tokens(of: query) {
            let lowered = token.lowercased()
            let isCaseSensitive = lowered != token
            var text = Substring(isCaseSensitive ? token : lowered)
            var kind: MatchTerm.Kind = mode == .fuzzy ? .fuzzy : .exact
            var isInverse = false
            // A lone `|` between terms joins the sets around it.
            if terms.count > setStart, !afterBar, text == "|" {
                afterBar = true
                continue
            }
            let joinsSet = afterBar
            afterBar = false
            if text.hasPrefix("!") {
                isInverse = true
                kind = .exact
                text = text.dropFirst()
            }
            if text != "$", text.hasSuffix("$") {
                kind = .suffix
                text = text.dropLast()
            }
            if text.hasPrefix("'") {
                kind = mode == .fuzzy && !isInverse ? .exact : .fuzzy
                text = text.dropFirst()
            } else if text.hasPrefix("^") {
                kind = kind == .suffix ? .equal : .prefix
                text = text.dropFirst()
            }
            guard !text.isEmpty else { continue }
            if !joinsSet, terms.count > setStart {
                setEnds.append(terms.count)
                setStart = terms.count
            }
            let start = characters.count
            characters.append(contentsOf: text.unicodeScalars.map(\.value))
            terms.append(
                MatchTerm(
                    kind: kind, isInverse: isInverse, isCaseSensitive: isCaseSensitive, text: String(text),
                    characters: start..<characters.count, isASCII: text.utf8.allSatisfy { $0 < 0x80 }))
        }
        if terms.count > setStart { setEnds.append(terms.count) }
    }

    /// The query's words: leading spaces and unescaped trailing spaces dropped, split at runs of
    /// spaces, `\ ` kept as a space inside a word.
    static func tokens(of query: String) -> [String] {
        var text = Substring(query.drop { $0 == " " })
        while text.hasSuffix(" "), !text.hasSuffix("\\ ") { text = text.dropLast() }
        let escapedSpace: Character = "\u{0}"
        let protected = text.replacingOccurrences(of: "\\ ", with: String(escapedSpace))
        return protected.split(separator: " ", omittingEmptySubsequences: true).map {
            String($0.map { $0 == escapedSpace ? " " : $0 })
        }
    }
}

extension Substring {
    /// Every `target` replaced (TermCells does not import Foundation).
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
