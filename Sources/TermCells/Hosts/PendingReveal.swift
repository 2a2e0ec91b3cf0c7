/// A scroll to show something, made by the layout's estimates, and the offset it chose:
/// the next frame measures what it will show and places it again (see
/// ``CollectionLayout/revealsByMeasuring``).
struct PendingReveal {
    enum Target {
        /// An item, shown whole with the least scroll (its top, if taller than the host).
        case item(IndexPath)
        /// The content's end (see `LayoutHost.scrollToEnd()`).
        case end
    }

    var target: Target
    /// The offset before the first scroll since the last frame.
    var from: Int
    /// The offset the last scroll chose.
    var offset: Int
    /// Whether that scroll put the target's bottom (the content's end) on the viewport's
    /// last line.
    var atBottom: Bool
}

@MainActor
extension PendingReveal.Target {
    /// The item the target shows: its own, or the last one for the end.
    func item(in layout: some CollectionLayout) -> IndexPath? {
        switch self {
        case .end: return layout.lastItem
        case .item(let indexPath): return indexPath
        }
    }

    /// The content line just below the target: its item's bottom, or the content's end.
    func bottom(in layout: some CollectionLayout) -> Int? {
        switch self {
        case .end: return layout.contentSize.height
        // A row measured empty still takes its line: the frame shows it (its view was made).
        case .item(let indexPath): return layout.frame(of: .item(indexPath)).map { $0.y + max($0.height, 1) }
        }
    }

    /// Where the viewport starts once scrolled to the target by what is measured now: a
    /// viewport above its bottom, or the top of the target's reveal rectangle if that is
    /// higher (a target taller than the host shows its top).
    func top(in layout: some CollectionLayout, viewport: Viewport) -> Int? {
        guard let bottom = bottom(in: layout), let item = item(in: layout),
            let rect = layout.revealRect(forItemAt: item, viewport: viewport.laidOutSize)
        else { return nil }
        return min(bottom - viewport.size.height, rect.y)
    }
}
