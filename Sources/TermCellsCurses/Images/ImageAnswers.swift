import TermCells

/// Reading the answers of the image questions out of the control sequences a terminal sends.
enum ImageAnswers {
    /// Whether `sequence` is an answer to the kitty graphics query with id `id`
    /// (`ESC _ G i=31 ; OK ESC \`), and whether it says OK; nil when it is no such answer.
    static func kittyGraphicsAnswer(_ sequence: ArraySlice<UInt8>, id: Int) -> Bool? {
        let text = String(decoding: sequence, as: UTF8.self)
        let prefix = "\u{1B}_G"
        guard text.hasPrefix(prefix), text.hasSuffix("\u{1B}\\") else { return nil }
        let body = text.dropFirst(prefix.count).dropLast(2)
        guard let separator = body.firstIndex(of: ";") else { return nil }
        let keys = body[..<separator].split(separator: ",")
        guard keys.contains(where: { $0 == "i=\(id)" }) else { return nil }
        return body[body.index(after: separator)...] == "OK"
    }

    /// The parameters of a primary device attributes answer (`ESC [ ? 62 ; 4 ; 22 c`), nil when
    /// `sequence` is none.
    static func deviceAttributes(_ sequence: ArraySlice<UInt8>) -> [Int]? {
        let text = String(decoding: sequence, as: UTF8.self)
        guard text.hasPrefix("\u{1B}[?"), text.hasSuffix("c") else { return nil }
        let fields = text.dropFirst(3).dropLast().split(separator: ";", omittingEmptySubsequences: false)
        let numbers = fields.compactMap { Int($0) }
        return numbers.count == fields.count && !numbers.isEmpty ? numbers : nil
    }

    /// The name and version of an XTVERSION answer (`ESC P > | kitty(0.31.0) ESC \`, or
    /// `tmux 3.4`), nil when `sequence` is none or names nothing.
    static func terminalVersion(_ sequence: ArraySlice<UInt8>) -> TerminalVersion? {
        let text = String(decoding: sequence, as: UTF8.self)
        guard text.hasPrefix("\u{1B}P>|"), text.hasSuffix("\u{1B}\\") else { return nil }
        let body = text.dropFirst(4).dropLast(2)
        let name: Substring
        let version: Substring
        if let open = body.firstIndex(of: "("), body.last == ")" {
            (name, version) = (body[..<open], body[body.index(after: open)..<body.index(before: body.endIndex)])
        } else if let space = body.firstIndex(of: " ") {
            (name, version) = (body[..<space], body[body.index(after: space)...])
        } else {
            (name, version) = (body, "")
        }
        guard !name.isEmpty else { return nil }
        let numbers = version.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return TerminalVersion(name: String(name), numbers: numbers)
    }

    /// The cell size of a `CSI 16 t` answer (`ESC [ 6 ; height ; width t`), nil when
    /// `sequence` is none or names an empty cell.
    static func cellPixels(_ sequence: ArraySlice<UInt8>) -> Size? {
        guard let numbers = numbers(in: sequence, after: "\u{1B}[6;", final: "t"), numbers.count == 2,
            numbers[0] > 0, numbers[1] > 0
        else { return nil }
        return Size(width: numbers[1], height: numbers[0])
    }

    /// The colour registers of a successful XTSMGRAPHICS answer (`ESC [ ? 1 ; 0 ; 256 S`);
    /// 0 for a failure's (any other status); nil when `sequence` is none.
    static func sixelRegisters(_ sequence: ArraySlice<UInt8>) -> Int? {
        guard let numbers = numbers(in: sequence, after: "\u{1B}[?1;", final: "S"), numbers.count == 2 else {
            return nil
        }
        return numbers[0] == 0 ? numbers[1] : 0
    }

    /// The largest image of a successful XTSMGRAPHICS geometry answer
    /// (`ESC [ ? 2 ; 0 ; 1000 ; 1000 S`); an empty size for a failure's; nil when `sequence` is
    /// none.
    static func sixelGeometry(_ sequence: ArraySlice<UInt8>) -> Size? {
        guard let numbers = numbers(in: sequence, after: "\u{1B}[?2;", final: "S"), numbers.count == 3 else {
            return nil
        }
        return numbers[0] == 0 ? Size(width: numbers[1], height: numbers[2]) : Size(width: 0, height: 0)
    }

    /// The `;`-separated decimal numbers between `prefix` and `final`, nil where there are
    /// other bytes.
    private static func numbers(in sequence: ArraySlice<UInt8>, after prefix: String, final: Character) -> [Int]? {
        let text = String(decoding: sequence, as: UTF8.self)
        guard text.hasPrefix(prefix), text.last == final, text.count > prefix.count + 1 else { return nil }
        let fields = text.dropFirst(prefix.count).dropLast().split(separator: ";", omittingEmptySubsequences: false)
        let numbers = fields.compactMap { field in field.count <= 6 ? Int(field) : nil }
        return numbers.count == fields.count ? numbers : nil
    }
}
