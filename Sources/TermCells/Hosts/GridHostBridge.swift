/// A ``GridHost``'s public data source and delegate, answering as its ``HostClient``.
@MainActor
final class GridHostBridge: HostClient {
    unowned let host: GridHost
    init(host: GridHost) { self.host = host }

    private var source: GridHostDataSource? { host.dataSource }
    private var delegate: GridHostDelegate? { host.delegate }

    func numberOfSections() -> Int { source?.numberOfSections(in: host) ?? 0 }
    func numberOfItems(inSection section: Int) -> Int { source?.gridHost(host, numberOfItemsInSection: section) ?? 0 }
    func cell(at indexPath: IndexPath) -> ReusableView {
        source?.gridHost(host, cellForItemAt: indexPath) ?? PlaceholderView()
    }
    func supplementaryKinds() -> [SupplementaryKind] { source?.supplementaryKinds(in: host) ?? [] }

    func hasSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> Bool {
        source?.gridHost(host, hasSupplementaryOfKind: kind, inSection: section) ?? false
    }

    func supplementaryView(_ kind: SupplementaryKind, inSection section: Int) -> ReusableView? {
        source?.gridHost(host, supplementaryViewOfKind: kind, inSection: section)
    }

    func height(of element: LayoutElement) -> Int? {
        guard case .supplementary(let kind, let section) = element else { return nil }
        return delegate?.gridHost(host, heightForSupplementaryOfKind: kind, inSection: section)
    }

    func willDisplay(_ view: ReusableView, _ element: LayoutElement) {
        switch element {
        case .item(let indexPath): delegate?.gridHost(host, willDisplay: view, forItemAt: indexPath)
        case .supplementary(let kind, let section):
            delegate?.gridHost(host, willDisplaySupplementary: view, ofKind: kind, inSection: section)
        }
    }

    func didEndDisplaying(_ view: ReusableView, _ element: LayoutElement) {
        switch element {
        case .item(let indexPath): delegate?.gridHost(host, didEndDisplaying: view, forItemAt: indexPath)
        case .supplementary(let kind, let section):
            delegate?.gridHost(host, didEndDisplayingSupplementary: view, ofKind: kind, inSection: section)
        }
    }

    func shouldHighlightItem(at indexPath: IndexPath) -> Bool {
        delegate?.gridHost(host, shouldHighlightItemAt: indexPath) ?? true
    }
    func shouldSelectItem(at indexPath: IndexPath) -> Bool {
        delegate?.gridHost(host, shouldSelectItemAt: indexPath) ?? true
    }

    func itemDid(_ change: ItemStateChange, at indexPath: IndexPath) {
        switch change {
        case .highlighted: delegate?.gridHost(host, didHighlightItemAt: indexPath)
        case .unhighlighted: delegate?.gridHost(host, didUnhighlightItemAt: indexPath)
        case .selected: delegate?.gridHost(host, didSelectItemAt: indexPath)
        case .deselected: delegate?.gridHost(host, didDeselectItemAt: indexPath)
        }
    }

    func handles(_ key: KeyEvent, at indexPath: IndexPath?) -> Bool {
        delegate?.gridHost(host, didReceive: key, at: indexPath) ?? false
    }
    func metrics(forSection section: Int) -> FlowSectionMetrics? {
        delegate?.gridHost(host, metricsForSection: section)
    }

    func sizesItemsIndividually(inSection section: Int) -> Bool {
        delegate?.gridHost(host, sizesItemsIndividuallyInSection: section) ?? false
    }

    func size(ofItemAt indexPath: IndexPath) -> Size? { delegate?.gridHost(host, sizeForItemAt: indexPath) }
}
