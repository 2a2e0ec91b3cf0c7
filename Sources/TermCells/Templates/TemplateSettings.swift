/// The settings part of a template file, read one line at a time.
struct TemplateSettings {
    static let names = ["height", "width", "style", "highlight", "selected"]

    var height: Int?
    var width: Int?
    var style = Style.plain
    var highlightStyle = Style.reverse
    var selectedStyle = Style.bold
    private var seen: [String: Int] = [:]

    mutating func read(_ text: Substring, line: Int) throws(LineProblem) {
        let words = text.words
        guard let key = words.first.map(String.init) else { return }
        guard Self.names.contains(key) else {
            throw LineProblem("unknown setting '\(key)' (use height, width, style, highlight or selected, then '---')")
        }
        if let first = seen[key] { throw LineProblem("\(key) is set twice (first on line \(first))") }
        seen[key] = line
        let values = Array(words.dropFirst())
        switch key {
        case "height": height = try Self.size(values, key: key)
        case "width": width = try Self.size(values, key: key)
        case "style": style = try StyleWords.style(values)
        case "highlight": highlightStyle = try StyleWords.style(values)
        default: selectedStyle = try StyleWords.style(values)
        }
    }

    private static func size(_ values: [Substring], key: String) throws(LineProblem) -> Int {
        guard values.count == 1 else { throw LineProblem("\(key) needs one number, as in '\(key) 2'") }
        guard let value = Int(values[0]), (1...1_000).contains(value) else {
            throw LineProblem("\(key) must be a whole number from 1 to 1000, not '\(values[0])'")
        }
        return value
    }
}
