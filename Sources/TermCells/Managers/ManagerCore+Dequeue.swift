/// The dequeue steps a manager takes for every view it hands its host, shared by
/// ``TableManager`` and ``GridManager``.
extension ManagerCore {
    /// Reuse identifier of the placeholder drawn where a view could not be made.
    static var placeholderIdentifier: String { "TermCells.PlaceholderView" }
    /// Reuse identifier of the view that shows a `String` header or footer as its title.
    static var titleIdentifier: String { "TermCells.TitleView" }

    /// Registers the placeholder for `kind`, and for supplementary kinds the title view.
    func registerFallbackViews(for kind: ViewKind) {
        let queues = viewHost.reuseQueues
        if queues.registration(kind: kind, identifier: Self.placeholderIdentifier) == nil {
            queues.register(.code(PlaceholderView.self), kind: kind, identifier: Self.placeholderIdentifier)
        }
        if kind != .cell, queues.registration(kind: kind, identifier: Self.titleIdentifier) == nil {
            queues.register(.code(SupplementaryView.self), kind: kind, identifier: Self.titleIdentifier)
        }
    }

    /// The configured cell for the item at `indexPath` (the data sources' `cellForItemAt`);
    /// an index path the storage lacks is an anomaly and a placeholder.
    func dequeueConfiguredCell(at indexPath: IndexPath) -> ReusableView {
        guard itemExists(at: indexPath, operation: "cellForItemAt") else {
            return placeholder(kind: .cell, message: "no item at \(indexPath)")
        }
        let view = dequeueConfiguredView(kind: .cell, model: model(at: indexPath), indexPath: indexPath)
        decorateOutlineRow(view, at: indexPath)
        return view
    }

    /// Dequeues and configures a view: queue or new, `prepareForReuse` on reuse, handler,
    /// `update(with:)`, then `configure`. A missing model or mapping gives a placeholder; a
    /// `String` header or footer with no mapping is shown as a title, as DT does.
    func dequeueConfiguredView(kind: ViewKind, model: Any?, indexPath: IndexPath) -> ReusableView {
        guard let model else {
            anomalyHandler.reportAnomaly(.nilModel(kind: kind.description, indexPath: indexPath))
            return placeholder(kind: kind, message: "nil \(kind) model at \(indexPath)")
        }
        guard
            let mapping = resolver.mapping(for: model, kind: kind, at: indexPath, report: anomalyHandler.reportAnomaly)
        else {
            if kind != .cell, let title = model as? String,
                let view = viewHost.reuseQueues.dequeue(kind: kind, identifier: Self.titleIdentifier)
                    as? SupplementaryView
            {
                view.text = title
                view.configuredMapping = nil
                return view
            }
            anomalyHandler.reportAnomaly(
                .noMapping(kind: kind.description, modelType: String(describing: type(of: model)), indexPath: indexPath)
            )
            return placeholder(kind: kind, message: "no \(kind) mapping for \(type(of: model))")
        }
        guard let view = viewHost.reuseQueues.dequeue(kind: kind, identifier: mapping.reuseIdentifier) else {
            anomalyHandler.reportAnomaly(
                .nothingRegistered(identifier: mapping.reuseIdentifier, kind: kind.description, indexPath: indexPath))
            return placeholder(
                kind: kind, message: "nothing registered as '\(mapping.reuseIdentifier)'", mapping: mapping)
        }
        view.configuredMapping = mapping
        mapping.update(view, model, indexPath)
        mapping.perform(.configure, view: view, model: model, indexPath: indexPath)
        return view
    }

    private func placeholder(kind: ViewKind, message: String, mapping: ViewModelMappingBase? = nil) -> ReusableView {
        let view = viewHost.reuseQueues.dequeue(kind: kind, identifier: Self.placeholderIdentifier) ?? PlaceholderView()
        (view as? PlaceholderView)?.message = message
        view.configuredMapping = mapping
        return view
    }
}
