/// Finds the mapping for a model: the first registered one whose model type matches and
/// whose condition holds.
///
/// Resolutions are cached per (kind, model type, section) when every mapping that accepts
/// the type has a condition that depends on the section only; a `.custom` condition is
/// evaluated on each dequeue. Several matching mappings are reported once per place.
@MainActor
final class MappingResolver {
    private struct CacheKey: Hashable {
        var kind: ViewKind
        var modelType: ObjectIdentifier
        var section: Int
    }

    private(set) var mappings: [ViewModelMappingBase] = []
    private var cache: [CacheKey: ViewModelMappingBase?] = [:]
    /// The last cached resolution: rows of one table mostly resolve the same key in turn, and
    /// comparing it costs less than hashing it.
    private var lastResolution: (key: CacheKey, mapping: ViewModelMappingBase?)?
    private var reportedAmbiguities: Set<CacheKey> = []
    /// The events some mapping reacts to, one ``MappingEvent/bit`` each; nil until asked
    /// after a change. Bits, not a set: hashing an event cost more than the rest of the
    /// question, asked several times for every row coming on screen.
    private var reactedEvents: UInt32?

    func add(_ mapping: ViewModelMappingBase) {
        mappings.append(mapping)
        mapping.reactionsDidChange = { [weak self] in self?.reactedEvents = nil }
        invalidate()
    }

    /// Whether any mapping reacts to `event`. Asked on every cursor move, so the answer for
    /// all events is kept until a mapping or a reaction is added or removed.
    func reacts(to event: MappingEvent) -> Bool {
        if let reactedEvents { return reactedEvents & event.bit != 0 }
        var events: UInt32 = 0
        for mapping in mappings {
            for reacted in mapping.reactions.keys { events |= reacted.bit }
        }
        reactedEvents = events
        return events & event.bit != 0
    }

    /// Whether finding a mapping of `kind` has no effect but its answer: at most one mapping
    /// of the kind (no ambiguity to report), whose condition runs no code of the app (a
    /// `.custom` one may). Then a question no mapping reacts to needs no mapping found.
    /// O(mappings), a loop: conditions can be set at any time.
    func resolvesSilently(_ kind: ViewKind) -> Bool {
        var found = false
        for mapping in mappings where mapping.kind == kind {
            if found { return false }
            if case .custom = mapping.condition { return false }
            found = true
        }
        return true
    }

    /// Removes the mappings of `viewType` for `kind`; returns them.
    func remove(viewType: ReusableView.Type, kind: ViewKind) -> [ViewModelMappingBase] {
        let removed = mappings.filter { $0.viewType == viewType && $0.kind == kind }
        mappings.removeAll { $0.viewType == viewType && $0.kind == kind }
        for mapping in removed { mapping.reactionsDidChange = nil }
        invalidate()
        return removed
    }

    func invalidate() {
        cache.removeAll()
        lastResolution = nil
        reactedEvents = nil
        reportedAmbiguities.removeAll()
    }

    /// The mapping for `model` (already unwrapped) of `kind` at `indexPath`.
    func mapping(
        for model: Any, kind: ViewKind, at indexPath: IndexPath, report: (ManagerAnomaly) -> Void
    ) -> ViewModelMappingBase? {
        let key = CacheKey(kind: kind, modelType: ObjectIdentifier(type(of: model)), section: indexPath.section)
        if let lastResolution, lastResolution.key == key { return lastResolution.mapping }
        if let cached = cache[key] {
            lastResolution = (key, cached)
            return cached
        }
        // Hot path: no array unless several mappings match (then they are named in the report).
        var first: ViewModelMappingBase?
        var matches = 0
        var cacheable = true
        for mapping in mappings where mapping.kind == kind && mapping.acceptsModel(model) {
            if !mapping.condition.dependsOnlyOnSection { cacheable = false }
            if mapping.condition.matches(indexPath: indexPath, model: model) {
                if first == nil { first = mapping }
                matches += 1
            }
        }
        if matches > 1, reportedAmbiguities.insert(key).inserted {
            let candidates = mappings.filter {
                $0.kind == kind && $0.acceptsModel(model) && $0.condition.matches(indexPath: indexPath, model: model)
            }
            report(
                .ambiguousMapping(
                    kind: kind.description, modelType: String(describing: type(of: model)), section: indexPath.section,
                    candidates: candidates.map { ReuseIdentifier.of($0.viewType) }))
        }
        if cacheable {
            cache[key] = .some(first)
            lastResolution = (key, first)
        }
        return first
    }
}

extension MappingEvent {
    /// The event's own bit among all events (see `MappingResolver.reacts(to:)`).
    fileprivate var bit: UInt32 {
        switch self {
        case .didSelect: 1 << 0
        case .didDeselect: 1 << 1
        case .willDisplay: 1 << 2
        case .didEndDisplaying: 1 << 3
        case .configure: 1 << 4
        case .didHighlight: 1 << 5
        case .didUnhighlight: 1 << 6
        case .shouldSelect: 1 << 7
        case .shouldHighlight: 1 << 8
        case .heightForCell: 1 << 9
        case .sizeForItem: 1 << 10
        case .heightForSupplementary: 1 << 11
        case .canMove: 1 << 12
        case .moveItem: 1 << 13
        case .prefetch: 1 << 14
        case .cancelPrefetch: 1 << 15
        case .referenceSizeForHeader: 1 << 16
        case .referenceSizeForFooter: 1 << 17
        }
    }
}
