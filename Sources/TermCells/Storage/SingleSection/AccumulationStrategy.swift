/// How ``SingleSectionStorage/addItems(_:strategy:)`` merges new items with the ones already
/// there, DTModelStorage's accumulation strategies.
public enum AccumulationStrategy: Hashable, Sendable {
    /// Appends the new items (DTModelStorage's `AdditiveAccumulationStrategy`). Ids must stay
    /// unique, so an item whose id is already in the storage is dropped and reported as a
    /// duplicate; use ``updateOldValues`` to replace such items.
    case additive
    /// Replaces each item whose id is already in the storage in place (reported as an update
    /// when the value differs) and appends the others
    /// (`UpdateOldValuesAccumulationStrategy`).
    case updateOldValues
    /// Takes each item whose id is already in the storage out of its place and appends all new
    /// items in the order given (`DeleteOldValuesAccumulationStrategy`). An item that comes back
    /// with its id is reported as moved to the end (plus an update when its value differs), not
    /// as a delete and an insert, so a host keeps its selection.
    case deleteOldValues
}
