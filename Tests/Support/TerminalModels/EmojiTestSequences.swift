#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fully-qualified emoji sequences of Unicode's `emoji-test.txt`, as Debian's
/// `unicode-data` package installs it (`scripts/bootstrap.sh` installs the package).
package enum EmojiTestSequences {
    package static let path = "/usr/share/unicode/emoji/emoji-test.txt"

    /// Why the sequences cannot be read.
    package struct Missing: Error, CustomStringConvertible {
        package let description: String
    }

    /// Each fully-qualified sequence with its name, in the file's order.
    package static func fullyQualified() throws -> [(sequence: String, name: String)] {
        guard let file = fopen(path, "r") else {
            throw Missing(
                description: "\(path) is missing: install Debian's unicode-data package (scripts/bootstrap.sh does)")
        }
        defer { fclose(file) }
        var sequences: [(sequence: String, name: String)] = []
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            // `1F468 200D 1F469 ; fully-qualified # 👨‍👩 E2.0 family: man, woman`
            let text = String(cString: line)
            let fields = text.split(separator: ";", maxSplits: 1)
            guard fields.count == 2, fields[1].hasPrefix(" fully-qualified") else { continue }
            let scalars = fields[0].split(separator: " ").compactMap {
                UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
            }
            // The comment: the emoji, the version it came in, the name.
            let comment = fields[1].split(separator: "#", maxSplits: 1).last ?? ""
            let words = comment.split(separator: " ", maxSplits: 2)
            let name = words.count == 3 ? String(words[2]) : ""
            sequences.append((String(String.UnicodeScalarView(scalars)), name.trimmingNewline))
        }
        guard !sequences.isEmpty else { throw Missing(description: "\(path) holds no fully-qualified sequence") }
        return sequences
    }
}

extension String {
    fileprivate var trimmingNewline: String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
