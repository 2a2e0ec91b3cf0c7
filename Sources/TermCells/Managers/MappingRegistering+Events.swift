/// Events attached after registration, by view type or model type, as DT's manager-level
/// event methods. Attaching to a type that has no mapping is an anomaly: it could never fire.
extension MappingRegistering {
    /// The item of a `View` cell was selected.
    public func didSelect<View: ReusableView & ModelTransfer>(_ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void) {
        attach(.didSelect, to: viewType) { $0.didSelect(closure) }
    }

    /// The item of a `View` cell was deselected.
    public func didDeselect<View: ReusableView & ModelTransfer>(_ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void) {
        attach(.didDeselect, to: viewType) { $0.didDeselect(closure) }
    }

    /// A `View` cell is about to be shown.
    public func willDisplay<View: ReusableView & ModelTransfer>(_ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void) {
        attach(.willDisplay, to: viewType) { $0.willDisplay(closure) }
    }

    /// A `View` cell was configured.
    public func configure<View: ReusableView & ModelTransfer>(_ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void) {
        attach(.configure, to: viewType) { $0.configure(closure) }
    }

    /// The height of items of `Model` (model-only; give a model type, not a view type).
    public func heightForCell<Model>(withItem modelType: Model.Type, _ closure: @escaping (Model, IndexPath) -> Int) {
        if modelType is ReusableView.Type {
            anomalyHandler.reportAnomaly(.modelEventGivenViewType(event: MappingEvent.heightForCell.rawValue, viewType: String(describing: modelType)))
            return
        }
        let targets = mappings.filter { $0.kind == .cell && $0.acceptsModelType(modelType) }
        if targets.isEmpty {
            anomalyHandler.reportAnomaly(.eventForUnregisteredView(event: MappingEvent.heightForCell.rawValue, viewType: String(describing: modelType)))
        }
        for mapping in targets {
            mapping.addReaction(.heightForCell) { _, model, indexPath in (model as? Model).map { closure($0, indexPath) } }
        }
        mappingsDidChange()
    }

    private func attach<View: ReusableView & ModelTransfer>(
        _ event: MappingEvent, to viewType: View.Type, _ body: (ViewModelMapping<View, View.ModelType>) -> Void
    ) {
        let targets = mappings.compactMap { $0 as? ViewModelMapping<View, View.ModelType> }.filter { $0.kind == .cell }
        if targets.isEmpty {
            anomalyHandler.reportAnomaly(.eventForUnregisteredView(event: event.rawValue, viewType: ReuseIdentifier.of(viewType)))
        }
        targets.forEach(body)
    }
}
