/// The host answers its core's questions from its public data source and delegate
/// (a manager, when one drives the host, answers instead).
extension TableHost: HostClient {

    func numberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }
    func numberOfItems(inSection section: Int) -> Int {
        dataSource?.tableHost(self, numberOfItemsInSection: section) ?? 0
    }
    func cell(at indexPath: IndexPath) -> ReusableView {
        dataSource?.tableHost(self, cellForItemAt: indexPath) ?? PlaceholderView()
    }

    func hasSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> Bool {
        dataSource?.tableHost(self, hasSupplementaryOfKind: kind, inSection: section) ?? false
    }

    func supplementaryView(_ kind: SupplementaryKind, inSection section: Int) -> ReusableView? {
        dataSource?.tableHost(self, supplementaryViewOfKind: kind, inSection: section)
    }

    func height(of element: LayoutElement) -> Int? {
        switch element {
        case .item(let indexPath): return delegate?.tableHost(self, heightForItemAt: indexPath)
        case .supplementary(let kind, let section):
            return delegate?.tableHost(self, heightForSupplementaryOfKind: kind, inSection: section)
        }
    }

    func willDisplay(_ view: ReusableView, _ element: LayoutElement) {
        switch element {
        case .item(let indexPath): delegate?.tableHost(self, willDisplay: view, forItemAt: indexPath)
        case .supplementary(let kind, let section):
            delegate?.tableHost(self, willDisplaySupplementary: view, ofKind: kind, inSection: section)
        }
    }

    func didEndDisplaying(_ view: ReusableView, _ element: LayoutElement) {
        switch element {
        case .item(let indexPath): delegate?.tableHost(self, didEndDisplaying: view, forItemAt: indexPath)
        case .supplementary(let kind, let section):
            delegate?.tableHost(self, didEndDisplayingSupplementary: view, ofKind: kind, inSection: section)
        }
    }

    func shouldHighlightItem(at indexPath: IndexPath) -> Bool {
        delegate?.tableHost(self, shouldHighlightItemAt: indexPath) ?? true
    }
    func shouldSelectItem(at indexPath: IndexPath) -> Bool {
        delegate?.tableHost(self, shouldSelectItemAt: indexPath) ?? true
    }

    func itemDid(_ change: ItemStateChange, at indexPath: IndexPath) {
        switch change {
        case .highlighted: delegate?.tableHost(self, didHighlightItemAt: indexPath)
        case .unhighlighted: delegate?.tableHost(self, didUnhighlightItemAt: indexPath)
        case .selected: delegate?.tableHost(self, didSelectItemAt: indexPath)
        case .deselected: delegate?.tableHost(self, didDeselectItemAt: indexPath)
        }
    }

    func handles(_ key: KeyEvent, at indexPath: IndexPath?) -> Bool {
        delegate?.tableHost(self, didReceive: key, at: indexPath) ?? false
    }
    func canMoveItem(at indexPath: IndexPath) -> Bool { delegate?.tableHost(self, canMoveItemAt: indexPath) ?? false }
    func moveItem(at source: IndexPath, to destination: IndexPath) {
        delegate?.tableHost(self, moveItemAt: source, to: destination)
    }
    func prefetchItems(at indexPaths: [IndexPath]) { delegate?.tableHost(self, prefetchItemsAt: indexPaths) }
    func cancelPrefetchingItems(at indexPaths: [IndexPath]) {
        delegate?.tableHost(self, cancelPrefetchingItemsAt: indexPaths)
    }
}
