import Foundation

/// The relationship between a view type and a model type, built at registration and
/// customised in the mapping closure — DT's `ViewModelMapping`.
///
/// The manager resolves a model to the first registered mapping whose model type matches
/// (optionals unwrapped; protocols and superclasses count) and whose ``condition`` holds.
@MainActor
public class ViewModelMappingBase {
    /// Cell, header, footer or another supplementary kind.
    public let kind: ViewKind
    /// The view class.
    public let viewType: ReusableView.Type
    /// The model type's name, for messages.
    public let modelTypeName: String
    /// The reuse queue's identifier; the class name unless you set another.
    public var reuseIdentifier: String
    /// The template file the view is laid out by (the xib analog). Defaults to the class's
    /// ``ReusableView/templateName`` (its name) and is used when such a template exists; `nil`
    /// forces the view to be made in code.
    public var templateName: String?
    /// Whether `templateName` was set by you rather than defaulted (a missing explicit
    /// template is an anomaly; a missing default one just means "made in code").
    public internal(set) var templateNameIsExplicit = false
    /// The bundle the template file is looked up in: the class's ``ReusableView/templateBundle``,
    /// else `Bundle.main`, which stands for the
    /// program: the main bundle and every SwiftPM resource bundle beside it, so a template in
    /// any target's resources is found; set another (`Bundle.module`) to look there only.
    public var bundle: Bundle = .main
    /// The view is a prototype a screen file registered on the host: do not register over it.
    public var cellRegisteredByStoryboard = false
    /// The supplementary view is a prototype a screen file registered: do not register over it.
    public var supplementaryRegisteredByStoryboard = false
    /// When the mapping applies.
    public var condition: MappingCondition = .none
    /// What the mapping registered with the host, so an identifier another view type took
    /// over can be given back when that type is unregistered; nil when a prototype owns it.
    var registeredSource: ViewSource?

    typealias Reaction = (ReusableView?, Any, IndexPath) -> Any?
    private(set) var reactions: [MappingEvent: [Reaction]] = [:]
    /// Called when a reaction is added, so the resolver's set of reacted events is made again.
    var reactionsDidChange: (() -> Void)?
    var keyActions: [Key: Reaction] = [:]
    var moveReactions: [(ReusableView?, Any, IndexPath, IndexPath) -> Void] = []
    let acceptsModel: (Any) -> Bool
    let acceptsModelType: (Any.Type) -> Bool
    let update: (ReusableView, Any, IndexPath) -> Void

    init(
        kind: ViewKind, viewType: ReusableView.Type, modelTypeName: String,
        acceptsModel: @escaping (Any) -> Bool, acceptsModelType: @escaping (Any.Type) -> Bool,
        update: @escaping (ReusableView, Any, IndexPath) -> Void
    ) {
        self.kind = kind
        self.viewType = viewType
        self.modelTypeName = modelTypeName
        self.reuseIdentifier = ReuseIdentifier.of(viewType)
        let file = TemplateFile(of: viewType)
        self.templateName = file.name
        self.templateNameIsExplicit = file.isNamedByTheClass
        self.bundle = file.bundle
        self.acceptsModel = acceptsModel
        self.acceptsModelType = acceptsModelType
        self.update = update
    }

    /// Whether this mapping accepts `model` (already unwrapped) at `indexPath`.
    func matches(_ model: Any, at indexPath: IndexPath) -> Bool {
        acceptsModel(model) && condition.matches(indexPath: indexPath, model: model)
    }

    /// Runs the reactions to `event`; returns the last non-nil result.
    @discardableResult
    func perform(_ event: MappingEvent, view: ReusableView?, model: Any, indexPath: IndexPath) -> Any? {
        guard let list = reactions[event] else { return nil }
        // A reaction may change what the view shows. The flag alone, not a frame request:
        // most events run while a frame is drawn or a key handled, which draw it anyway.
        view?.needsDisplay = true
        var result: Any?
        for reaction in list {
            if let value = reaction(view, model, indexPath) { result = value }
        }
        return result
    }

    func addReaction(_ event: MappingEvent, _ reaction: @escaping Reaction) {
        reactions[event, default: []].append(reaction)
        reactionsDidChange?()
    }
}

/// A mapping of `View` to `Model`. The mapping closure of every `register` call receives
/// one; attach events to it and set its properties there.
@MainActor
public final class ViewModelMapping<View: ReusableView, Model>: ViewModelMappingBase {
    init(kind: ViewKind, handler: @escaping (View, Model, IndexPath) -> Void) {
        super.init(
            kind: kind, viewType: View.self, modelTypeName: typeName(Model.self),
            acceptsModel: { $0 is Model },
            acceptsModelType: { $0 == Model.self || $0 is Model.Type },
            update: { view, model, indexPath in
                guard let view = view as? View, let model = model as? Model else { return }
                handler(view, model, indexPath)
            }
        )
    }

    /// A condition on the model itself, typed: `mapping.condition = mapping.modelCondition { model, indexPath in … }`.
    public func modelCondition(_ condition: @escaping (Model, IndexPath) -> Bool) -> MappingCondition {
        .custom { indexPath, model in
            guard let model = model as? Model else { return false }
            return condition(model, indexPath)
        }
    }

    func addViewReaction(_ event: MappingEvent, _ closure: @escaping (View, Model, IndexPath) -> Any?) {
        addReaction(event) { view, model, indexPath in
            guard let view = view as? View, let model = model as? Model else { return nil }
            return closure(view, model, indexPath)
        }
    }

    func addModelReaction(_ event: MappingEvent, _ closure: @escaping (Model, IndexPath) -> Any?) {
        addReaction(event) { _, model, indexPath in
            guard let model = model as? Model else { return nil }
            return closure(model, indexPath)
        }
    }
}
