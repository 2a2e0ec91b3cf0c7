/// Reads one layout line: static text, `{outlet…}`, `{"text" …}`, `{{` and `}}`.
enum TemplateLineParser {
    static func parse(_ text: Substring) throws(LineProblem) -> TemplateLine {
        let characters = Array(text)
        var elements: [TemplateElement] = []
        var literal = ""
        var index = 0
        func flush() {
            if !literal.isEmpty { elements.append(.text(literal, .plain)) }
            literal = ""
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            switch character {
            case "{" where next == "{", "}" where next == "}":
                literal.append(character)
                index += 2
            case "{":
                let close = try closingBrace(in: characters, from: index)
                let source = String(characters[index...close])
                flush()
                elements.append(try element(String(characters[(index + 1)..<close]), sourceWidth: source.displayWidth))
                index = close + 1
            case "}":
                throw LineProblem("unmatched '}' at column \(index + 1); write '}}' for a literal brace")
            case "\t":
                throw LineProblem("a tab at column \(index + 1): lay the line out with spaces")
            default:
                literal.append(character)
                index += 1
            }
        }
        flush()
        let rest = elements.filter { element in
            if case .outlet(let outlet) = element { return outlet.width == .rest }
            return false
        }
        if rest.count > 1 { throw LineProblem("only one outlet per line may take the rest of the line (:*)") }
        return TemplateLine(elements)
    }

    private static func closingBrace(in characters: [Character], from open: Int) throws(LineProblem) -> Int {
        var index = open + 1
        var inQuote = false
        while index < characters.count {
            switch characters[index] {
            case "\\" where inQuote: index += 1
            case "\"": inQuote.toggle()
            case "}" where !inQuote: return index
            default: break
            }
            index += 1
        }
        if inQuote { throw LineProblem("the text in quotes after column \(open + 1) is not closed with '\"'") }
        throw LineProblem("'{' at column \(open + 1) is not closed with '}'")
    }

    /// The element a `{…}` spec describes; `sourceWidth` is its width as written, braces included.
    private static func element(_ spec: String, sourceWidth: Int) throws(LineProblem) -> TemplateElement {
        let spec = Substring(spec).trimmingSpaces
        if spec.first == "\"" { return try styledText(spec) }
        var words = spec.words
        guard !words.isEmpty else { throw LineProblem("an empty outlet '{}': write {name}, {name:10} or {name:*}") }
        let head = words.removeFirst()
        let parts = head.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard isOutletName(name) else {
            throw LineProblem("'\(name)' is not an outlet name: use letters, digits and _, not starting with a digit")
        }
        var width = TemplateWidth.fixed(sourceWidth)
        if parts.count == 2 {
            if parts[1] == "*" {
                width = .rest
            } else if let value = Int(parts[1]), value > 0, value <= 1_000 {
                width = .fixed(value)
            } else {
                throw LineProblem("the width of outlet '\(name)' must be 1–1000 or *, not '\(parts[1])'")
            }
        }
        var alignment: TextAlignment?
        var style = Style.plain
        for word in words {
            if let aligned = StyleWords.alignment(word) {
                if alignment != nil { throw LineProblem("outlet '\(name)' has two alignments") }
                alignment = aligned
            } else if !(try StyleWords.apply(word, to: &style)) {
                throw LineProblem(
                    "unknown word '\(word)' in outlet '\(name)' (use left, center, right, bold, dim, italic, underline, reverse, fg=COLOUR, bg=COLOUR)"
                )
            }
        }
        return .outlet(TemplateOutlet(name: name, width: width, alignment: alignment ?? .left, style: style))
    }

    /// `"text" words…` — static text with a style.
    private static func styledText(_ spec: Substring) throws(LineProblem) -> TemplateElement {
        var text = ""
        var index = spec.index(after: spec.startIndex)
        var closed = false
        while index < spec.endIndex {
            let character = spec[index]
            if character == "\\" {
                index = spec.index(after: index)
                if index < spec.endIndex { text.append(spec[index]) }
            } else if character == "\"" {
                closed = true
                break
            } else {
                text.append(character)
            }
            index = spec.index(after: index)
        }
        guard closed, index < spec.endIndex else { throw LineProblem("the quoted text is not closed with '\"'") }
        let words = spec[spec.index(after: index)...].words
        return .text(text, try StyleWords.style(words))
    }

    static func isOutletName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }
}
