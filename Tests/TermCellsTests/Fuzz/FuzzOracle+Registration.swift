@testable import TermCells

/// Registration, unregistration and events as the oracle models them, each returning the
/// anomalies the manager must report.
extension FuzzOracle {
    /// `register`, `registerHeader` or `registerFooter`: a second view type under a reuse
    /// identifier is a conflict (the new type replaces the old one in the host).
    mutating func register(_ view: FuzzViewType, as kind: FuzzKind, options: FuzzMappingOptions) -> [ManagerAnomaly] {
        var mapping = Mapping(
            view: view, kind: kind, condition: options.condition,
            reuseIdentifier: options.reuseIdentifier ?? view.name, prototypeOwned: options.prototypeOwned)
        if let height = options.height {
            mapping.height = height
            mapping.reactions.insert(.heightForCell)
        }
        if let size = options.size {
            mapping.size = size
            mapping.reactions.insert(.sizeForItem)
        }
        if options.selectionEvents { mapping.reactions.formUnion([.didSelect, .didDeselect]) }
        var anomalies: [ManagerAnomaly] = []
        if !mapping.prototypeOwned {
            let key = RegistrationKey(kind: kind, identifier: mapping.reuseIdentifier)
            if let previous = registrations[key], previous != view {
                anomalies.append(
                    .reuseIdentifierConflict(
                        identifier: mapping.reuseIdentifier, kind: kind.description, registered: previous.name,
                        new: view.name))
            }
            registrations[key] = view
        }
        mappings.append(mapping)
        reportedAmbiguities.removeAll()
        return anomalies
    }

    /// `unregister…`: the view type's mappings of that kind go, with their events. A reuse
    /// identifier no remaining mapping uses leaves the host; one that another mapping still
    /// uses goes back to the view of the last such mapping that registered one, when the
    /// removed type had taken the identifier over (or leaves the host if there is none).
    mutating func unregister(_ view: FuzzViewType, as kind: FuzzKind) -> [ManagerAnomaly] {
        let removed = mappings.filter { $0.view == view && $0.kind == kind }
        mappings.removeAll { $0.view == view && $0.kind == kind }
        for mapping in removed {
            let key = RegistrationKey(kind: kind, identifier: mapping.reuseIdentifier)
            let users = mappings.filter { $0.kind == kind && $0.reuseIdentifier == mapping.reuseIdentifier }
            if users.isEmpty {
                registrations[key] = nil
            } else if registrations[key] == view {
                registrations[key] = users.last(where: { !$0.prototypeOwned })?.view
            }
        }
        reportedAmbiguities.removeAll()
        return []
    }

    /// `manager.didSelect(View.self)` and the other view events: they attach to the cell
    /// mappings of that view type; with none, they can never fire.
    mutating func attach(_ event: FuzzViewEvent, to view: FuzzViewType) -> [ManagerAnomaly] {
        let targets = mappings.indices.filter { mappings[$0].view == view && mappings[$0].kind == .cell }
        guard !targets.isEmpty else {
            return [.eventForUnregisteredView(event: event.event.rawValue, viewType: view.name)]
        }
        for index in targets {
            mappings[index].reactions.insert(event.event)
            if case .shouldSelect(let answer) = event { mappings[index].shouldSelect = answer }
        }
        return []
    }

    /// `heightForCell(withItem:)` / `sizeForItem(withItem:)`: given a view type, a misuse;
    /// given a model type, they attach to every cell mapping of that model type.
    mutating func attach(_ event: FuzzModelEvent, to target: FuzzEventTarget) -> [ManagerAnomaly] {
        guard case .model(let modelType) = target else {
            return [.modelEventGivenViewType(event: event.event.rawValue, viewType: target.description)]
        }
        let targets = mappings.indices.filter { mappings[$0].kind == .cell && mappings[$0].view.modelType == modelType }
        guard !targets.isEmpty else {
            return [.eventForUnregisteredView(event: event.event.rawValue, viewType: modelType.name)]
        }
        for index in targets {
            mappings[index].reactions.insert(event.event)
            switch event {
            case .heightForCell(let height): mappings[index].height = height
            case .sizeForItem(let size): mappings[index].size = size
            }
        }
        return []
    }

    /// A grid manager's supplementary events: they attach to the view type's mappings of
    /// that kind.
    mutating func attach(_ event: FuzzSupplementaryEvent, to view: FuzzViewType) -> [ManagerAnomaly] {
        let targets = mappings.indices.filter { mappings[$0].view == view && mappings[$0].kind == event.kind }
        guard !targets.isEmpty else {
            return [.eventForUnregisteredView(event: event.event.rawValue, viewType: view.name)]
        }
        for index in targets {
            mappings[index].reactions.insert(event.event)
            switch event {
            case .referenceSizeForHeader(let size), .referenceSizeForFooter(let size):
                mappings[index].referenceHeight = size.height
            case .willDisplay, .didEndDisplaying:
                break
            }
        }
        return []
    }
}
