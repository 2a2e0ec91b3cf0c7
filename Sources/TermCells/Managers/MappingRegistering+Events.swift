/// Events attached after registration, by view type or model type, as DT's manager-level
/// event methods. Attaching to a type that has no mapping is an anomaly: it could never fire.
extension MappingRegistering {
    /// The item of a `View` cell was selected.
    public func didSelect<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        attach(.didSelect, to: viewType) { $0.didSelect(closure) }
    }

    /// The item of a `View` cell was deselected.
    public func didDeselect<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        attach(.didDeselect, to: viewType) { $0.didDeselect(closure) }
    }

    /// A `View` cell is about to be shown.
    public func willDisplay<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        attach(.willDisplay, to: viewType) { $0.willDisplay(closure) }
    }

    /// A `View` cell was configured.
    public func configure<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        attach(.configure, to: viewType) { $0.configure(closure) }
    }

    /// A `View` cell left the screen.
    public func didEndDisplaying<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        attach(.didEndDisplaying, to: viewType) { $0.didEndDisplaying(closure) }
    }

    /// The cursor arrived on the item of a `View` cell.
    public func didHighlight<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        attach(.didHighlight, to: viewType) { $0.didHighlight(closure) }
    }

    /// The cursor left the item of a `View` cell.
    public func didUnhighlight<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        attach(.didUnhighlight, to: viewType) { $0.didUnhighlight(closure) }
    }

    /// Whether the item of a `View` cell may be selected.
    public func shouldSelect<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, _ closure: @escaping (View, View.ModelType, IndexPath) -> Bool
    ) {
        attach(.shouldSelect, to: viewType) { $0.shouldSelect(closure) }
    }

    /// The height of items of `Model` (model-only; give a model type, not a view type).
    public func heightForCell<Model>(withItem modelType: Model.Type, _ closure: @escaping (Model, IndexPath) -> Int) {
        attachModelEvent(.heightForCell, to: modelType, closure)
    }

    /// The size of items of `Model` in a grid (model-only; give a model type, not a view type).
    public func sizeForItem<Model>(withItem modelType: Model.Type, _ closure: @escaping (Model, IndexPath) -> Size) {
        attachModelEvent(.sizeForItem, to: modelType, closure)
    }

    private func attachModelEvent<Model, Result>(
        _ event: MappingEvent, to modelType: Model.Type, _ closure: @escaping (Model, IndexPath) -> Result
    ) {
        if modelType is ReusableView.Type {
            anomalyHandler.reportAnomaly(
                .modelEventGivenViewType(event: event.rawValue, viewType: String(describing: modelType)))
            return
        }
        let targets = mappings.filter { $0.kind == .cell && $0.acceptsModelType(modelType) }
        if targets.isEmpty {
            anomalyHandler.reportAnomaly(
                .eventForUnregisteredView(event: event.rawValue, viewType: String(describing: modelType)))
        }
        for mapping in targets {
            mapping.addReaction(event) { _, model, indexPath in (model as? Model).map { closure($0, indexPath) } }
        }
        core?.mappingsDidChange()
    }

    /// Runs `body` on the mappings of `viewType` of `kind`; reports an event that has none.
    func attach<View: ReusableView & ModelTransfer>(
        _ event: MappingEvent, to viewType: View.Type, kind: ViewKind = .cell,
        _ body: (ViewModelMapping<View, View.ModelType>) -> Void
    ) {
        let targets = mappings.compactMap { $0 as? ViewModelMapping<View, View.ModelType> }.filter { $0.kind == kind }
        if targets.isEmpty {
            anomalyHandler.reportAnomaly(
                .eventForUnregisteredView(event: event.rawValue, viewType: ReuseIdentifier.of(viewType)))
        }
        targets.forEach(body)
    }
}
