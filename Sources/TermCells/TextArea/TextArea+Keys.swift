extension TextArea {
    /// Answers `event`: a key (see ``handle(_:)-(KeyEvent)``), or a paste (``InputEvent/paste(_:)``),
    /// inserted as one edit with its line breaks (CR LF and CR read as LF) and each line's
    /// control characters cleaned as a ``TextField`` cleans them. Returns whether it was used;
    /// mouse reports and resizes are left to the owner.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key):
            return handle(key)
        case .paste(let pasted):
            change(.paste) { insert(pasted) }
            return true
        case .mouse, .resize:
            return false
        }
    }

    /// Answers a key, as ``handle(_:)-(InputEvent)`` does:
    ///
    /// | keys | what they do |
    /// | --- | --- |
    /// | Enter | ``onSubmit`` with the text, after adding it to ``history``; a line break without ``onSubmit`` |
    /// | Alt-Enter, Shift-Enter, Ctrl-J | a line break |
    /// | ↑ ↓, Ctrl-P Ctrl-N | the line above, below, at the same column on screen; at the first line, the previous entry of ``history``, at the last the next (after the newest, the draft) |
    /// | Ctrl-_ (Ctrl-/ with the kitty keyboard) | undo |
    /// | Esc | ``onCancel`` |
    /// | the others | a ``TextField``'s keys (``EditableLine/Edit/init(_:)``), across line ends |
    ///
    /// Alt-Enter works on every terminal (it arrives as Esc and Enter). Shift-Enter and Ctrl-J
    /// are told apart from Enter only where the terminal speaks the kitty keyboard protocol;
    /// elsewhere Shift-Enter sends what Enter sends, and Ctrl-J (a line feed) arrives as Enter,
    /// so both submit. Ctrl-Z is not undo: a terminal's Ctrl-Z suspends the program.
    @discardableResult
    public func handle(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .enter where !key.modifiers.isDisjoint(with: [.alt, .shift]), .control("j"):
            insertLineBreak()
        case .enter:
            guard let onSubmit else {
                insertLineBreak()
                return true
            }
            submit(onSubmit)
        case .escape:
            guard let onCancel else { return false }
            onCancel()
        case .up, .control("p"):
            return moveVertically(by: -1)
        case .down, .control("n"):
            return moveVertically(by: 1)
        case .control("_"):
            undo()
        case .character("/") where key.modifiers.contains(.control):
            undo()
        default:
            guard let edit = EditableLine.Edit(key) else { return false }
            apply(edit)
        }
        return true
    }

    /// Adds the text to ``history`` (not an empty one, nor the newest again) and hands it to
    /// `onSubmit`; ↑ then starts again from the newest entry.
    private func submit(_ onSubmit: @MainActor (String) -> Void) {
        let submitted = text
        if !submitted.isEmpty, history.last != submitted { history.append(submitted) }
        recall = HistoryRecall()
        undoStack.endGroup()
        onSubmit(submitted)
    }

    /// Moves the cursor `step` lines (−1 up, 1 down) to the character at the column it was
    /// at (or the goal column of the moves before), or recalls history past the first or last
    /// line. Returns whether the key was used.
    private func moveVertically(by step: Int) -> Bool {
        let target = cursorLine + step
        guard editedLines.indices.contains(target) else {
            return step < 0 ? recallOlderEntry() : recallNewerEntry()
        }
        let column = goalColumn ?? editedLines[cursorLine].textBeforeCursor.displayWidth
        editedLines[target].cursorOffset = Self.offset(in: editedLines[target].text, atColumn: column)
        cursorLine = target
        undoStack.endGroup()
        goalColumn = column
        return true
    }

    /// The characters of `text` that end at or before `column`: the cursor goes before a wide
    /// character that `column` falls inside.
    static func offset(in text: String, atColumn column: Int) -> Int {
        var width = 0
        var offset = 0
        for character in text {
            width += character.displayWidth
            if width > column { break }
            offset += 1
        }
        return offset
    }
}
