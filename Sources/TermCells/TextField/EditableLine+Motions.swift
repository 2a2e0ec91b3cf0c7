extension EditableLine {
    /// Whether `character` is part of a word for the word motions (Alt-B, Alt-F, Ctrl-← and
    /// Ctrl-→, Alt-Backspace, Alt-D): a letter or a digit, with its marks. Anything else
    /// (spaces, punctuation, symbols, emoji) separates words, as readline's motions have it.
    public static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// The start of the word before `index`: past the separators before it, then past the
    /// word (readline's `backward-word`); the start of the text when there is none.
    func wordStart(before index: String.Index) -> String.Index {
        var index = index
        while index > text.startIndex, !Self.isWordCharacter(text[text.index(before: index)]) {
            index = text.index(before: index)
        }
        while index > text.startIndex, Self.isWordCharacter(text[text.index(before: index)]) {
            index = text.index(before: index)
        }
        return index
    }

    /// The end of the word after `index`: past the separators after it, then past the word
    /// (readline's `forward-word`); the end of the text when there is none.
    func wordEnd(after index: String.Index) -> String.Index {
        var index = index
        while index < text.endIndex, !Self.isWordCharacter(text[index]) { index = text.index(after: index) }
        while index < text.endIndex, Self.isWordCharacter(text[index]) { index = text.index(after: index) }
        return index
    }

    /// The start of the blank-delimited word before `index`: past the whitespace before it,
    /// then past everything up to the whitespace before that (the shells' Ctrl-W,
    /// `unix-word-rubout`: `path/to/file` goes whole).
    func blankDelimitedWordStart(before index: String.Index) -> String.Index {
        var index = index
        while index > text.startIndex, text[text.index(before: index)].isWhitespace {
            index = text.index(before: index)
        }
        while index > text.startIndex, !text[text.index(before: index)].isWhitespace {
            index = text.index(before: index)
        }
        return index
    }

    /// The character boundary before `index`, or `index` at the start.
    func boundary(before index: String.Index) -> String.Index {
        index > text.startIndex ? text.index(before: index) : index
    }

    /// The character boundary after `index`, or `index` at the end.
    func boundary(after index: String.Index) -> String.Index {
        index < text.endIndex ? text.index(after: index) : index
    }
}
