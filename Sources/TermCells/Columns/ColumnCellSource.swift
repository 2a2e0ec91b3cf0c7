/// Where a column table's rows get the views of columns that have one: the manager's
/// mappings of ``SupplementaryKind/columnCell(_:)``, its reuse queues, its anomalies.
@MainActor
final class ColumnCellSource {
    weak var manager: LayoutManager<ColumnLayout>?

    init(manager: LayoutManager<ColumnLayout>) {
        self.manager = manager
    }

    /// A configured view for `model` in `column` of the row at `indexPath` (handler,
    /// `update(with:)`, `configure`, as for any view); nil to draw the column's text: a
    /// `String` no mapping of the column takes. Any other model without a mapping is an
    /// anomaly, and a placeholder shows it.
    func view(forColumn column: Int, model: Any, at indexPath: IndexPath) -> ReusableView? {
        guard let manager else { return nil }
        let kind = ViewKind.supplementary(.columnCell(column))
        let model = unwrappedModel(model)
        let report = manager.anomalyHandler.reportAnomaly
        if model is String, let model,
            manager.resolver.mapping(for: model, kind: kind, at: indexPath, report: report) == nil
        {
            return nil
        }
        let view = manager.dequeueConfiguredView(kind: kind, model: model, indexPath: indexPath)
        // A view that draws an outline's indentation and mark (the name column of a tree).
        manager.decorateOutlineRow(view, at: indexPath)
        return view
    }

    /// Parks a column's view in its queue.
    func recycle(_ view: ReusableView, column: Int) {
        manager?.host.reuseQueues.enqueue(view, kind: .supplementary(.columnCell(column)))
    }
}
