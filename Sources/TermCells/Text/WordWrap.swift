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
        wordWrapped(toWidth: width, maximumLines: .max)
    }

    /// This text broken into lines as ``wordWrapped(toWidth:)`` does, but at most
    /// `maximumLines` of them: when the text goes on, the last line ends in `…`. The text
    /// after the last line is not read, so a long value costs what its lines show.
    ///
    /// ```swift
    /// "The smallest planet and the closest to the Sun".wordWrapped(toWidth: 16, maximumLines: 2)
    /// // ["The smallest", "planet and the…"]
    /// ```
    public func wordWrapped(toWidth width: Int, maximumLines: Int) -> [String] {
        guard width > 0, maximumLines > 0 else { return [] }
        // One line more than asked for tells that the text goes on.
        var wrapping = WordWrapping(width: width, lineLimit: maximumLines == .max ? .max : maximumLines + 1)
        var index = startIndex
        while index < endIndex, !wrapping.isFull {
            wrapping.take(self[index])
            index = self.index(after: index)
        }
        var lines = wrapping.finish()
        if lines.count > maximumLines {
            lines.removeLast(lines.count - maximumLines)
            lines[maximumLines - 1] = lines[maximumLines - 1].endingInEllipsis(toWidth: width)
        }
        return lines
    }
}

/// Word wrapping, one character at a time: the text is read only as far as its lines go.
private struct WordWrapping {
    let width: Int
    let lineLimit: Int
    private(set) var lines: [String] = []
    private var line = ""
    private var lineWidth = 0
    /// The word being read, not yet placed on a line.
    private var word = ""
    private var wordWidth = 0
    /// The lines before the current paragraph's: a paragraph that made none is an empty line.
    private var linesBeforeParagraph = 0

    init(width: Int, lineLimit: Int) {
        self.width = width
        self.lineLimit = lineLimit
    }

    var isFull: Bool { lines.count >= lineLimit }

    mutating func take(_ character: Character) {
        switch character {
        case "\n":
            endParagraph()
        case " ":
            placeWord()
        default:
            word.append(character)
            wordWidth += character.displayWidth
            // Too wide for any line: a full line of it; the rest goes on.
            if wordWidth > width {
                if !line.isEmpty { endLine() }
                let (head, headWidth) = Substring(word).prefix(fittingWidth: width)
                lines.append(String(head))
                word = String(word.dropFirst(head.count))
                wordWidth -= headWidth
            }
        }
    }

    /// The lines, the last paragraph ended.
    mutating func finish() -> [String] {
        if !isFull { endParagraph() }
        return lines
    }

    private mutating func placeWord() {
        guard !word.isEmpty else { return }
        if line.isEmpty {
            line = word
            lineWidth = wordWidth
        } else if lineWidth + 1 + wordWidth <= width {
            line += " " + word
            lineWidth += 1 + wordWidth
        } else {
            endLine()
            line = word
            lineWidth = wordWidth
        }
        word = ""
        wordWidth = 0
    }

    private mutating func endLine() {
        lines.append(line)
        line = ""
        lineWidth = 0
    }

    private mutating func endParagraph() {
        placeWord()
        // An empty paragraph is an empty line.
        if !line.isEmpty || lines.count == linesBeforeParagraph { endLine() }
        linesBeforeParagraph = lines.count
    }
}

extension String {
    /// This line with `…` at its end, within `width` columns: the line's last characters make
    /// room for it when it is full.
    fileprivate func endingInEllipsis(toWidth width: Int) -> String {
        if displayWidth + 1 <= width { return self + "…" }
        return Substring(self).prefix(fittingWidth: max(0, width - 1)).0 + "…"
    }
}

extension Substring {
    /// The longest leading run of whole characters at most `width` columns wide (at least one
    /// character, so a single glyph wider than `width` still makes progress), and its width.
    func prefix(fittingWidth width: Int) -> (Substring, Int) {
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
