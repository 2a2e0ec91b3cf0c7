@testable import TermCells

/// Where several mappings accept one model.
///
/// A manager reports an ambiguity once per (kind, model type, section) until the mappings
/// change, the first time it resolves such a model there. Hosts resolve models at many
/// points (drawing, measuring, highlight and display events), so the oracle does not pin the
/// operation a report comes with; it checks that every report names a place and candidates
/// that really are ambiguous, that no place is reported twice, and that every ambiguous
/// model a draw or a question certainly resolved has been reported.
extension FuzzOracle {
    /// The place of `item` shown as `kind` at `indexPath` and its candidate view names, when
    /// more than one mapping accepts it there.
    func ambiguity(of item: FuzzItem, kind: FuzzKind, at indexPath: IndexPath) -> (
        key: AmbiguityKey, candidates: [String]
    )? {
        guard let model = item.model else { return nil }
        let candidates = matches(for: item, kind: kind, at: indexPath)
        guard candidates.count > 1 else { return nil }
        return (
            AmbiguityKey(kind: kind.description, modelType: model.name, section: indexPath.section),
            candidates.map(\.view.name)
        )
    }

    /// The ambiguity of the item at `indexPath`, if any.
    func cellAmbiguity(at indexPath: IndexPath) -> (key: AmbiguityKey, candidates: [String])? {
        item(at: indexPath).flatMap { ambiguity(of: $0, kind: .cell, at: indexPath) }
    }

    /// The ambiguity of the supplementary model of `kind` in `section`, if any.
    func supplementaryAmbiguity(_ kind: FuzzKind, inSection section: Int) -> (key: AmbiguityKey, candidates: [String])?
    {
        guard sections.indices.contains(section), let model = sections[section].supplementary(kind) else { return nil }
        return ambiguity(of: model, kind: kind, at: IndexPath(item: 0, section: section))
    }

    /// Every ambiguous place of the storage now, with the candidate lists its models give.
    func ambiguousPlaces() -> [AmbiguityKey: Set<[String]>] {
        var places: [AmbiguityKey: Set<[String]>] = [:]
        for indexPath in allIndexPaths {
            if let (key, candidates) = cellAmbiguity(at: indexPath) { places[key, default: []].insert(candidates) }
        }
        for section in sections.indices {
            for kind in [FuzzKind.header, .footer] {
                if let (key, candidates) = supplementaryAmbiguity(kind, inSection: section) {
                    places[key, default: []].insert(candidates)
                }
            }
        }
        return places
    }
}
