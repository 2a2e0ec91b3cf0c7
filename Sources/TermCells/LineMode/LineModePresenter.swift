/// Shows a storage's items as numbered pages of plain lines and reads what the person types,
/// one line at a time: a list that works through a screen reader, a braille display, a serial
/// line or a `dumb` terminal, where a full-screen program cannot.
///
/// Nothing it writes contains an escape sequence or any other control character but newlines:
/// item text is drawn with the same placeholders the screen uses (`^[` for ESC). Each page
/// lists items with their numbers, section headers as plain lines between them, and says where
/// it is ("Items 21–40 of 1,000"). What the person types, then Enter:
///
/// | input | effect |
/// |---|---|
/// | a number | chooses that item (numbers count from 1 across all sections) |
/// | nothing, `n` | the next page |
/// | `p` | the previous page |
/// | `/text` or any other text | keeps only the items whose text contains it (ignoring case); `/` alone shows all again |
/// | `q` | ends without a choice |
///
/// The presenter only formats and interprets; the program reads and writes the lines (standard
/// input and output, a socket), so it can be tested with strings:
///
/// ```swift
/// let presenter = LineModePresenter(storage: manager.memoryStorage)
/// print(presenter.page(), terminator: "")
/// while let line = readLine() {
///     switch presenter.respond(to: line) {
///     case .show(let text): print(text, terminator: "")
///     case .chosen(let indexPath): return choose(indexPath)
///     case .quit: return
///     }
/// }
/// ```
@MainActor
public final class LineModePresenter {
    /// What an input line led to.
    public enum Response: Equatable, Sendable {
        /// Text to write: a page, or a short answer ("No item 99").
        case show(String)
        /// The person chose the item at this index path.
        case chosen(IndexPath)
        /// The person asked to stop.
        case quit
    }

    /// The storage whose items are shown (for a manager, its `memoryStorage` or any storage).
    public let storage: any Storage
    /// Items per page.
    public var pageSize: Int { didSet { pageSize = max(1, pageSize) } }
    /// An item's text; by default its model's description (a `String` model as it is).
    public var itemText: (Any, IndexPath) -> String = { model, _ in String(describing: model) }
    /// Lines shown under an item's line, indented to where its text starts (a column table's
    /// wrapped values, say); `nil`: none. They are sanitised as the item's text is.
    public var itemDetailLines: ((Any, IndexPath) -> [String])?
    /// Called with the filter text instead of filtering here, for storages that filter
    /// themselves (a picker's matcher, a database query); the page then shows the storage as
    /// it is after the call. `nil`: the presenter filters by ``itemText``.
    public var onFilter: ((String) -> Void)?
    /// The line that ends every page.
    public var instructions = "Type a number and Enter to choose, text to filter, n next page, p previous page, q quit."

    /// The filter in force ("" for none).
    public private(set) var filter = ""
    /// The first item of the current page, counted over the shown items from 0.
    public private(set) var firstShown = 0
    /// The shown items when the presenter filters itself; `nil` for every item.
    private var matches: [IndexPath]?

    /// Creates a presenter of `storage`'s items, `pageSize` to a page.
    public init(storage: any Storage, pageSize: Int = 20) {
        self.storage = storage
        self.pageSize = max(1, pageSize)
    }

    // MARK: Pages

    /// The number of items shown (all of them, or those the filter keeps).
    public var shownCount: Int {
        matches?.count
            ?? (0..<max(0, storage.numberOfSections)).reduce(0) { $0 + max(0, storage.numberOfItems(inSection: $1)) }
    }

    /// The current page as text: a heading line, the numbered items with their section
    /// headers, and the instructions; each line ends with a newline.
    public func page() -> String {
        let total = shownCount
        firstShown = min(firstShown, max(0, (total - 1) / pageSize * pageSize))
        let range = firstShown..<min(total, firstShown + pageSize)
        var text = heading(range: range, total: total) + "\n"
        var lastSection: Int?
        for number in range {
            guard let indexPath = indexPath(ofShown: number) else { continue }
            if indexPath.section != lastSection {
                lastSection = indexPath.section
                if let header = storage.headerModel(forSection: indexPath.section) {
                    text += "— " + plain(String(describing: header)) + " —\n"
                }
            }
            let model = storage.item(at: indexPath)
            let label = "\(number + 1). "
            text += label + plain(model.map { itemText($0, indexPath) } ?? "(no item)") + "\n"
            if let model, let itemDetailLines {
                let indent = String(repeating: " ", count: label.count)
                for line in itemDetailLines(model, indexPath) { text += indent + plain(line) + "\n" }
            }
        }
        return text + instructions + "\n"
    }

    /// Answers one line the person typed (without its newline).
    public func respond(to line: String) -> Response {
        let input = line.trimmingSpaces
        switch input {
        case "", "n":
            if firstShown + pageSize < shownCount { firstShown += pageSize }
            return .show(page())
        case "p":
            firstShown = max(0, firstShown - pageSize)
            return .show(page())
        case "q":
            return .quit
        default:
            break
        }
        if let number = Int(input) {
            guard number >= 1, number <= shownCount, let indexPath = indexPath(ofShown: number - 1) else {
                return .show("No item \(number): type a number from 1 to \(shownCount).\n")
            }
            return .chosen(indexPath)
        }
        applyFilter(input.hasPrefix("/") ? String(input.dropFirst()) : input)
        return .show(page())
    }

    /// Shows the items whose text contains `text` (all of them for ""), from the first page.
    public func applyFilter(_ text: String) {
        filter = text
        firstShown = 0
        if let onFilter {
            matches = nil
            onFilter(text)
            return
        }
        guard !text.isEmpty else {
            matches = nil
            return
        }
        let needle = text.lowercased()
        var kept: [IndexPath] = []
        for section in 0..<max(0, storage.numberOfSections) {
            for item in 0..<max(0, storage.numberOfItems(inSection: section)) {
                let indexPath = IndexPath(item: item, section: section)
                if let model = storage.item(at: indexPath), itemText(model, indexPath).lowercased().contains(needle) {
                    kept.append(indexPath)
                }
            }
        }
        matches = kept
    }

    // MARK: Helpers

    private func heading(range: Range<Int>, total: Int) -> String {
        let shown =
            total == 0
            ? "No items"
            : "Items \((range.lowerBound + 1).groupedDigits)–\(range.upperBound.groupedDigits) of \(total.groupedDigits)"
        let pages =
            total == 0 ? "" : ", page \(range.lowerBound / pageSize + 1) of \((total + pageSize - 1) / pageSize)"
        return shown + pages + (filter.isEmpty ? "" : ", filter: " + plain(filter))
    }

    /// The index path of the `number`-th shown item (from 0).
    private func indexPath(ofShown number: Int) -> IndexPath? {
        if let matches { return matches.indices.contains(number) ? matches[number] : nil }
        var remaining = number
        for section in 0..<max(0, storage.numberOfSections) {
            let count = max(0, storage.numberOfItems(inSection: section))
            if remaining < count { return IndexPath(item: remaining, section: section) }
            remaining -= count
        }
        return nil
    }

    /// Text with every control character as its visible placeholder, newlines included.
    private func plain(_ text: String) -> String {
        text.sanitizedForDisplay()
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
