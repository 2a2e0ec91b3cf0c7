import Foundation

/// The OSC 8 links in the bytes a program sent to its terminal: each opening's URL and id,
/// with the glyphs written after it until the next OSC 8 (the closing, or another link).
struct SentLinks {
    struct Link {
        var url: String
        var id: String
        var text: String
    }

    private(set) var links: [Link] = []
    /// Whether the last OSC 8 of the bytes closes a link: nothing written after them leads
    /// anywhere.
    private(set) var endsClosed = true

    private static let esc = "\u{1B}"

    init(in output: [UInt8]) {
        let text = String(decoding: output, as: UTF8.self)
        for part in text.components(separatedBy: "\(Self.esc)]8;").dropFirst() {
            // "id=ID;URL ESC \ TEXT" for an opening, "; ESC \ ..." for a closing.
            endsClosed = part.hasPrefix(";\(Self.esc)\\")
            guard part.hasPrefix("id="), let end = part.range(of: "\(Self.esc)\\") else { continue }
            let parameters = part[..<end.lowerBound]
            guard let separator = parameters.firstIndex(of: ";") else { continue }
            let id = String(parameters[parameters.index(parameters.startIndex, offsetBy: 3)..<separator])
            let url = String(parameters[parameters.index(after: separator)...])
            links.append(Link(url: url, id: id, text: Self.printable(part[end.upperBound...])))
        }
    }

    /// `text` without its CSI sequences and charset selections: the glyphs written.
    private static func printable(_ text: Substring) -> String {
        var glyphs = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                glyphs.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "["?:
                // Parameters up to the final byte.
                while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
            case "("?:
                _ = scalars.next()
            default:
                break
            }
        }
        return glyphs
    }
}
