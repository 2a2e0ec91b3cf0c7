extension TableManager: TableHostDataSource {
    public func numberOfSections(in host: TableHost) -> Int {
        storage.numberOfSections
    }

    public func tableHost(_ host: TableHost, numberOfItemsInSection section: Int) -> Int {
        storage.numberOfItems(inSection: section)
    }

    public func tableHost(_ host: TableHost, cellForItemAt indexPath: IndexPath) -> ReusableView {
        dequeueConfiguredCell(at: indexPath)
    }

    public func tableHost(_ host: TableHost, hasSupplementaryOfKind kind: SupplementaryKind, inSection section: Int) -> Bool {
        guard supplementaryModel(ofKind: kind, inSection: section) != nil else { return false }
        if storage.numberOfItems(inSection: section) > 0 { return true }
        return kind == .header ? displayHeaderOnEmptySection : kind == .footer ? displayFooterOnEmptySection : true
    }

    public func tableHost(_ host: TableHost, supplementaryViewOfKind kind: SupplementaryKind, inSection section: Int) -> ReusableView? {
        dequeueConfiguredView(kind: .supplementary(kind), model: supplementaryModel(ofKind: kind, inSection: section),
                       indexPath: IndexPath(item: 0, section: section))
    }
}
