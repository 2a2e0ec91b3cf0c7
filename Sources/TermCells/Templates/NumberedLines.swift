extension String {
    /// The file's lines with their numbers (from 1), for the template and screen parsers.
    ///
    /// A line ends at `\n` or `\r\n` (in Swift `"\r\n"` is one `Character`, so a split on `"\n"`
    /// alone never cuts a CRLF file), and a `\r` left at a line's end is dropped.
    func numberedLines() -> [(number: Int, text: Substring)] {
        split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .enumerated()
            .map { index, line in (number: index + 1, text: line.hasSuffix("\r") ? line.dropLast() : line) }
    }
}

extension Substring {
    /// How many spaces the line starts with, counted on scalars: a combining mark after the
    /// indentation joins the last space into one `Character`, and must not hide it.
    var leadingSpaceCount: Int {
        unicodeScalars.prefix { $0 == " " }.count
    }

    /// The line without its first `count` scalars (spaces counted by ``leadingSpaceCount``).
    func droppingLeadingScalars(_ count: Int) -> Substring {
        Substring(unicodeScalars.dropFirst(count))
    }
}
