/// A ``TableHost``'s public data source and delegate, answering as its ``HostClient``.
@MainActor
final class TableHostBridge: HostClient {
    unowned let host: TableHost
    init(host: TableHost) { self.host = host }

    private var source: TableHostDataSource? { host.dataSource }
    private var delegate: TableHostDelegate? { host.delegate }

    func numberOfSections() -> Int { source?.numberOfSections(in: host) ?? 0 }
    func numberOfItems(inSection section: Int) -> Int { source?.tableHost(host, numberOfItemsInSection: section) ?? 0 }
    func cell(at indexPath: IndexPath) -> ReusableView {
        source?.tableHost(host, cellForItemAt: indexPath) ?? PlaceholderView()
    }

    func hasSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> Bool {
        source?.tableHost(host, hasSupplementaryOfKind: kind, inSection: section) ?? false
    }

    func supplementaryView(_ kind: SupplementaryKind, inSection section: Int) -> ReusableView? {
        source?.tableHost(host, supplementaryViewOfKind: kind, inSection: section)
    }

    func height(of element: LayoutElement) -> Int? {
        switch element {
        case .item(let indexPath): return delegate?.tableHost(host, heightForItemAt: indexPath)
        case .supplementary(let kind, let section):
            return delegate?.tableHost(host, heightForSupplementaryOfKind: kind, inSection: section)
        }
    }

    func willDisplay(_ view: ReusableView, _ element: LayoutElement) {
        switch element {
        case .item(let indexPath): delegate?.tableHost(host, willDisplay: view, forItemAt: indexPath)
        case .supplementary(let kind, let section):
            delegate?.tableHost(host, willDisplaySupplementary: view, ofKind: kind, inSection: section)
        }
    }

    func didEndDisplaying(_ view: ReusableView, _ element: LayoutElement) {
        switch element {
        case .item(let indexPath): delegate?.tableHost(host, didEndDisplaying: view, forItemAt: indexPath)
        case .supplementary(let kind, let section):
            delegate?.tableHost(host, didEndDisplayingSupplementary: view, ofKind: kind, inSection: section)
        }
    }

    func shouldHighlightItem(at indexPath: IndexPath) -> Bool {
        delegate?.tableHost(host, shouldHighlightItemAt: indexPath) ?? true
    }
    func shouldSelectItem(at indexPath: IndexPath) -> Bool {
        delegate?.tableHost(host, shouldSelectItemAt: indexPath) ?? true
    }

    func itemDid(_ change: ItemStateChange, at indexPath: IndexPath) {
        switch change {
        case .highlighted: delegate?.tableHost(host, didHighlightItemAt: indexPath)
        case .unhighlighted: delegate?.tableHost(host, didUnhighlightItemAt: indexPath)
        case .selected: delegate?.tableHost(host, didSelectItemAt: indexPath)
        case .deselected: delegate?.tableHost(host, didDeselectItemAt: indexPath)
        }
    }

    func handles(_ key: KeyEvent, at indexPath: IndexPath?) -> Bool {
        delegate?.tableHost(host, didReceive: key, at: indexPath) ?? false
    }
    func canMoveItem(at indexPath: IndexPath) -> Bool { delegate?.tableHost(host, canMoveItemAt: indexPath) ?? false }
    func moveItem(at source: IndexPath, to destination: IndexPath) {
        delegate?.tableHost(host, moveItemAt: source, to: destination)
    }
    func prefetchItems(at indexPaths: [IndexPath]) { delegate?.tableHost(host, prefetchItemsAt: indexPaths) }
    func cancelPrefetchingItems(at indexPaths: [IndexPath]) {
        delegate?.tableHost(host, cancelPrefetchingItemsAt: indexPaths)
    }
}
