extension GridManager: GridHostDataSource {
    public func numberOfSections(in host: GridHost) -> Int {
        storage.numberOfSections
    }

    public func gridHost(_ host: GridHost, numberOfItemsInSection section: Int) -> Int {
        storage.numberOfItems(inSection: section)
    }

    public func gridHost(_ host: GridHost, cellForItemAt indexPath: IndexPath) -> ReusableView {
        dequeueConfiguredCell(at: indexPath)
    }

    /// The kinds of the supplementary mappings other than header and footer, in registration order.
    public func supplementaryKinds(in host: GridHost) -> [SupplementaryKind] {
        var kinds: [SupplementaryKind] = []
        for mapping in mappings {
            guard case .supplementary(let kind) = mapping.kind, kind != .header, kind != .footer, !kinds.contains(kind) else { continue }
            kinds.append(kind)
        }
        return kinds
    }

    public func gridHost(_ host: GridHost, hasSupplementaryOfKind kind: SupplementaryKind, inSection section: Int) -> Bool {
        guard supplementaryModel(ofKind: kind, inSection: section) != nil else { return false }
        if storage.numberOfItems(inSection: section) > 0 { return true }
        return kind == .header ? displayHeaderOnEmptySection : kind == .footer ? displayFooterOnEmptySection : true
    }

    public func gridHost(_ host: GridHost, supplementaryViewOfKind kind: SupplementaryKind, inSection section: Int) -> ReusableView? {
        dequeueConfiguredView(kind: .supplementary(kind), model: supplementaryModel(ofKind: kind, inSection: section),
                              indexPath: IndexPath(item: 0, section: section))
    }
}
