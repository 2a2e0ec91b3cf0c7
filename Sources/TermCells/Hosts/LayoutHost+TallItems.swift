/// Reading an item taller than the viewport with keys, as a UIKit list scrolls within a tall
/// cell: while the cursor's item goes on past the viewport's edge, ↑↓ (j k) scroll through it a
/// line at a time and PgUp/PgDn (Ctrl-U/D) a page at a time; at its edge the cursor moves on.
/// Coming up onto such an item shows its bottom, so reading back up misses none of it.
extension LayoutHost {
    /// Scrolls `lines` toward `direction` (up or down) through the cursor's item when it is
    /// taller than the viewport and goes on past that edge; returns whether it did.
    func scrollsThroughTallItem(_ indexPath: IndexPath, _ direction: CursorDirection, lines: Int) -> Bool {
        guard let rect = tallRevealRect(of: indexPath) else { return false }
        let height = viewportSize.height
        switch direction {
        case .down, .pageDown:
            guard rect.maxY > offset.y + height else { return false }
            scroll(toContentOffset: min(offset.y + lines, rect.maxY - height))
        case .up, .pageUp:
            guard rect.y < offset.y else { return false }
            scroll(toContentOffset: max(offset.y - lines, rect.y))
        default:
            return false
        }
        return true
    }

    /// After the cursor moved up onto `indexPath`: an item taller than the viewport shows its
    /// bottom, where reading up goes on, rather than its top.
    func showBottomIfTall(_ indexPath: IndexPath) {
        guard let rect = tallRevealRect(of: indexPath) else { return }
        scroll(toContentOffset: rect.maxY - viewportSize.height)
    }

    /// What is brought into view to show the item (see
    /// ``CollectionLayout/revealRect(forItemAt:viewport:)``), when it is taller than the viewport.
    private func tallRevealRect(of indexPath: IndexPath) -> Rect? {
        guard let rect = layout.revealRect(forItemAt: indexPath, viewport: laidOutSize),
            rect.height > viewportSize.height
        else { return nil }
        return rect
    }
}
