extension EditableLine {
    /// One change to a line: the cursor moved or text inserted or deleted around it.
    public enum Edit: Hashable, Sendable {
        /// Inserts text at the cursor (cleaned, see ``EditableLine/cleaned(_:)``) and moves the
        /// cursor after it: a typed character, or a whole paste as one edit.
        case insert(String)
        /// One character left (←, Ctrl-B).
        case moveLeft
        /// One character right (→, Ctrl-F).
        case moveRight
        /// Before the first character (Home, Ctrl-A).
        case moveToStart
        /// After the last character (End, Ctrl-E).
        case moveToEnd
        /// To the start of the word before the cursor (Alt-B, Ctrl-←, Alt-←).
        case moveWordLeft
        /// To the end of the word after the cursor (Alt-F, Ctrl-→, Alt-→).
        case moveWordRight
        /// Deletes the character before the cursor (Backspace).
        case deleteBackward
        /// Deletes the character after the cursor (Delete, Ctrl-D).
        case deleteForward
        /// Deletes everything before the cursor (Ctrl-U).
        case deleteToStart
        /// Deletes everything after the cursor (Ctrl-K).
        case deleteToEnd
        /// Deletes to the start of the word before the cursor (Alt-Backspace).
        case deleteWordBackward
        /// Deletes to the end of the word after the cursor (Alt-D).
        case deleteWordForward
        /// Deletes back to the whitespace before the cursor's word, and the whitespace after
        /// it (Ctrl-W, the shells' `unix-word-rubout`).
        case deleteBlankDelimitedWordBackward
    }

    /// Makes `edit`; returns whether the text changed (a move returns false).
    @discardableResult
    public mutating func apply(_ edit: Edit) -> Bool {
        perform(edit) != nil
    }

    /// Makes `edit`; returns the last character boundary before the change that is still one
    /// (see ``replace(towards:with:)``) when the text changed, nil otherwise.
    mutating func perform(_ edit: Edit) -> String.Index? {
        switch edit {
        case .insert(let inserted):
            let clean = Self.cleaned(inserted)
            guard !insertionIsCut(clean) else { return nil }
            return replace(towards: cursor, with: clean)
        case .moveLeft: moveCursor(to: boundary(before: cursor))
        case .moveRight: moveCursor(to: boundary(after: cursor))
        case .moveToStart: moveCursor(to: text.startIndex)
        case .moveToEnd: moveCursor(to: text.endIndex)
        case .moveWordLeft: moveCursor(to: wordStart(before: cursor))
        case .moveWordRight: moveCursor(to: wordEnd(after: cursor))
        case .deleteBackward: return replace(towards: boundary(before: cursor), with: "")
        case .deleteForward: return replace(towards: boundary(after: cursor), with: "")
        case .deleteToStart: return replace(towards: text.startIndex, with: "")
        case .deleteToEnd: return replace(towards: text.endIndex, with: "")
        case .deleteWordBackward: return replace(towards: wordStart(before: cursor), with: "")
        case .deleteWordForward: return replace(towards: wordEnd(after: cursor), with: "")
        case .deleteBlankDelimitedWordBackward:
            return replace(towards: blankDelimitedWordStart(before: cursor), with: "")
        }
        return nil
    }
}

extension EditableLine.Edit {
    /// The edit `event` makes in a one-line field, or nil for a key that edits nothing (Enter,
    /// Esc, Tab, ↑ ↓, PgUp PgDn, function keys, other chords):
    ///
    /// | keys | edit |
    /// | --- | --- |
    /// | ← →, Ctrl-B Ctrl-F | ``moveLeft``, ``moveRight`` |
    /// | Ctrl-← Ctrl-→, Alt-← Alt-→, Alt-B Alt-F | ``moveWordLeft``, ``moveWordRight`` |
    /// | Home, Ctrl-A | ``moveToStart`` |
    /// | End, Ctrl-E | ``moveToEnd`` |
    /// | Backspace (Ctrl-H), Alt-Backspace | ``deleteBackward``, ``deleteWordBackward`` |
    /// | Delete, Ctrl-D | ``deleteForward`` |
    /// | Alt-D | ``deleteWordForward`` |
    /// | Ctrl-U, Ctrl-K | ``deleteToStart``, ``deleteToEnd`` |
    /// | Ctrl-W | ``deleteBlankDelimitedWordBackward`` |
    /// | a character (Shift allowed) | ``insert(_:)`` |
    public init?(_ event: KeyEvent) {
        let byWord = !event.modifiers.isDisjoint(with: [.control, .alt])
        switch event.key {
        case .left: self = byWord ? .moveWordLeft : .moveLeft
        case .right: self = byWord ? .moveWordRight : .moveRight
        case .home, .control("a"): self = .moveToStart
        case .end, .control("e"): self = .moveToEnd
        case .control("b"): self = .moveLeft
        case .control("f"): self = .moveRight
        case .backspace: self = event.modifiers.contains(.alt) ? .deleteWordBackward : .deleteBackward
        case .delete, .control("d"): self = .deleteForward
        case .control("u"): self = .deleteToStart
        case .control("k"): self = .deleteToEnd
        case .control("w"): self = .deleteBlankDelimitedWordBackward
        case .character(let character) where event.modifiers.contains(.alt):
            switch character {
            case "b": self = .moveWordLeft
            case "f": self = .moveWordRight
            case "d": self = .deleteWordForward
            default: return nil
            }
        case .character(let character) where !event.modifiers.contains(.control):
            self = .insert(String(character))
        default:
            return nil
        }
    }
}
