extension StringProtocol {
    /// This text broken into lines of at most `width` columns, at spaces.
    ///
    /// Runs of spaces between words collapse to one; a line break (`\n`) in the text starts a new
    /// line, and an empty paragraph stays an empty line. A word wider than `width` is cut between
    /// characters (never through a wide one) and carried on the next lines. Widths are display
    /// widths (``displayWidth``), so CJK text and emoji wrap where they end on the screen. The
    /// lines are not sanitised: draw them with `Canvas.draw`, which is.
    ///
    /// ```swift
    /// "The smallest planet and the closest to the Sun".wordWrapped(toWidth: 16)
    /// // ["The smallest", "planet and the", "closest to the", "Sun"]
    /// ```
    public func wordWrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
            let linesBefore = lines.count
            var line = ""
            var lineWidth = 0
            var hasLine = false
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                var wordWidth = word.displayWidth
                if hasLine && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if hasLine { lines.append(line) }
                // Too wide for any line: full lines of it, then the rest starts the next line.
                while wordWidth > width, !word.isEmpty {
                    let (head, headWidth) = word.prefix(fittingWidth: width)
                    lines.append(String(head))
                    word = word.dropFirst(head.count)
                    wordWidth -= headWidth
                }
                line = String(word)
                lineWidth = wordWidth
                hasLine = !word.isEmpty
            }
            // An empty paragraph is an empty line.
            if hasLine || lines.count == linesBefore { lines.append(line) }
        }
        return lines
    }
}

extension Substring {
    /// The longest leading run of whole characters at most `width` columns wide (at least one
    /// character, so a single glyph wider than `width` still makes progress), and its width.
    fileprivate func prefix(fittingWidth width: Int) -> (Substring, Int) {
        var end = startIndex
        var used = 0
        while end < endIndex {
            let next = self[end].displayWidth
            if used + next > width && end > startIndex { break }
            used += next
            end = index(after: end)
        }
        return (self[startIndex..<end], used)
    }
}
