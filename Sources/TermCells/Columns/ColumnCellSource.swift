/// Where a column table's rows get the views of columns that have one: the manager's
/// mappings of ``SupplementaryKind/columnCell(_:)``, its reuse queues, its anomalies.
@MainActor
final class ColumnCellSource {
    weak var manager: LayoutManager<ColumnLayout>?

    init(manager: LayoutManager<ColumnLayout>) {
        self.manager = manager
    }

    /// A configured view for `model` in `column` of the row at `indexPath` (handler,
    /// `update(with:)`, `configure`, then `willDisplay`, as for any view); nil to draw the
    /// column's text: a `String` no mapping of the column takes. Any other model without a
    /// mapping is an anomaly, and a placeholder shows it.
    func view(forColumn column: Int, model: Any, at indexPath: IndexPath) -> ColumnCellDisplay? {
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
        view.prepare(forRowAt: indexPath, of: manager.storage)
        let display = ColumnCellDisplay(view: view, model: model, indexPath: indexPath)
        display.perform(.willDisplay)
        return display
    }

    /// Parks a column's view in its queue, then tells its mapping (`didEndDisplaying`), as
    /// the host does for the row's own view.
    func recycle(_ display: ColumnCellDisplay, column: Int) {
        manager?.host.reuseQueues.enqueue(display.view, kind: .supplementary(.columnCell(column)))
        display.perform(.didEndDisplaying)
    }
}

/// A column's view on a row, with the model and the place its events are told.
@MainActor
struct ColumnCellDisplay {
    let view: ReusableView
    let model: Any?
    let indexPath: IndexPath

    /// Runs `event` of the mapping that configured the view (none for a placeholder).
    func perform(_ event: MappingEvent) {
        guard let model, let mapping = view.configuredMapping else { return }
        mapping.perform(event, view: view, model: model, indexPath: indexPath)
    }
}
