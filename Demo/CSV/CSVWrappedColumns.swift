/// The columns `csv --wrap` names, by title or by number (1 is the first), and the most lines
/// a wrapped value takes (`--max-lines`).
struct CSVWrappedColumns {
    private let names: Set<String>
    private let numbers: Set<Int>
    let lineLimit: Int

    /// `list` is the option's value: names or numbers separated by commas.
    init(_ list: String, lineLimit: Int) {
        var names: Set<String> = []
        var numbers: Set<Int> = []
        for entry in list.split(separator: ",") {
            let name = entry.trimmingSpaces
            if let number = Int(name), number >= 1 { numbers.insert(number - 1) } else { names.insert(name) }
        }
        self.names = names
        self.numbers = numbers
        self.lineLimit = lineLimit
    }

    /// Why `list` names a column the file does not have, in a sentence for standard error
    /// that names the columns there are; nil when every entry names one. A positive number
    /// names a column whether or not its title is known (a long row's extra fields have none);
    /// `titles` is asked for only when an entry is not one, as it may wait for the header.
    static func problem(with list: String, titles: () -> [String]) -> String? {
        for entry in list.split(separator: ",") {
            let name = entry.trimmingSpaces
            if let number = Int(name), number >= 1 { continue }
            let titles = titles()
            if titles.contains(name) { continue }
            let reason = Int(name) == nil ? "no column is titled “\(name)”" : "\(name) is not a column number"
            return "--wrap: \(reason); \(columnList(titles))"
        }
        return nil
    }

    /// The columns by number and title, the first few of a wide file.
    private static func columnList(_ titles: [String]) -> String {
        guard !titles.isEmpty else { return "the file has no columns" }
        let shown = titles.prefix(12).enumerated().map { "\($0.offset + 1) “\($0.element)”" }
        let more = titles.count > shown.count ? ", … (\(titles.count) in all)" : ""
        return "the columns are " + shown.joined(separator: ", ") + more
    }

    /// Whether the column at `index`, titled `title`, wraps.
    func wraps(column index: Int, title: String) -> Bool {
        numbers.contains(index) || names.contains(title)
    }
}

extension Substring {
    /// This text without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
