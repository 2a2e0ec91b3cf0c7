/// Models as the mappings see them, shared by ``TableManager`` and ``GridManager``.
extension MappingRegistering {
    /// The model at `indexPath`, unwrapped.
    public func model(at indexPath: IndexPath) -> Any? {
        unwrappedModel(storage.item(at: indexPath))
    }

    /// The supplementary model of `kind` for `section`, unwrapped.
    public func supplementaryModel(ofKind kind: SupplementaryKind, inSection section: Int) -> Any? {
        unwrappedModel(storage.supplementaryModel(ofKind: kind, forSectionAt: section))
    }
}
