/// What a host asks and tells about its content: the one internal face of its data source
/// and delegate, whatever the layout. Managers answer it themselves; a façade given a public
/// data source and delegate answers it from them. Every question has a neutral default.
@MainActor
protocol HostClient: AnyObject {
    func numberOfSections() -> Int
    func numberOfItems(inSection section: Int) -> Int
    /// A configured view for the item.
    func cell(at indexPath: IndexPath) -> ReusableView
    /// Supplementary kinds other than header and footer that sections may show, in order.
    func supplementaryKinds() -> [SupplementaryKind]
    func hasSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> Bool
    func supplementaryView(_ kind: SupplementaryKind, inSection section: Int) -> ReusableView?
    /// The element's height; nil to measure its view.
    func height(of element: LayoutElement) -> Int?
    func willDisplay(_ view: ReusableView, _ element: LayoutElement)
    func didEndDisplaying(_ view: ReusableView, _ element: LayoutElement)
    func shouldHighlightItem(at indexPath: IndexPath) -> Bool
    func shouldSelectItem(at indexPath: IndexPath) -> Bool
    /// The item's highlight or selection changed.
    func itemDid(_ change: ItemStateChange, at indexPath: IndexPath)
    /// A key the host does not use; returns whether it was handled.
    func handles(_ key: KeyEvent, at indexPath: IndexPath?) -> Bool
    func canMoveItem(at indexPath: IndexPath) -> Bool
    func moveItem(at source: IndexPath, to destination: IndexPath)
    func prefetchItems(at indexPaths: [IndexPath])
    func cancelPrefetchingItems(at indexPaths: [IndexPath])
    /// Flow layout: the section's metrics, nil for the host's.
    func metrics(forSection section: Int) -> FlowSectionMetrics?
    /// Flow layout: whether the section's items are sized one by one.
    func sizesItemsIndividually(inSection section: Int) -> Bool
    /// Flow layout: the size of an item of a section sized one by one.
    func size(ofItemAt indexPath: IndexPath) -> Size?
    /// Outlines: what `key` does to the item at `indexPath` (opens, closes, moves to its
    /// parent), before the host's own key map; nil when the item has no such answer.
    func disclosureResponse(to key: Key, at indexPath: IndexPath) -> DisclosureKeyResponse?
}

extension HostClient {
    func supplementaryKinds() -> [SupplementaryKind] { [] }
    func height(of element: LayoutElement) -> Int? { nil }
    func willDisplay(_ view: ReusableView, _ element: LayoutElement) {}
    func didEndDisplaying(_ view: ReusableView, _ element: LayoutElement) {}
    func shouldHighlightItem(at indexPath: IndexPath) -> Bool { true }
    func shouldSelectItem(at indexPath: IndexPath) -> Bool { true }
    func itemDid(_ change: ItemStateChange, at indexPath: IndexPath) {}
    func handles(_ key: KeyEvent, at indexPath: IndexPath?) -> Bool { false }
    func canMoveItem(at indexPath: IndexPath) -> Bool { false }
    func moveItem(at source: IndexPath, to destination: IndexPath) {}
    func prefetchItems(at indexPaths: [IndexPath]) {}
    func cancelPrefetchingItems(at indexPaths: [IndexPath]) {}
    func metrics(forSection section: Int) -> FlowSectionMetrics? { nil }
    func sizesItemsIndividually(inSection section: Int) -> Bool { false }
    func size(ofItemAt indexPath: IndexPath) -> Size? { nil }
    func disclosureResponse(to key: Key, at indexPath: IndexPath) -> DisclosureKeyResponse? { nil }
}

/// A change to an item's highlight or selection that a host's client is told about.
enum ItemStateChange {
    case highlighted
    case unhighlighted
    case selected
    case deselected
}
