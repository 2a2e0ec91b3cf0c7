/// What a ``GridHost`` asks about its layout and tells as a person uses it. Every method
/// has a default.
@MainActor
public protocol GridHostDelegate: AnyObject {
    /// The section's item size, spacing and insets; nil for the host's ``GridHost/metrics``.
    func gridHost(_ host: GridHost, metricsForSection section: Int) -> FlowSectionMetrics?
    /// Whether the section's items are sized one by one (then `sizeForItemAt` is asked for
    /// each item of the section when it first comes near the screen); false by default.
    func gridHost(_ host: GridHost, sizesItemsIndividuallyInSection section: Int) -> Bool
    /// The item's size in a section sized one by one; nil for the section's item size.
    func gridHost(_ host: GridHost, sizeForItemAt indexPath: IndexPath) -> Size?
    /// The height of a supplementary view; nil to use the view's `preferredHeight`.
    func gridHost(_ host: GridHost, heightForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int)
        -> Int?
    func gridHost(_ host: GridHost, willDisplay view: ReusableView, forItemAt indexPath: IndexPath)
    func gridHost(_ host: GridHost, didEndDisplaying view: ReusableView, forItemAt indexPath: IndexPath)
    func gridHost(
        _ host: GridHost, willDisplaySupplementary view: ReusableView, ofKind kind: SupplementaryKind,
        inSection section: Int)
    func gridHost(
        _ host: GridHost, didEndDisplayingSupplementary view: ReusableView, ofKind kind: SupplementaryKind,
        inSection section: Int)
    func gridHost(_ host: GridHost, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func gridHost(_ host: GridHost, didHighlightItemAt indexPath: IndexPath)
    func gridHost(_ host: GridHost, didUnhighlightItemAt indexPath: IndexPath)
    func gridHost(_ host: GridHost, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func gridHost(_ host: GridHost, didSelectItemAt indexPath: IndexPath)
    func gridHost(_ host: GridHost, didDeselectItemAt indexPath: IndexPath)
    /// A key the host itself does not use, with the cursor on `indexPath`; return whether it was handled.
    func gridHost(_ host: GridHost, didReceive key: KeyEvent, at indexPath: IndexPath?) -> Bool
}

extension GridHostDelegate {
    public func gridHost(_ host: GridHost, metricsForSection section: Int) -> FlowSectionMetrics? { nil }
    public func gridHost(_ host: GridHost, sizesItemsIndividuallyInSection section: Int) -> Bool { false }
    public func gridHost(_ host: GridHost, sizeForItemAt indexPath: IndexPath) -> Size? { nil }
    public func gridHost(_ host: GridHost, heightForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int)
        -> Int?
    { nil }
    public func gridHost(_ host: GridHost, willDisplay view: ReusableView, forItemAt indexPath: IndexPath) {}
    public func gridHost(_ host: GridHost, didEndDisplaying view: ReusableView, forItemAt indexPath: IndexPath) {}
    public func gridHost(
        _ host: GridHost, willDisplaySupplementary view: ReusableView, ofKind kind: SupplementaryKind,
        inSection section: Int
    ) {}
    public func gridHost(
        _ host: GridHost, didEndDisplayingSupplementary view: ReusableView, ofKind kind: SupplementaryKind,
        inSection section: Int
    ) {}
    public func gridHost(_ host: GridHost, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func gridHost(_ host: GridHost, didHighlightItemAt indexPath: IndexPath) {}
    public func gridHost(_ host: GridHost, didUnhighlightItemAt indexPath: IndexPath) {}
    public func gridHost(_ host: GridHost, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func gridHost(_ host: GridHost, didSelectItemAt indexPath: IndexPath) {}
    public func gridHost(_ host: GridHost, didDeselectItemAt indexPath: IndexPath) {}
    public func gridHost(_ host: GridHost, didReceive key: KeyEvent, at indexPath: IndexPath?) -> Bool { false }
}
