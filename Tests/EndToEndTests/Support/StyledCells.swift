/// A screen as `tmux capture-pane -e` shows it, cell by cell: each glyph with the style it is
/// shown in. A blank's bold, dim, italic and blink do not show, so they are left out of blanks,
/// and so is its foreground unless an attribute draws with it (underline, strike, reverse): a
/// terminal's erase keeps only the background, whatever foreground the blanks were written in.
/// Two captures are equal when a person would see the same screen.
struct StyledCells: Equatable {
    private(set) var rows: [[String]]

    /// The cells of `lines` (a capture with escapes), each row padded to `width` with plain blanks.
    init(capture lines: [String], width: Int) {
        var style = CellStyle()
        rows = lines.map { line in
            var row: [String] = []
            let scalars = Array(line.unicodeScalars)
            var index = 0
            while index < scalars.count {
                if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
                    var end = index + 2
                    while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
                    if end < scalars.count, scalars[end] == "m" {
                        style.apply(String(String.UnicodeScalarView(scalars[(index + 2)..<end])))
                    }
                    index = end + 1
                    continue
                }
                row.append(style.cell(String(scalars[index])))
                index += 1
            }
            while row.count < width { row.append(CellStyle().cell(" ")) }
            return row
        }
    }

    /// The first cells that differ from `other`'s, for a failure message.
    func differences(from other: StyledCells, limit: Int = 8) -> [String] {
        var found: [String] = []
        for y in 0..<max(rows.count, other.rows.count) {
            let mine = y < rows.count ? rows[y] : []
            let theirs = y < other.rows.count ? other.rows[y] : []
            for x in 0..<max(mine.count, theirs.count) where found.count < limit {
                let (a, b) = (x < mine.count ? mine[x] : "none", x < theirs.count ? theirs[x] : "none")
                if a != b { found.append("row \(y) column \(x): \(a) vs \(b)") }
            }
        }
        return found
    }
}

/// The SGR state of tmux's capture while it is read.
private struct CellStyle {
    var attributes: Set<String> = []
    var foreground = "default"
    var background = "default"

    static let onCodes = [
        1: "bold", 2: "dim", 3: "italic", 4: "underline", 5: "blink", 7: "reverse", 8: "hidden", 9: "strike",
    ]
    static let offCodes = [
        22: ["bold", "dim"], 23: ["italic"], 24: ["underline"], 25: ["blink"], 27: ["reverse"], 28: ["hidden"],
        29: ["strike"],
    ]
    /// Attributes a blank shows the same with or without.
    static let invisibleOnBlank: Set<String> = ["bold", "dim", "italic", "blink"]
    /// Attributes that show a blank's foreground: the line's colour, or the cell's background.
    static let showingForegroundOnBlank: Set<String> = ["underline", "strike", "reverse"]

    mutating func apply(_ parameters: String) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        while let code = codes.popFirst() {
            switch code {
            case 0: self = CellStyle()
            case 30...37, 90...97: foreground = "\(code)"
            case 40...47, 100...107: background = "\(code)"
            case 39: foreground = "default"
            case 49: background = "default"
            case 38, 48:
                // 5;n or 2;r;g;b
                let count = codes.first == 5 ? 2 : 4
                let color = "\(code):" + codes.prefix(count).map(String.init).joined(separator: ":")
                codes = codes.dropFirst(count)
                if code == 38 { foreground = color } else { background = color }
            default:
                if let on = Self.onCodes[code] { attributes.insert(on) }
                for off in Self.offCodes[code] ?? [] { attributes.remove(off) }
            }
        }
    }

    func cell(_ glyph: String) -> String {
        let shown = glyph == " " ? attributes.subtracting(Self.invisibleOnBlank) : attributes
        let showsForeground = glyph != " " || !shown.isDisjoint(with: Self.showingForegroundOnBlank)
        let (names, shownForeground) = (shown.sorted().joined(separator: "+"), showsForeground ? foreground : "unseen")
        return "\(glyph.debugDescription) \(names) fg \(shownForeground) bg \(background)"
    }
}
