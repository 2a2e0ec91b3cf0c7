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
    /// The events some mapping reacts to; nil until asked after a change.
    private var reactedEvents: Set<MappingEvent>?

    func add(_ mapping: ViewModelMappingBase) {
        mappings.append(mapping)
        mapping.reactionsDidChange = { [weak self] in self?.reactedEvents = nil }
        invalidate()
    }

    /// Whether any mapping reacts to `event`. Asked on every cursor move, so the answer for
    /// all events is kept until a mapping or a reaction is added or removed.
    func reacts(to event: MappingEvent) -> Bool {
        if let reactedEvents { return reactedEvents.contains(event) }
        let events = Set(mappings.flatMap { $0.reactions.keys })
        reactedEvents = events
        return events.contains(event)
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
