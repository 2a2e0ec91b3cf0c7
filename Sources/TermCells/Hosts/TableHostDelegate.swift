/// What a ``TableHost`` tells and asks as a person uses it. Every method has a default.
@MainActor
public protocol TableHostDelegate: AnyObject {
    /// The item's height; nil to use the cell's `preferredHeight`.
    func tableHost(_ host: TableHost, heightForItemAt indexPath: IndexPath) -> Int?
    /// The height of a header or footer; nil to use the view's `preferredHeight`.
    func tableHost(_ host: TableHost, heightForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int)
        -> Int?
    func tableHost(_ host: TableHost, willDisplay view: ReusableView, forItemAt indexPath: IndexPath)
    func tableHost(_ host: TableHost, didEndDisplaying view: ReusableView, forItemAt indexPath: IndexPath)
    func tableHost(
        _ host: TableHost, willDisplaySupplementary view: ReusableView, ofKind kind: SupplementaryKind,
        inSection section: Int)
    func tableHost(
        _ host: TableHost, didEndDisplayingSupplementary view: ReusableView, ofKind kind: SupplementaryKind,
        inSection section: Int)
    func tableHost(_ host: TableHost, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func tableHost(_ host: TableHost, didHighlightItemAt indexPath: IndexPath)
    func tableHost(_ host: TableHost, didUnhighlightItemAt indexPath: IndexPath)
    func tableHost(_ host: TableHost, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func tableHost(_ host: TableHost, didSelectItemAt indexPath: IndexPath)
    func tableHost(_ host: TableHost, didDeselectItemAt indexPath: IndexPath)
    /// Whether the item may be reordered from the keyboard (Shift-Up / Shift-Down).
    func tableHost(_ host: TableHost, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Move the item: the host asks, the data source's owner moves it and delivers the update.
    func tableHost(_ host: TableHost, moveItemAt source: IndexPath, to destination: IndexPath)
    /// Items about to scroll into view (the next and previous screenful), for loading ahead.
    func tableHost(_ host: TableHost, prefetchItemsAt indexPaths: [IndexPath])
    /// Items that left the prefetch window without being shown.
    func tableHost(_ host: TableHost, cancelPrefetchingItemsAt indexPaths: [IndexPath])
    /// A key the host itself does not use, with the cursor on `indexPath`; return whether it was handled.
    func tableHost(_ host: TableHost, didReceive key: KeyEvent, at indexPath: IndexPath?) -> Bool
}

extension TableHostDelegate {
    public func tableHost(_ host: TableHost, heightForItemAt indexPath: IndexPath) -> Int? { nil }
    public func tableHost(
        _ host: TableHost, heightForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
    ) -> Int? { nil }
    public func tableHost(_ host: TableHost, willDisplay view: ReusableView, forItemAt indexPath: IndexPath) {}
    public func tableHost(_ host: TableHost, didEndDisplaying view: ReusableView, forItemAt indexPath: IndexPath) {}
    public func tableHost(
        _ host: TableHost, willDisplaySupplementary view: ReusableView, ofKind kind: SupplementaryKind,
        inSection section: Int
    ) {}
    public func tableHost(
        _ host: TableHost, didEndDisplayingSupplementary view: ReusableView, ofKind kind: SupplementaryKind,
        inSection section: Int
    ) {}
    public func tableHost(_ host: TableHost, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func tableHost(_ host: TableHost, didHighlightItemAt indexPath: IndexPath) {}
    public func tableHost(_ host: TableHost, didUnhighlightItemAt indexPath: IndexPath) {}
    public func tableHost(_ host: TableHost, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func tableHost(_ host: TableHost, didSelectItemAt indexPath: IndexPath) {}
    public func tableHost(_ host: TableHost, didDeselectItemAt indexPath: IndexPath) {}
    public func tableHost(_ host: TableHost, didReceive key: KeyEvent, at indexPath: IndexPath?) -> Bool { false }
    public func tableHost(_ host: TableHost, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func tableHost(_ host: TableHost, moveItemAt source: IndexPath, to destination: IndexPath) {}
    public func tableHost(_ host: TableHost, prefetchItemsAt indexPaths: [IndexPath]) {}
    public func tableHost(_ host: TableHost, cancelPrefetchingItemsAt indexPaths: [IndexPath]) {}
}
