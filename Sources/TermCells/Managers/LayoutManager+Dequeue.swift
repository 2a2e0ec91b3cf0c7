/// Finding an element's mapping, dequeuing and configuring its view, and running its events.
extension LayoutManager {
    /// Reuse identifier of the placeholder drawn where a view could not be made.
    static var placeholderIdentifier: String { "TermCells.PlaceholderView" }
    /// Reuse identifier of the view that shows a `String` header or footer as its title.
    static var titleIdentifier: String { "TermCells.TitleView" }

    /// Registers the placeholder for `kind`, and for supplementary kinds the title view.
    func registerFallbackViews(for kind: ViewKind) {
        let queues = host.reuseQueues
        if queues.registration(kind: kind, identifier: Self.placeholderIdentifier) == nil {
            queues.register(.code(PlaceholderView.self), kind: kind, identifier: Self.placeholderIdentifier)
        }
        if kind != .cell, queues.registration(kind: kind, identifier: Self.titleIdentifier) == nil {
            queues.register(.code(SupplementaryView.self), kind: kind, identifier: Self.titleIdentifier)
        }
    }

    /// Whether the storage has an item at `indexPath`; reports that it has not for `operation`.
    /// Questions the host asks only about its rows can come from anyone: one about an index
    /// path the storage lacks is a misuse, not a nil model.
    func itemExists(at indexPath: IndexPath, operation: String) -> Bool {
        guard indexPath.section >= 0, indexPath.section < storage.numberOfSections, indexPath.item >= 0,
            indexPath.item < storage.numberOfItems(inSection: indexPath.section)
        else {
            anomalyHandler.reportAnomaly(.indexPathOutOfRange(operation: operation, indexPath: indexPath))
            return false
        }
        return true
    }

    /// The model a supplementary view of `kind` in `section` shows: the layout's pinned model
    /// of that kind (a column table's header), else the storage's.
    func shownSupplementaryModel(ofKind kind: SupplementaryKind, inSection section: Int) -> Any? {
        pinnedSupplementaryModels[kind] ?? supplementaryModel(ofKind: kind, inSection: section)
    }

    /// The mapping for the element's model, the model, and the index path events get (item 0
    /// of its section for a supplementary view).
    func mapping(of element: LayoutElement) -> (ViewModelMappingBase, Any, IndexPath)? {
        let model: Any?
        let indexPath: IndexPath
        switch element {
        case .item(let path):
            (model, indexPath) = (self.model(at: path), path)
        case .supplementary(let kind, let section):
            (model, indexPath) = (
                shownSupplementaryModel(ofKind: kind, inSection: section), IndexPath(item: 0, section: section)
            )
        }
        guard let model,
            let mapping = resolver.mapping(
                for: model, kind: element.viewKind, at: indexPath, report: anomalyHandler.reportAnomaly)
        else { return nil }
        return (mapping, model, indexPath)
    }

    func cellMapping(at indexPath: IndexPath) -> (ViewModelMappingBase, Any)? {
        mapping(of: .item(indexPath)).map { ($0.0, $0.1) }
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
                let view = host.reuseQueues.dequeue(kind: kind, identifier: Self.titleIdentifier) as? SupplementaryView
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
        guard let view = host.reuseQueues.dequeue(kind: kind, identifier: mapping.reuseIdentifier) else {
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

    func placeholder(kind: ViewKind, message: String, mapping: ViewModelMappingBase? = nil) -> ReusableView {
        let view = host.reuseQueues.dequeue(kind: kind, identifier: Self.placeholderIdentifier) ?? PlaceholderView()
        (view as? PlaceholderView)?.message = message
        view.configuredMapping = mapping
        return view
    }

    /// Runs a view event of the element's mapping with `view`, else the item's view on
    /// screen. The cursor reaches items before the host scrolls to them, so for an item not
    /// on screen a view is dequeued and configured for the event (with the item's cursor and
    /// selection state) and then parked again.
    @discardableResult
    func perform(_ event: MappingEvent, _ element: LayoutElement, view: ReusableView? = nil) -> Any? {
        switch event {
        case .shouldHighlight, .didHighlight, .didUnhighlight, .didEndDisplaying:
            // Asked on every cursor move and for every view leaving the screen: when no mapping
            // reacts, no model is looked up (an ambiguity of the row's model was reported when
            // its view was dequeued). Other events (a selection) look the model up, and report
            // an ambiguity, whether or not a mapping reacts...
            guard resolver.reacts(to: event) else { return nil }
        default:
            // ...unless finding the mapping can report nothing (see `resolvesSilently`): then,
            // with no mapping reacting, none is looked for (`willDisplay` comes for every row
            // coming on screen).
            guard resolver.reacts(to: event) || !resolver.resolvesSilently(element.viewKind) else { return nil }
        }
        guard let (mapping, model, indexPath) = mapping(of: element), mapping.reactions[event] != nil else {
            return nil
        }
        if let view { return mapping.perform(event, view: view, model: model, indexPath: indexPath) }
        guard case .item = element else { return nil }
        if let view = host.visibleView(forItemAt: indexPath) {
            return mapping.perform(event, view: view, model: model, indexPath: indexPath)
        }
        let temporary = dequeueConfiguredView(kind: .cell, model: model, indexPath: indexPath)
        defer { host.reuseQueues.enqueue(temporary, kind: .cell) }
        temporary.isHighlighted = host.cursorItem == indexPath
        temporary.isSelected = host.selection.contains(indexPath)
        return mapping.perform(event, view: temporary, model: model, indexPath: indexPath)
    }
}
