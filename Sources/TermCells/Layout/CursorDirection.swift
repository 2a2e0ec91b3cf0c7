/// A way the cursor moves, asked of a layout with
/// ``CollectionLayout/item(_:from:in:)``. The keys that move it are in the Layouts article.
public enum CursorDirection: Hashable, Sendable {
    /// To the item above (Up, `k`).
    case up
    /// To the item below (Down, `j`).
    case down
    /// To the previous item (Left, `h`), where ``CollectionLayout/movesHorizontally``.
    case left
    /// To the next item (Right, `l`), where ``CollectionLayout/movesHorizontally``.
    case right
    /// About ``NavigationContext/pageHeight`` rows up (PgUp; Ctrl-U for half of it).
    case pageUp
    /// About ``NavigationContext/pageHeight`` rows down (PgDn; Ctrl-D for half of it).
    case pageDown
}

/// What a layout may need to pick the cursor's next item.
@MainActor
public struct NavigationContext {
    /// The column the cursor aims for when moving up, down or a page: the centre of the item
    /// it started from, kept while moving vertically (as text editors do).
    public var preferredX: Int
    /// The rows a page move covers (the viewport less one row, or half of it).
    public var pageHeight: Int
    /// The viewport, in content coordinates.
    public var visibleRect: Rect
    /// The host's content, for a layout that measures items as it reaches them.
    public var content: LayoutContent

    /// Creates a context.
    public init(preferredX: Int, pageHeight: Int, visibleRect: Rect, content: LayoutContent) {
        self.preferredX = preferredX
        self.pageHeight = pageHeight
        self.visibleRect = visibleRect
        self.content = content
    }
}
