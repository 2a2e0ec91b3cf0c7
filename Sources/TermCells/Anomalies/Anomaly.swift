/// A misuse or an inconsistency that TermCells reports instead of trapping.
///
/// Each family of anomalies (manager, storage, template) is an enum conforming to this
/// protocol; its `description` is the sentence a developer reads in the log.
public protocol Anomaly: Sendable, Equatable, CustomStringConvertible {}
