/// A one-line text field: the query line of a picker, a filter above a list, a form's entry.
///
/// It draws into the first row of the canvas it is given (its width is the field's), scrolls
/// sideways to keep the cursor in view, and answers the keys people expect of a line editor
/// (see ``EditableLine/Edit/init(_:)``): ← → Home End, Ctrl-A/E, Alt-B/F and Ctrl-←/→ by word,
/// Backspace, Delete, Ctrl-U/K/W. A paste (``InputEvent/paste(_:)``) is one edit, its line breaks
/// and control characters removed (``EditableLine/cleaned(_:)``).
///
/// ```swift
/// let search = TextField(placeholder: "Search")
/// search.onChange = { query in results.filter(query) }
/// search.onSubmit = { query in open(query) }
/// search.onCancel = { application.quit(status: 130) }
///
/// // in the screen's draw and handle:
/// search.draw(in: canvas.child(in: Rect(x: 0, y: 0, width: canvas.size.width, height: 1)))
/// if !search.handle(event) { results.host.handle(event) }
/// ```
///
/// The text is kept whole: the cursor moves, and deletes remove, whole characters (a wide
/// character, an emoji sequence, a letter with its marks), and a character that does not fit
/// at the field's right edge is not cut in half: its columns stay blank.
///
/// The field knows no terminal and no focus system: its owner gives it the events it should
/// see, and a key it does not use (↑ ↓, Tab, PgUp PgDn, and Enter or Esc without
/// ``onSubmit`` or ``onCancel``) is returned unused for the owner to route on.
@MainActor
public final class TextField {
    /// The text and the cursor. Setting it (as setting ``text``) calls no ``onChange``: that
    /// callback reports the person's edits.
    public var line: EditableLine {
        get { editedLine }
        set {
            if newValue.text != editedLine.text { scrollOrigin = newValue.text.startIndex }
            editedLine = newValue
        }
    }
    /// ``line``'s storage, which ``apply(_:)`` edits in place: a key costs what it changes,
    /// not a copy of the whole text (typing into a long text stays linear).
    private var editedLine: EditableLine
    /// What is shown, dimmed, while the text is empty.
    public var placeholder: String
    /// The style of the text and of the rest of the field's row.
    public var style: Style = .plain
    /// The style of the placeholder: the theme's ``Theme/fieldPlaceholder`` unless set.
    public var placeholderStyle: Style {
        get { ownPlaceholderStyle ?? theme.fieldPlaceholder }
        set { ownPlaceholderStyle = newValue }
    }
    /// The style of the character under the cursor, when the field draws its cursor
    /// (``drawsCursor``); after the last character the cursor is a `▏` in ``style``. The
    /// theme's ``Theme/fieldCursor`` unless set.
    public var cursorStyle: Style {
        get { ownCursorStyle ?? theme.fieldCursor }
        set { ownCursorStyle = newValue }
    }
    private var ownPlaceholderStyle: Style?
    private var ownCursorStyle: Style?
    /// The theme of the canvas the field was last drawn on (``Canvas/theme``).
    var theme = Theme.dark
    /// Whether the field has the keyboard: it draws its cursor (see ``drawsCursor``) and
    /// reports the cursor's cell as the focus (``Canvas/reportFocus(at:)``), where the
    /// terminal's cursor goes in accessible mode. Its owner decides which events it gets.
    public var isFocused = true
    /// Whether the focused field draws its own cursor. Outside accessible mode the terminal's
    /// cursor is hidden, and this is the cursor the person sees; in accessible mode the
    /// terminal's cursor stands on the reported cell, and a program may turn this off
    /// (`field.drawsCursor = !application.isAccessible`).
    public var drawsCursor = true

    /// Called after every edit that changed the text, once per key or paste, with the new text.
    public var onChange: (@MainActor (String) -> Void)?
    /// Called on Enter with the text. Without it, Enter is not used.
    public var onSubmit: (@MainActor (String) -> Void)?
    /// Called on Esc. Without it, Esc is not used.
    public var onCancel: (@MainActor () -> Void)?

    /// The first character shown: kept from frame to frame, so the text stays put while the
    /// cursor moves inside the field, and moved only to bring the cursor into view.
    var scrollOrigin: String.Index
    /// The cursor's column in the field as last drawn, nil before the first frame.
    public internal(set) var cursorColumn: Int?

    /// A field holding `text` (cleaned, see ``EditableLine/cleaned(_:)``), the cursor at its end.
    public init(text: String = "", placeholder: String = "") {
        editedLine = EditableLine(text)
        self.placeholder = placeholder
        scrollOrigin = editedLine.text.startIndex
    }

    /// The text. Setting it cleans it, puts the cursor at its end and calls no ``onChange``.
    public var text: String {
        get { line.text }
        set { line = EditableLine(newValue) }
    }

    /// Answers `event`: a key that edits the line or moves its cursor, Enter (with
    /// ``onSubmit``), Esc (with ``onCancel``), a paste. Returns whether it was used; other
    /// keys, mouse reports and resizes are left to the owner.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key):
            return handle(key)
        case .paste(let text):
            apply(.insert(text))
            return true
        case .mouse, .resize:
            return false
        }
    }

    /// Answers a key, as ``handle(_:)-(InputEvent)`` does.
    @discardableResult
    public func handle(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .enter:
            guard let onSubmit else { return false }
            onSubmit(line.text)
            return true
        case .escape:
            guard let onCancel else { return false }
            onCancel()
            return true
        default:
            guard let edit = EditableLine.Edit(key) else { return false }
            apply(edit)
            return true
        }
    }

    /// Makes `edit` as the person would: ``onChange`` hears of it when the text changed.
    public func apply(_ edit: EditableLine.Edit) {
        let originOffset = editedLine.text.utf8.distance(from: editedLine.text.startIndex, to: scrollOrigin)
        // A move leaves the text, and so the origin, as they are.
        guard let stable = editedLine.perform(edit) else { return }
        // The origin is still a character boundary when it lies before the change; otherwise
        // the last boundary before the change is, and the field shows from there (one
        // character of what came before the edit stays in view).
        let text = editedLine.text
        let stableOffset = text.utf8.distance(from: text.startIndex, to: stable)
        scrollOrigin = originOffset < stableOffset ? text.utf8.index(text.startIndex, offsetBy: originOffset) : stable
        onChange?(text)
    }
}
