/// The host answers its layout's content (``LayoutContent``) from its data source and
/// delegate: the layout never sees the host.
extension LayoutHost: LayoutContentSource {
    var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    func numberOfItems(inSection section: Int) -> Int {
        dataSource?.host(self, numberOfItemsInSection: section) ?? 0
    }

    var supplementaryKinds: [SupplementaryKind] { dataSource?.supplementaryKinds(in: self) ?? [] }

    func hasSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> Bool {
        dataSource?.host(self, hasSupplementaryOfKind: kind, inSection: section) ?? false
    }

    func showsHeaderAndFooter(inSection section: Int) -> (header: Bool, footer: Bool) {
        guard let dataSource else { return (false, false) }
        return (
            dataSource.host(self, hasSupplementaryOfKind: .header, inSection: section),
            dataSource.host(self, hasSupplementaryOfKind: .footer, inSection: section)
        )
    }

    func height(of element: LayoutElement) -> Int? { delegate?.host(self, heightOf: element) }

    func size(ofItemAt indexPath: IndexPath) -> Size? { delegate?.host(self, sizeForItemAt: indexPath) }

    func metrics(forSection section: Int) -> FlowSectionMetrics? { delegate?.host(self, metricsForSection: section) }

    func sizesItemsIndividually(inSection section: Int) -> Bool {
        delegate?.host(self, sizesItemsIndividuallyInSection: section) ?? false
    }
}
