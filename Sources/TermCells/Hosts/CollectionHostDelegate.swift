/// What a host asks about sizes and tells as a person uses it, whatever its layout — the
/// terminal's `UICollectionViewDelegate`. Every method has a default; a layout asks only the
/// size questions it uses.
@MainActor
public protocol CollectionHostDelegate: AnyObject {
    /// The element's height; nil (the default) to use its view's `preferredHeight`. Used by
    /// the list layout for items, headers and footers, by the flow layout for supplementary views.
    func host(_ host: any CollectionHost, heightOf element: LayoutElement) -> Int?
    /// Used by flow layouts: the section's item size, spacing and insets; nil (the default)
    /// for the host's ``GridHost/metrics``.
    func host(_ host: any CollectionHost, metricsForSection section: Int) -> FlowSectionMetrics?
    /// Used by flow layouts: whether the section's items are sized one by one (then
    /// `sizeForItemAt` is asked for each item of the section when it first comes near the
    /// screen); false by default.
    func host(_ host: any CollectionHost, sizesItemsIndividuallyInSection section: Int) -> Bool
    /// Used by flow layouts: the item's size in a section sized one by one; nil (the
    /// default) for the section's item size.
    func host(_ host: any CollectionHost, sizeForItemAt indexPath: IndexPath) -> Size?
    func host(_ host: any CollectionHost, willDisplay view: ReusableView, for element: LayoutElement)
    func host(_ host: any CollectionHost, didEndDisplaying view: ReusableView, for element: LayoutElement)
    /// Whether the cursor may rest on the item; true by default.
    func host(_ host: any CollectionHost, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func host(_ host: any CollectionHost, didHighlightItemAt indexPath: IndexPath)
    func host(_ host: any CollectionHost, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item may be selected; true by default.
    func host(_ host: any CollectionHost, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func host(_ host: any CollectionHost, didSelectItemAt indexPath: IndexPath)
    func host(_ host: any CollectionHost, didDeselectItemAt indexPath: IndexPath)
    /// Whether the item may be reordered from the keyboard (Shift-Up / Shift-Down); false by default.
    func host(_ host: any CollectionHost, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Move the item: the host asks, the data source's owner moves it and delivers the update.
    func host(_ host: any CollectionHost, moveItemAt source: IndexPath, to destination: IndexPath)
    /// Items about to scroll into view (the next and previous screenful), for loading ahead.
    func host(_ host: any CollectionHost, prefetchItemsAt indexPaths: [IndexPath])
    /// Items that left the prefetch window without being shown.
    func host(_ host: any CollectionHost, cancelPrefetchingItemsAt indexPaths: [IndexPath])
    /// A key the host itself does not use, with the cursor on `indexPath`; return whether it
    /// was handled (false by default).
    func host(_ host: any CollectionHost, didReceive key: KeyEvent, at indexPath: IndexPath?) -> Bool
}

extension CollectionHostDelegate {
    public func host(_ host: any CollectionHost, heightOf element: LayoutElement) -> Int? { nil }
    public func host(_ host: any CollectionHost, metricsForSection section: Int) -> FlowSectionMetrics? { nil }
    public func host(_ host: any CollectionHost, sizesItemsIndividuallyInSection section: Int) -> Bool { false }
    public func host(_ host: any CollectionHost, sizeForItemAt indexPath: IndexPath) -> Size? { nil }
    public func host(_ host: any CollectionHost, willDisplay view: ReusableView, for element: LayoutElement) {}
    public func host(_ host: any CollectionHost, didEndDisplaying view: ReusableView, for element: LayoutElement) {}
    public func host(_ host: any CollectionHost, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func host(_ host: any CollectionHost, didHighlightItemAt indexPath: IndexPath) {}
    public func host(_ host: any CollectionHost, didUnhighlightItemAt indexPath: IndexPath) {}
    public func host(_ host: any CollectionHost, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func host(_ host: any CollectionHost, didSelectItemAt indexPath: IndexPath) {}
    public func host(_ host: any CollectionHost, didDeselectItemAt indexPath: IndexPath) {}
    public func host(_ host: any CollectionHost, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func host(_ host: any CollectionHost, moveItemAt source: IndexPath, to destination: IndexPath) {}
    public func host(_ host: any CollectionHost, prefetchItemsAt indexPaths: [IndexPath]) {}
    public func host(_ host: any CollectionHost, cancelPrefetchingItemsAt indexPaths: [IndexPath]) {}
    public func host(_ host: any CollectionHost, didReceive key: KeyEvent, at indexPath: IndexPath?) -> Bool {
        false
    }
}
