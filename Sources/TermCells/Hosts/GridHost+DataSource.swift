/// The host answers its core's questions from its public data source and delegate
/// (a manager, when one drives the host, answers instead).
extension GridHost: HostClient {

    func numberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }
    func numberOfItems(inSection section: Int) -> Int {
        dataSource?.gridHost(self, numberOfItemsInSection: section) ?? 0
    }
    func cell(at indexPath: IndexPath) -> ReusableView {
        dataSource?.gridHost(self, cellForItemAt: indexPath) ?? PlaceholderView()
    }
    func supplementaryKinds() -> [SupplementaryKind] { dataSource?.supplementaryKinds(in: self) ?? [] }

    func hasSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> Bool {
        dataSource?.gridHost(self, hasSupplementaryOfKind: kind, inSection: section) ?? false
    }

    func supplementaryView(_ kind: SupplementaryKind, inSection section: Int) -> ReusableView? {
        dataSource?.gridHost(self, supplementaryViewOfKind: kind, inSection: section)
    }

    func height(of element: LayoutElement) -> Int? {
        guard case .supplementary(let kind, let section) = element else { return nil }
        return delegate?.gridHost(self, heightForSupplementaryOfKind: kind, inSection: section)
    }

    func willDisplay(_ view: ReusableView, _ element: LayoutElement) {
        switch element {
        case .item(let indexPath): delegate?.gridHost(self, willDisplay: view, forItemAt: indexPath)
        case .supplementary(let kind, let section):
            delegate?.gridHost(self, willDisplaySupplementary: view, ofKind: kind, inSection: section)
        }
    }

    func didEndDisplaying(_ view: ReusableView, _ element: LayoutElement) {
        switch element {
        case .item(let indexPath): delegate?.gridHost(self, didEndDisplaying: view, forItemAt: indexPath)
        case .supplementary(let kind, let section):
            delegate?.gridHost(self, didEndDisplayingSupplementary: view, ofKind: kind, inSection: section)
        }
    }

    func shouldHighlightItem(at indexPath: IndexPath) -> Bool {
        delegate?.gridHost(self, shouldHighlightItemAt: indexPath) ?? true
    }
    func shouldSelectItem(at indexPath: IndexPath) -> Bool {
        delegate?.gridHost(self, shouldSelectItemAt: indexPath) ?? true
    }

    func itemDid(_ change: ItemStateChange, at indexPath: IndexPath) {
        switch change {
        case .highlighted: delegate?.gridHost(self, didHighlightItemAt: indexPath)
        case .unhighlighted: delegate?.gridHost(self, didUnhighlightItemAt: indexPath)
        case .selected: delegate?.gridHost(self, didSelectItemAt: indexPath)
        case .deselected: delegate?.gridHost(self, didDeselectItemAt: indexPath)
        }
    }

    func handles(_ key: KeyEvent, at indexPath: IndexPath?) -> Bool {
        delegate?.gridHost(self, didReceive: key, at: indexPath) ?? false
    }
    func metrics(forSection section: Int) -> FlowSectionMetrics? {
        delegate?.gridHost(self, metricsForSection: section)
    }

    func sizesItemsIndividually(inSection section: Int) -> Bool {
        delegate?.gridHost(self, sizesItemsIndividuallyInSection: section) ?? false
    }

    func size(ofItemAt indexPath: IndexPath) -> Size? { delegate?.gridHost(self, sizeForItemAt: indexPath) }
}
