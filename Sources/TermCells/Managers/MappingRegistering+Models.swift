/// Models as the mappings see them, shared by ``TableManager`` and ``GridManager``.
///
/// Always inlined: a manager asks these for every row it shows and after every update, and
/// the generic call would look up the manager's type metadata each time.
extension MappingRegistering {
    /// The model at `indexPath`, unwrapped.
    @inline(__always)
    public func model(at indexPath: IndexPath) -> Any? {
        unwrappedModel(storage.item(at: indexPath))
    }

    /// The supplementary model of `kind` for `section`, unwrapped.
    @inline(__always)
    public func supplementaryModel(ofKind kind: SupplementaryKind, inSection section: Int) -> Any? {
        unwrappedModel(storage.supplementaryModel(ofKind: kind, forSectionAt: section))
    }
}
