/// What a frame draws over its views, apart from the content: the host decides what shows
/// (it knows the scroll, the items and the reader), the frame renderer draws it and remembers
/// where, so the next frame clears what no longer shows.
struct FrameOverlays {
    /// The scroll indicator's column, right of the layout's width: its track starts `top`
    /// rows down (below a pinned header), and `thumb` is the track's rows the thumb covers;
    /// nil blanks the column.
    var indicatorTop = 0
    var indicatorThumb: Range<Int>?
    /// The empty state: the view drawn below the content of a host with no items, from row
    /// `emptyStateTop` down; nil when the host has items or no such view.
    var emptyState: ReusableView?
    var emptyStateTop = 0
    /// The `↓ N new` mark's text, drawn at the right end of the viewport's last line; nil
    /// when there is none.
    var newItemsMark: String?
}
