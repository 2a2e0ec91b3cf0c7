extension TextArea {
    /// Makes `edit` as the person would, across lines where a line's edit stops at its end: ←
    /// (or a word left) at a line's start goes to the end of the line before, → (or a word
    /// right) at its end to the start of the next; a delete backwards at a line's start joins
    /// it to the line before, a delete forwards at its end joins the next to it. Home and End
    /// stay in the line. ``onChange`` hears of it when the text changed.
    func apply(_ edit: EditableLine.Edit) {
        let line = editedLines[cursorLine]
        let atStart = line.textBeforeCursor.isEmpty
        let atEnd = line.isCursorAtEnd
        switch edit {
        case .moveLeft, .moveWordLeft:
            if atStart, cursorLine > 0 {
                cursorLine -= 1
                editedLines[cursorLine].apply(.moveToEnd)
            } else {
                editedLines[cursorLine].apply(edit)
            }
            endMotion()
        case .moveRight, .moveWordRight:
            if atEnd, cursorLine + 1 < editedLines.count {
                cursorLine += 1
                editedLines[cursorLine].cursorOffset = 0
            } else {
                editedLines[cursorLine].apply(edit)
            }
            endMotion()
        case .moveToStart, .moveToEnd:
            editedLines[cursorLine].apply(edit)
            endMotion()
        case .deleteBackward, .deleteWordBackward, .deleteBlankDelimitedWordBackward, .deleteToStart:
            change(.deletingBackward) { atStart ? joinWithPreviousLine() : editedLines[cursorLine].apply(edit) }
        case .deleteForward, .deleteWordForward, .deleteToEnd:
            change(.deletingForward) { atEnd ? joinWithNextLine() : editedLines[cursorLine].apply(edit) }
        case .insert(let inserted):
            change(.typing) { insert(inserted) }
        }
    }

    /// Inserts `inserted` at the cursor, its line breaks kept (see ``lineTexts(in:)``) and each
    /// line cleaned, and leaves the cursor after it. Returns whether the text changed.
    func insert(_ inserted: String) -> Bool {
        let pieces = Self.lineTexts(in: inserted)
        guard let first = pieces.first, let last = pieces.last, pieces.count > 1 else {
            return editedLines[cursorLine].apply(.insert(inserted))
        }
        var head = editedLines[cursorLine]
        let rest = String(head.textAfterCursor)
        head.apply(.deleteToEnd)
        head.apply(.insert(String(first)))
        var tail = EditableLine(rest)
        tail.cursorOffset = 0
        tail.apply(.insert(String(last)))
        let middle = pieces.dropFirst().dropLast().map { EditableLine(String($0)) }
        editedLines.replaceSubrange(cursorLine...cursorLine, with: [head] + middle + [tail])
        cursorLine += pieces.count - 1
        return true
    }

    /// Breaks the line at the cursor, the cursor at the start of the new line.
    func insertLineBreak() {
        change(.lineBreak) { insert("\n") }
    }

    /// Joins the cursor's line to the one before it, the cursor where they meet. Returns
    /// whether there was a line before.
    func joinWithPreviousLine() -> Bool {
        guard cursorLine > 0 else { return false }
        let previous = editedLines[cursorLine - 1].text
        var joined = EditableLine(previous + editedLines[cursorLine].text)
        // Where the two meet, or after the character they joined into (a mark at the start of
        // the second line joins the last letter of the first).
        joined.cursorOffset = previous.count
        editedLines.replaceSubrange((cursorLine - 1)...cursorLine, with: [joined])
        cursorLine -= 1
        return true
    }

    /// Joins the line after the cursor's to it, the cursor where they meet. Returns whether
    /// there was a line after.
    func joinWithNextLine() -> Bool {
        guard cursorLine + 1 < editedLines.count else { return false }
        cursorLine += 1
        return joinWithPreviousLine()
    }

    /// Makes a change of `kind` with `body`, which returns whether the text changed: undo can
    /// go back to before it (with the changes of its group), ``onChange`` hears of it.
    func change(_ kind: UndoStack.Kind, _ body: () -> Bool) {
        // The state is kept only when a group starts: within a run of typing the lines are not
        // copied, so a key costs what it changes.
        let startsGroup = undoStack.startsGroup(of: kind)
        if startsGroup { undoStack.push(UndoStack.State(lines: editedLines, cursorLine: cursorLine)) }
        guard body() else {
            if startsGroup { undoStack.dropLast() }
            return
        }
        goalColumn = nil
        onChange?(text)
    }

    /// Ends what a motion ends: the column ↑ ↓ keep, and the run of typing undo takes whole.
    func endMotion() {
        goalColumn = nil
        undoStack.endGroup()
    }
}
