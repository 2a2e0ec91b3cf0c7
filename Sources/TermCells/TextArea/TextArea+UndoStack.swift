extension TextArea {
    /// The states undo goes back to, one a group of edits: a run of typing, of Backspaces or of
    /// Deletes with no motion between them goes back whole; a paste, a line break and every
    /// other edit is a group of its own.
    struct UndoStack {
        /// What a change is, for grouping.
        enum Kind {
            case typing, deletingBackward, deletingForward, lineBreak, paste
        }

        /// The text and the cursor before a group.
        struct State {
            var lines: [EditableLine]
            var cursorLine: Int
        }

        /// The most groups kept: the oldest go first.
        static let limit = 100

        private(set) var states: [State] = []
        /// The kind of the group later changes of the same kind join, nil when the next change
        /// starts a group whatever its kind.
        private var openKind: Kind?

        /// Whether a change of `kind` starts a group; it is then the open one.
        mutating func startsGroup(of kind: Kind) -> Bool {
            let starts = openKind != kind || kind == .paste || kind == .lineBreak
            openKind = kind
            return starts
        }

        /// Keeps `state` as the one before the group that starts.
        mutating func push(_ state: State) {
            if states.count == Self.limit { states.removeFirst() }
            states.append(state)
        }

        /// Forgets the group that started with a change that changed nothing.
        mutating func dropLast() {
            _ = states.popLast()
            openKind = nil
        }

        /// Ends the open group: the next change starts one.
        mutating func endGroup() {
            openKind = nil
        }

        /// The state before the newest group, which is forgotten.
        mutating func pop() -> State? {
            openKind = nil
            return states.popLast()
        }
    }

    /// Goes back to the text and cursor before the last group of edits (Ctrl-_); does nothing
    /// when there is none.
    func undo() {
        guard let state = undoStack.pop() else { return }
        editedLines = state.lines
        cursorLine = min(state.cursorLine, editedLines.count - 1)
        goalColumn = nil
        onChange?(text)
    }
}
