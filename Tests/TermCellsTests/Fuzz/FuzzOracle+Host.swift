@testable import TermCells

/// What a view slot of the host must hold.
enum FuzzExpectedView: Equatable, CustomStringConvertible {
    /// A fuzz view configured for its model, showing this text.
    case text(String)
    /// The title view a manager shows for a `String` header or footer without a mapping.
    case title(String)
    /// A placeholder with this message.
    case placeholder(String)
    /// A view of this type, which took over the mapping's reuse identifier: the mapping's
    /// handler does not apply to it, so its text is not checked.
    case viewOf(FuzzViewType)

    /// The text drawn at the view's origin, when it is known.
    var drawnText: String? {
        switch self {
        case .text(let text), .title(let text): return text
        case .placeholder(let message): return "⚠ " + message
        case .viewOf: return nil
        }
    }

    var description: String {
        switch self {
        case .text(let text): return "text \"\(text)\""
        case .title(let text): return "title \"\(text)\""
        case .placeholder(let message): return "placeholder \"\(message)\""
        case .viewOf(let view): return "a \(view)"
        }
    }
}

/// The views and anomalies the host's questions must produce.
extension FuzzOracle {
    /// The view a manager makes for the item at `indexPath`, and what it reports making it.
    func expectedCell(at indexPath: IndexPath) -> (view: FuzzExpectedView, anomalies: [ManagerAnomaly]) {
        guard let item = item(at: indexPath) else {
            return (
                .placeholder("no item at \(indexPath)"),
                [.indexPathOutOfRange(operation: "cellForItemAt", indexPath: indexPath)]
            )
        }
        guard item.model != nil else {
            return (.placeholder("nil cell model at \(indexPath)"), [.nilModel(kind: "cell", indexPath: indexPath)])
        }
        return expectedView(for: item, kind: .cell, at: indexPath)
    }

    /// The view a manager makes for the header or footer of `section`, which has a model.
    func expectedSupplementary(_ kind: FuzzKind, inSection section: Int) -> (
        view: FuzzExpectedView, anomalies: [ManagerAnomaly]
    ) {
        let indexPath = IndexPath(item: 0, section: section)
        guard sections.indices.contains(section), let model = sections[section].supplementary(kind) else {
            return (
                .placeholder("nil \(kind) model at \(indexPath)"),
                [.nilModel(kind: kind.description, indexPath: indexPath)]
            )
        }
        return expectedView(for: model, kind: kind, at: indexPath)
    }

    private func expectedView(for item: FuzzItem, kind: FuzzKind, at indexPath: IndexPath) -> (
        view: FuzzExpectedView, anomalies: [ManagerAnomaly]
    ) {
        let typeName = item.model?.name ?? "nil"
        guard let mapping = mapping(for: item, kind: kind, at: indexPath) else {
            if kind != .cell, case .word(let n) = item { return (.title("w\(n)"), []) }
            return (
                .placeholder("no \(kind) mapping for \(typeName)"),
                [.noMapping(kind: kind.description, modelType: typeName, indexPath: indexPath)]
            )
        }
        guard let registered = registeredView(for: mapping) else {
            return (
                .placeholder("nothing registered as '\(mapping.reuseIdentifier)'"),
                [.nothingRegistered(identifier: mapping.reuseIdentifier, kind: kind.description, indexPath: indexPath)]
            )
        }
        if registered == mapping.view { return (.text(item.shown(withPrefix: mapping.view.prefix)), []) }
        return (.viewOf(registered), [])
    }

    /// `host.dequeueCell(at:) as View` (or a supplementary): nothing registered under the
    /// class name, or another class registered there, is an anomaly.
    func typedDequeueAnomalies(_ view: FuzzViewType, kind: FuzzKind, at indexPath: IndexPath) -> [ManagerAnomaly] {
        guard let registered = registrations[RegistrationKey(kind: kind, identifier: view.name)] else {
            return [.nothingRegistered(identifier: view.name, kind: kind.description, indexPath: indexPath)]
        }
        return registered == view
            ? [] : [.dequeuedWrongType(identifier: view.name, expected: view.name, found: registered.name)]
    }

