/// One line of text being edited and the cursor in it: the model of a ``TextField``, a value
/// you can also keep and edit yourself.
///
/// The cursor is always between two characters (`Character`s, what a person sees as one
/// letter): it never lands inside a wide character, an emoji sequence or a letter with its
/// combining marks, and a delete always removes whole characters. An edit that makes its
/// neighbours join (a combining mark typed after a letter) leaves the cursor after the joined
/// character.
///
/// The text never holds control characters, nor more than 32 combining marks in a row: what
/// is inserted, typed, pasted or given to ``init(_:)`` goes through ``cleaned(_:)`` first, and
/// marks an edit joins to the ones beside it are cut to that many.
///
/// ```swift
/// var line = EditableLine("hello world")
/// line.apply(.moveWordLeft)      // the cursor before "world"
/// line.apply(.deleteWordBackward) // "world", the cursor at the start
/// ```
public struct EditableLine: Hashable, Sendable {
    /// The text, without control characters.
    public internal(set) var text: String
    /// Where the cursor is: an index of ``text`` on a character boundary, from `startIndex`
    /// (before the first character) to `endIndex` (after the last).
    public private(set) var cursor: String.Index

    /// A line holding `text` (cleaned, see ``cleaned(_:)``), the cursor at its end.
    public init(_ text: String = "") {
        let text = Self.cleaned(text)
        self.text = text
        cursor = text.endIndex
    }

    /// Whether the text is empty.
    public var isEmpty: Bool { text.isEmpty }

    /// Whether the cursor is after the last character.
    public var isCursorAtEnd: Bool { cursor == text.endIndex }

    /// The characters before the cursor. Counting walks the text before the cursor; setting it
    /// moves the cursor there (clamped to the text).
    public var cursorOffset: Int {
        get { text.distance(from: text.startIndex, to: cursor) }
        set {
            cursor = text.index(text.startIndex, offsetBy: max(0, newValue), limitedBy: text.endIndex) ?? text.endIndex
        }
    }

    /// The text before the cursor.
    public var textBeforeCursor: Substring { text[..<cursor] }
    /// The text after the cursor.
    public var textAfterCursor: Substring { text[cursor...] }

    /// Replaces the text between the cursor and `bound` (on either side of it) with `new`,
    /// which is already clean, and leaves the cursor after `new`. Returns the last character
    /// boundary before the change that is still one after it (the start of the character
    /// before the change, or the start of the text), or nil when nothing changed.
    ///
    /// Character boundaries are decided by the characters on either side and before them, so
    /// every boundary strictly before the change stays one; the cursor is found by walking
    /// from there, so it lands on a boundary of the new text even when `new` joined the
    /// character before it (a combining mark) or the one after.
    mutating func replace(towards bound: String.Index, with new: String) -> String.Index? {
        let range = min(cursor, bound)..<max(cursor, bound)
        guard !range.isEmpty || !new.isEmpty else { return nil }
        let anchor = range.lowerBound > text.startIndex ? text.index(before: range.lowerBound) : text.startIndex
        let anchorOffset = text.utf8.distance(from: text.startIndex, to: anchor)
        let startOffset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        var endOffset = startOffset + new.utf8.count
        text.replaceSubrange(range, with: new)
        // Marks on either side of the change may now run on past the limit: the later joint
        // first, so that the earlier offset stays valid.
        limitJoiningRun(at: endOffset, movingOffset: &endOffset)
        if startOffset < endOffset { limitJoiningRun(at: startOffset, movingOffset: &endOffset) }
        let stable = text.utf8.index(text.startIndex, offsetBy: anchorOffset)
        let end = text.utf8.index(text.startIndex, offsetBy: endOffset)
        var index = stable
        while index < end { index = text.index(after: index) }
        cursor = index
        return stable
    }

    /// Moves the cursor to `index`, which is a character boundary of ``text``.
    mutating func moveCursor(to index: String.Index) {
        cursor = index
    }

    public static func == (lhs: EditableLine, rhs: EditableLine) -> Bool {
        lhs.text == rhs.text && lhs.cursorUTF8Offset == rhs.cursorUTF8Offset
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(cursorUTF8Offset)
    }

    private var cursorUTF8Offset: Int { text.utf8.distance(from: text.startIndex, to: cursor) }
}
