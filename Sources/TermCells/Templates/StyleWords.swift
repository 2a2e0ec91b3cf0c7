/// Reads the style words of template files: `bold dim italic underline reverse`,
/// `fg=COLOUR`, `bg=COLOUR`, and (for outlets) `left center right`.
///
/// A colour is a name (`red`, `brightBlue`, `bright-blue`, `default`) or a number 0–255.
enum StyleWords {
    /// The words a style may contain, for messages.
    static let attributeWords: [(String, Style.Attributes)] = [
        ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline), ("reverse", .reverse),
    ]

    static let colourNames: [String: Color] = [
        "default": .default, "black": .black, "red": .red, "green": .green, "yellow": .yellow, "blue": .blue,
        "magenta": .magenta, "cyan": .cyan, "white": .white, "brightblack": .brightBlack, "gray": .brightBlack,
        "grey": .brightBlack, "brightred": .brightRed, "brightgreen": .brightGreen, "brightyellow": .brightYellow,
        "brightblue": .brightBlue, "brightmagenta": .brightMagenta, "brightcyan": .brightCyan,
        "brightwhite": .brightWhite,
    ]

    /// Applies one style word to `style`; returns `false` when the word is not a style word.
    static func apply(_ word: Substring, to style: inout Style) throws(LineProblem) -> Bool {
        if let attribute = attributeWords.first(where: { $0.0 == word })?.1 {
            style.attributes.insert(attribute)
            return true
        }
        if word == "plain" { return true }
        if word.hasPrefix("fg=") {
            style.foreground = try colour(word.dropFirst(3), key: "fg")
            return true
        }
        if word.hasPrefix("bg=") {
            style.background = try colour(word.dropFirst(3), key: "bg")
            return true
        }
        return false
    }

    /// A style made of `words` only.
    static func style(_ words: [Substring]) throws(LineProblem) -> Style {
        var style = Style.plain
        for word in words where !(try apply(word, to: &style)) {
            throw LineProblem(
                "unknown style word '\(word)' (use bold, dim, italic, underline, reverse, fg=COLOUR, bg=COLOUR)")
        }
        return style
    }

    /// An alignment word, or `nil`.
    static func alignment(_ word: Substring) -> TextAlignment? {
        switch word {
        case "left": return .left
        case "center", "centre": return .center
        case "right": return .right
        default: return nil
        }
    }

    static func colour(_ text: Substring, key: String) throws(LineProblem) -> Color {
        guard !text.isEmpty else { throw LineProblem("a colour is missing after '\(key)='") }
        if text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
            guard let value = Int(text), value <= 255 else {
                throw LineProblem("colour \(text) is out of range 0–255")
            }
            return .indexed(UInt8(value))
        }
        let key = text.lowercased().filter { $0 != "-" && $0 != "_" }
        guard let colour = colourNames[key] else {
            throw LineProblem("unknown colour '\(text)' (a name such as red or brightBlue, or a number 0–255)")
        }
        return colour
    }
}