    /// The manager's answer to `heightForItemAt`: the mapping's `heightForCell`, if any.
    func expectedHeight(at indexPath: IndexPath) -> Int? {
        cellMapping(at: indexPath).flatMap { $0.reactions.contains(.heightForCell) ? $0.height : nil }
    }

    /// The manager's answer to `sizeForItemAt`: the mapping's `sizeForItem`, if any.
    func expectedSize(at indexPath: IndexPath) -> Size? {
        cellMapping(at: indexPath).flatMap { $0.reactions.contains(.sizeForItem) ? $0.size : nil }
    }

    /// The anomalies a question about the size of the item at `indexPath` reports.
    func extentAnomalies(at indexPath: IndexPath, operation: String) -> [ManagerAnomaly] {
        contains(indexPath) ? [] : [.indexPathOutOfRange(operation: operation, indexPath: indexPath)]
    }

    // MARK: Selection

    /// `selectItem(at:)` with single selection: `shouldSelect`, then `didDeselect` for the
    /// items selected before, then `didSelect`. An event whose item has no view on screen is
    /// run on a view dequeued for it, which reports when nothing is registered to dequeue.
    func selectionAnomalies(selecting indexPath: IndexPath, displayed: [IndexPath: ReusableView], selected: [IndexPath])
        -> [ManagerAnomaly]
    {
        guard contains(indexPath) else { return [.indexPathOutOfRange(operation: "selectItem", indexPath: indexPath)] }
        var anomalies: [ManagerAnomaly] = []
        if let mapping = cellMapping(at: indexPath), mapping.reactions.contains(.shouldSelect) {
            let (isMappingsView, dequeueAnomalies) = eventView(for: mapping, at: indexPath, displayed: displayed)
            anomalies += dequeueAnomalies
            if isMappingsView, mapping.shouldSelect == false { return anomalies }
        }
        for previous in selected where previous != indexPath {
            anomalies += eventAnomalies(.didDeselect, at: previous, displayed: displayed)
        }
        return anomalies + eventAnomalies(.didSelect, at: indexPath, displayed: displayed)
    }

    /// `deselectItem(at:)`: `didDeselect` if the item was selected.
    func deselectionAnomalies(
        deselecting indexPath: IndexPath, displayed: [IndexPath: ReusableView], selected: [IndexPath]
    ) -> [ManagerAnomaly] {
        selected.contains(indexPath) ? eventAnomalies(.didDeselect, at: indexPath, displayed: displayed) : []
    }

    func cursorAnomalies(movingTo indexPath: IndexPath) -> [ManagerAnomaly] {
        contains(indexPath) ? [] : [.indexPathOutOfRange(operation: "moveCursor", indexPath: indexPath)]
    }

    private func eventAnomalies(_ event: MappingEvent, at indexPath: IndexPath, displayed: [IndexPath: ReusableView])
        -> [ManagerAnomaly]
    {
        guard let mapping = cellMapping(at: indexPath), mapping.reactions.contains(event) else { return [] }
        return eventView(for: mapping, at: indexPath, displayed: displayed).anomalies
    }

    /// The view an event of `mapping` runs on: the one on screen, or one dequeued for it.
    /// Returns whether it is of the mapping's type (else the event's closure does not run).
    private func eventView(for mapping: Mapping, at indexPath: IndexPath, displayed: [IndexPath: ReusableView]) -> (
        isMappingsView: Bool, anomalies: [ManagerAnomaly]
    ) {
        if let view = displayed[indexPath] { return (mapping.view.isType(of: view), []) }
        guard let registered = registeredView(for: mapping) else {
            return (
                false, [.nothingRegistered(identifier: mapping.reuseIdentifier, kind: "cell", indexPath: indexPath)]
            )
        }
        return (registered == mapping.view, [])
    }
}
