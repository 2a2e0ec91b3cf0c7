/// Misuse of registration, mapping, events or dequeue, reported by managers and hosts.
///
/// The cases DTTableViewManager reports, and two it does not: several mappings matching
/// one model (`ambiguousMapping`) and two view types under one reuse identifier
/// (`reuseIdentifierConflict`).
public enum ManagerAnomaly: Anomaly {
    /// No registered mapping accepts this model in this place; a placeholder is shown.
    case noMapping(kind: String, modelType: String, indexPath: IndexPath)
    /// The storage returned nil (or an empty optional) where a model was expected.
    case nilModel(kind: String, indexPath: IndexPath)
    /// More than one mapping accepts the model; the first registered one is used.
    case ambiguousMapping(kind: String, modelType: String, section: Int, candidates: [String])
    /// An event was attached to a view type that has no mapping, so it can never fire.
    case eventForUnregisteredView(event: String, viewType: String)
    /// A model-only event (such as `heightForCell`) was given a view type instead of a model type.
    case modelEventGivenViewType(event: String, viewType: String)
    /// A second view type was registered under a reuse identifier another type already uses.
    case reuseIdentifierConflict(identifier: String, kind: String, registered: String, new: String)
    /// A typed dequeue asked for a view that is not registered.
    case nothingRegistered(identifier: String, kind: String, indexPath: IndexPath)
    /// A typed dequeue found a view of another type under the identifier.
    case dequeuedWrongType(identifier: String, expected: String, found: String)
    /// A template named explicitly does not exist.
    case templateNotFound(name: String, viewType: String)
    /// An index path that the storage does not have was used.
    case indexPathOutOfRange(operation: String, indexPath: IndexPath)
    /// A template exists but could not be parsed; the view draws the error as a placeholder.
    case templateUnreadable(name: String, viewType: String, error: FileParseError)
    /// A template lacks outlets the view class declares in `outletNames`; the view draws a placeholder.
    case templateLacksOutlets(name: String, viewType: String, outlets: [String])
    /// A screen file declares a host of a kind no factory makes; a placeholder takes its place.
    case noHostFactory(kind: String, host: String, screen: String)
    /// A data source gave a count no layout can hold (negative, or beyond
    /// 2^40 items in all): the host lays out `used` instead.
    case countOutOfRange(what: String, count: Int, used: Int)
    /// A column table was asked to sort rows its storage cannot reorder (a storage of your
    /// own, an outline, a ``ProviderStorage`` section without ``ProviderSection/reorder``):
    /// that section keeps its order.
    case storageCannotReorder(storageType: String, section: Int)

    public var description: String {
        switch self {
        case .noMapping(let kind, let modelType, let indexPath):
            return "no \(kind) mapping for model of type \(modelType) at \(indexPath); register a view for it"
        case .nilModel(let kind, let indexPath):
            return "the \(kind) model at \(indexPath) is nil"
        case .ambiguousMapping(let kind, let modelType, let section, let candidates):
            return
                "\(candidates.count) \(kind) mappings match model of type \(modelType) in section \(section) (\(candidates.joined(separator: ", "))); the first registered, \(candidates.first ?? "?"), is used"
        case .eventForUnregisteredView(let event, let viewType):
            return "\(event) event attached to \(viewType), which has no mapping: register \(viewType) first"
        case .modelEventGivenViewType(let event, let viewType):
            return "\(event) is an event of models, but \(viewType) is a view type; pass the model type"
        case .reuseIdentifierConflict(let identifier, let kind, let registered, let new):
            return
                "\(new) registered as \(kind) under reuse identifier '\(identifier)', which \(registered) already uses; \(new) replaces it"
        case .nothingRegistered(let identifier, let kind, let indexPath):
            return "dequeue of \(kind) '\(identifier)' at \(indexPath), but nothing is registered under that identifier"
        case .dequeuedWrongType(let identifier, let expected, let found):
            return "dequeue of '\(identifier)' expected \(expected) but the queue holds \(found)"
        case .templateNotFound(let name, let viewType):
            return "template '\(name)' for \(viewType) was not found; the view is made in code"
        case .indexPathOutOfRange(let operation, let indexPath):
            return "\(operation): index path \(indexPath) is out of range"
        case .templateUnreadable(let name, let viewType, let error):
            return "template '\(name)' for \(viewType) could not be read: \(error); a placeholder is shown"
        case .templateLacksOutlets(let name, let viewType, let outlets):
            let list = outlets.map { "'\($0)'" }.joined(separator: ", ")
            return
                "template '\(name)' has no \(outlets.count.noun("outlet")) \(list) that \(viewType) uses; a placeholder is shown"
        case .noHostFactory(let kind, let host, let screen):
            return
                "screen '\(screen)' declares host '\(host)' of kind '\(kind)', but no factory makes that kind: set ScreenLoader.hostFactories[\"\(kind)\"]; a placeholder is shown"
        case .countOutOfRange(let what, let count, let used):
            return
                "the data source gave \(count) as the \(what); \(used) is used (counts are 0 to \(ContentLimits.maximumItemCount) items in all)"
        case .storageCannotReorder(let storageType, let section):
            return
                "sorting needs a storage that can reorder its items (MemoryStorage, SingleSectionStorage, or a ProviderStorage section with reorder); section \(section) of \(storageType) keeps its order"
        }
    }
}
