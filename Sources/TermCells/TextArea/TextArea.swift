/// A multi-line text field: a chat's prompt, a commit message, a note — what a `UITextView`
/// was in a form.
///
/// Enter submits (``onSubmit``); Alt-Enter, Shift-Enter and Ctrl-J insert a line break (see
/// ``handle(_:)-(KeyEvent)`` for which terminals tell them apart); a paste keeps its line
/// breaks. The area grows with its text up to ``maximumVisibleLines`` rows (ask
/// ``height(forWidth:)`` when laying out), then scrolls to keep the cursor in view. A line
/// longer than the area is wide wraps onto the next row after its last space that fits (a
/// longer word at the character that does not fit).
/// ↑ at the first line and ↓ at the last recall ``history``; Ctrl-_ undoes.
///
/// ```swift
/// let prompt = TextArea(placeholder: "Message")
/// prompt.onSubmit = { message in
///     send(message)
///     prompt.text = ""
/// }
///
/// // in the screen's draw and handle:
/// let height = prompt.height(forWidth: canvas.size.width)
/// prompt.draw(in: canvas.child(in: Rect(x: 0, y: canvas.size.height - height, width: canvas.size.width, height: height)))
/// if !prompt.handle(event) { transcript.handle(event) }
/// ```
///
/// Each line is an ``EditableLine``: the keys that edit and move in a line are a
/// ``TextField``'s, the same characters are kept whole and the same control characters
/// cleaned. Across lines, ← at a line's start and → at its end go on to the line before or
/// after, Backspace at a line's start and Delete at its end join two lines, and ↑ ↓ go to the
/// line above or below, keeping the cursor's column on screen.
///
/// As the field, the area knows no terminal and no focus system: its owner gives it the events
/// it should see, and a key it does not use (Tab, PgUp PgDn, ↑ or ↓ with nothing to recall,
/// Esc without ``onCancel``) is returned unused.
@MainActor
public final class TextArea {
    /// What is shown, dimmed, while the text is empty.
    public var placeholder: String
    /// The style of the text and of the rest of the area's rows.
    public var style: Style = .plain
    /// The style of the placeholder: the theme's ``Theme/fieldPlaceholder`` unless set.
    public var placeholderStyle: Style {
        get { ownPlaceholderStyle ?? theme.fieldPlaceholder }
        set { ownPlaceholderStyle = newValue }
    }
    /// The style of the character under the cursor, when the area draws its cursor
    /// (``drawsCursor``); after a line's last character the cursor is a `▏` in ``style``. The
    /// theme's ``Theme/fieldCursor`` unless set.
    public var cursorStyle: Style {
        get { ownCursorStyle ?? theme.fieldCursor }
        set { ownCursorStyle = newValue }
    }
    private var ownPlaceholderStyle: Style?
    private var ownCursorStyle: Style?
    /// The theme of the canvas the area was last drawn on (``Canvas/theme``).
    var theme = Theme.dark
    /// Whether the area has the keyboard: it draws its cursor (see ``drawsCursor``) and reports
    /// the cursor's cell as the focus (``Canvas/reportFocus(at:)``). Its owner decides which
    /// events it gets.
    public var isFocused = true
    /// Whether the focused area draws its own cursor (turn it off in accessible mode, where the
    /// terminal's cursor stands on the reported cell), as ``TextField/drawsCursor``.
    public var drawsCursor = true
    /// The most rows the area asks for (``height(forWidth:)``): it grows with its text up to
    /// this many, then scrolls. Rows, not lines: a wrapped line takes as many as it wraps onto.
    /// Below 1, 1.
    public var maximumVisibleLines = 5

    /// What was submitted, oldest first: Enter appends the text (unless it is empty or the same
    /// as the newest entry), and ↑ at the first line recalls the entries from the newest back.
    /// Keep it, trim it or fill it from a file as you like.
    public var history: [String] = []

    /// Called after every edit that changed the text, once per key, paste, undo or recall,
    /// with the new text.
    public var onChange: (@MainActor (String) -> Void)?
    /// Called on Enter with the text, after it joined ``history``. Set ``text`` to `""` in it
    /// to clear the area. Without it, Enter inserts a line break, as in a `UITextView`.
    public var onSubmit: (@MainActor (String) -> Void)?
    /// Called on Esc. Without it, Esc is not used.
    public var onCancel: (@MainActor () -> Void)?

    /// The lines. Only the cursor line's cursor (``cursorLine``) is the area's; the others'
    /// are moved to where the cursor enters them.
    var editedLines: [EditableLine]
    /// The line the cursor is in: an index of ``lines``.
    public internal(set) var cursorLine = 0
    /// The column ↑ and ↓ keep while they go on moving, though a shorter line on the way put
    /// the cursor further left; nil after any other key.
    var goalColumn: Int?
    /// Where ↑ and ↓ are in ``history``.
    var recall = HistoryRecall()
    /// The states Ctrl-_ goes back to.
    var undoStack = UndoStack()
    /// The first wrapped row shown: kept from frame to frame, so the text stays put while the
    /// cursor moves in view, and moved only to bring the cursor into view.
    var firstVisibleRow = 0

    /// An area holding `text` (its lines cleaned as ``EditableLine/cleaned(_:)`` cleans a
    /// line), the cursor at its end.
    public init(text: String = "", placeholder: String = "") {
        self.placeholder = placeholder
        editedLines = Self.editableLines(text)
        cursorLine = editedLines.count - 1
    }

    /// The text: the lines joined by `"\n"`. Setting it cleans it, puts the cursor at its end,
    /// forgets what undo would go back to and where ↑ was in the history, and calls no
    /// ``onChange``: that callback reports the person's edits.
    public var text: String {
        get { editedLines.lazy.map(\.text).joined(separator: "\n") }
        set {
            replaceText(with: newValue)
            recall = HistoryRecall()
        }
    }

    /// The text's lines, at least one (empty, when the text is).
    public var lines: [String] { editedLines.map(\.text) }

    /// The characters before the cursor in its line (``cursorLine``).
    public var cursorOffset: Int { editedLines[cursorLine].cursorOffset }

    /// Replaces the whole text, the cursor at its end, with nothing to undo.
    func replaceText(with text: String) {
        editedLines = Self.editableLines(text)
        cursorLine = editedLines.count - 1
        goalColumn = nil
        undoStack = UndoStack()
        firstVisibleRow = 0
    }

    /// The lines of `text`, each cleaned.
    static func editableLines(_ text: String) -> [EditableLine] {
        lineTexts(in: text).map { EditableLine(String($0)) }
    }
}
