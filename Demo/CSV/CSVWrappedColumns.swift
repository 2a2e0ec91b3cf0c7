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
