import TermCellsTesting

/// Random terminal input: printable and control bytes, key sequences (CSI and SS3), sequences
/// cut off part-way, sequences no terminal key sends, SGR and X10 mouse reports (coordinates
/// outside the screen too), invalid UTF-8 (stray continuation bytes, bytes no UTF-8 has),
/// bracketed pastes (up to 4 KiB of text, newlines, controls and escape sequences; some cut off
/// before their end marker), resizes, and now and then an extreme size (0, 32,767, 32,768 or
/// 65,535 rows or columns).
///
/// It never produces `q` (which quits) nor the bytes the terminal driver turns into signals or
/// flow control (Ctrl-C, Ctrl-Z, Ctrl-\, Ctrl-S, Ctrl-Q): the test quits the program itself.
/// Not even as the last byte of a random CSI sequence: after `ESC [ M` (an X10 mouse report's
/// introducer) the next three bytes are the report's, so `ESC [ 5 q` would leave a typed `q`.
struct KeyStreamGenerator {
    enum Input {
        case bytes([UInt8])
        case resize(width: Int, height: Int)
    }

    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    static let characters: [String] = ["é", "ß", "→", "─", "猫", "山", "🦊", "🐝", "\u{301}", "\u{200B}", "\u{FE0F}", "👍🏽"]

    static let forbidden: Set<UInt8> = [0x03, 0x11, 0x13, 0x1A, 0x1C, UInt8(ascii: "q")]

    static let keySequences: [String] = [
        "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}[H", "\u{1B}[F",
        "\u{1B}OA", "\u{1B}OB", "\u{1B}OC", "\u{1B}OD", "\u{1B}OH", "\u{1B}OF", "\u{1B}OP", "\u{1B}OS",
        "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[1~", "\u{1B}[4~", "\u{1B}[2~", "\u{1B}[3~", "\u{1B}[15~", "\u{1B}[24~",
        "\u{1B}[1;2A", "\u{1B}[1;5B", "\u{1B}[1;3C", "\u{1B}[1;2H", "\u{1B}[Z", "\u{1B}[200~", "\u{1B}[201~",
    ]

    mutating func next() -> Input {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<25: return .bytes((0..<Int.random(in: 1...8, using: &generator)).map { _ in printable() })
        case 25..<35: return .bytes([control()])
        case 35..<55: return .bytes(Array(keySequence().utf8))
        case 55..<65: return .bytes(cutOff(Bool.random(using: &generator) ? Array(keySequence().utf8) : sgrMouse()))
        case 65..<78: return .bytes(sgrMouse())
        case 78..<86: return .bytes(x10Mouse())
        case 86..<89:
            return .bytes((0..<Int.random(in: 1...4, using: &generator)).map { _ in allowed(in: 0x80...0xFF) })
        case 89..<92: return .bytes(Array((Self.characters.randomElement(using: &generator) ?? "é").utf8))
        case 92..<95: return .bytes([0x1B])
        case 95..<97: return .bytes(paste())
        case 97: return .resize(width: extremeExtent(), height: extremeExtent())
        default:
            return .resize(
                width: Int.random(in: 1...200, using: &generator), height: Int.random(in: 1...60, using: &generator))
        }
    }

    /// A size ncurses cannot address, an empty one, or an ordinary one.
    private mutating func extremeExtent() -> Int {
        [0, 1, 32_767, 32_768, 65_535, Int.random(in: 1...200, using: &generator)].randomElement(using: &generator) ?? 1
    }

    /// A bracketed paste: printable text, line breaks, tabs, other controls, key sequences and
    /// invalid UTF-8, one time in eight without its end marker.
    private mutating func paste() -> [UInt8] {
        var content: [UInt8] = []
        let length =
            Int.random(in: 0..<8, using: &generator) == 0
            ? Int.random(in: 256...4_096, using: &generator) : Int.random(in: 0...64, using: &generator)
        while content.count < length {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: content.append(Bool.random(using: &generator) ? 0x0D : 0x0A)
            case 1: content.append(control())
            case 2: content += Array(keySequence().utf8)
            case 3: content.append(allowed(in: 0x80...0xFF))
            default: content.append(printable())
            }
        }
        let end: [UInt8] = Int.random(in: 0..<8, using: &generator) == 0 ? [] : Array("\u{1B}[201~".utf8)
        return Array("\u{1B}[200~".utf8) + content + end
    }

    private mutating func printable() -> UInt8 { allowed(in: 0x20...0x7E) }

    private mutating func control() -> UInt8 {
        Bool.random(using: &generator) ? 0x7F : allowed(in: 0x00...0x1F)
    }

    private mutating func allowed(in range: ClosedRange<UInt8>) -> UInt8 {
        while true {
            let byte = UInt8.random(in: range, using: &generator)
            if !Self.forbidden.contains(byte) { return byte }
        }
    }

    /// A key's sequence, or (one time in five) a CSI sequence with random parameters and final
    /// byte, which no key sends.
    private mutating func keySequence() -> String {
        guard Int.random(in: 0..<5, using: &generator) == 0 else {
            return Self.keySequences.randomElement(using: &generator) ?? "\u{1B}[A"
        }
        let parameters = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            String(Int.random(in: 0...999, using: &generator))
        }
        // Not `q` either: a program that does not know the sequence may take its bytes as typed.
        let final = Character(Unicode.Scalar(allowed(in: 0x40...0x7E)))
        return "\u{1B}[" + parameters.joined(separator: ";") + String(final)
    }

    /// A prefix of `bytes`, at least the introducer, never the whole.
    private mutating func cutOff(_ bytes: [UInt8]) -> [UInt8] {
        Array(bytes.prefix(Int.random(in: 1..<max(2, bytes.count), using: &generator)))
    }

    private mutating func coordinate() -> Int {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return 0
        case 1: return Int.random(in: 201...99_999, using: &generator)
        default: return Int.random(in: 1...220, using: &generator)
        }
    }

    /// `ESC [ < button ; x ; y M|m`: presses, releases, drags, wheel and unknown buttons.
    private mutating func sgrMouse() -> [UInt8] {
        let buttons = [0, 1, 2, 3, 32, 35, 64, 65, 66, 67, 4, 8, 16]
        let button =
            Int.random(in: 0..<5, using: &generator) == 0
            ? Int.random(in: 0...255, using: &generator)
            : buttons.randomElement(using: &generator) ?? 0
        let final = Bool.random(using: &generator) ? "M" : "m"
        return Array("\u{1B}[<\(button);\(coordinate());\(coordinate())\(final)".utf8)
    }

    /// `ESC [ M b x y`, each byte 32 + value (up to 223).
    private mutating func x10Mouse() -> [UInt8] {
        [0x1B, UInt8(ascii: "["), UInt8(ascii: "M")] + (0..<3).map { _ in allowed(in: 0x20...0xFF) }
    }
}
