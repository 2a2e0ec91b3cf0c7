/// The registration API shared by ``TableManager`` and ``GridManager``, as in
/// DTTableViewManager's and DTCollectionViewManager's registration guides. Write code
/// generic over both managers with it; only the managers of TermCells conform.
@MainActor
public protocol MappingRegistering: AnyObject {
    /// The host views are registered on.
    var viewHost: any ReusableViewHost { get }
    /// Where models come from.
    var storage: any Storage { get }
    /// Reports registration, mapping and event misuse.
    var anomalyHandler: AnomalyHandler<ManagerAnomaly> { get }
}

/// What registration needs of a manager beyond the public requirements, kept out of the
/// public API. Only ``LayoutManager`` conforms.
@MainActor
protocol ManagerCore: MappingRegistering {
    /// Finds the mapping for a model.
    var resolver: MappingResolver { get }
    /// Called after every registration change, so cached views can be refreshed.
    func mappingsDidChange()
}

extension MappingRegistering {
    /// Registers a cell that shows its ``ModelTransfer/ModelType``. Both closures are optional.
    ///
    /// ```swift
    /// manager.register(PostCell.self) { mapping in
    ///     mapping.didSelect { cell, post, indexPath in … }
    /// } handler: { cell, post, indexPath in … }
    /// ```
    public func register<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type,
        mapping: ((ViewModelMapping<View, View.ModelType>) -> Void)? = nil,
        handler: @escaping (View, View.ModelType, IndexPath) -> Void = { _, _, _ in }
    ) {
        add(.cell, mapping: mapping, handler: Self.transferring(handler))
    }

    /// Registers a cell for `Model` without ``ModelTransfer``: the handler fills the view.
    public func register<View: ReusableView, Model>(
        _ viewType: View.Type, for modelType: Model.Type,
        mapping: ((ViewModelMapping<View, Model>) -> Void)? = nil,
        handler: @escaping (View, Model, IndexPath) -> Void
    ) {
        add(.cell, mapping: mapping, handler: handler)
    }

    /// Registers a section header view that shows its model.
    public func registerHeader<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type,
        mapping: ((ViewModelMapping<View, View.ModelType>) -> Void)? = nil,
        handler: @escaping (View, View.ModelType, IndexPath) -> Void = { _, _, _ in }
    ) {
        add(.header, mapping: mapping, handler: Self.transferring(handler))
    }

    /// Registers a section header view for `Model` without ``ModelTransfer``.
    public func registerHeader<View: ReusableView, Model>(
        _ viewType: View.Type, for modelType: Model.Type,
        mapping: ((ViewModelMapping<View, Model>) -> Void)? = nil,
        handler: @escaping (View, Model, IndexPath) -> Void
    ) {
        add(.header, mapping: mapping, handler: handler)
    }

    /// Registers a section footer view that shows its model.
    public func registerFooter<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type,
        mapping: ((ViewModelMapping<View, View.ModelType>) -> Void)? = nil,
        handler: @escaping (View, View.ModelType, IndexPath) -> Void = { _, _, _ in }
    ) {
        add(.footer, mapping: mapping, handler: Self.transferring(handler))
    }

    /// Registers a section footer view for `Model` without ``ModelTransfer``.
    public func registerFooter<View: ReusableView, Model>(
        _ viewType: View.Type, for modelType: Model.Type,
        mapping: ((ViewModelMapping<View, Model>) -> Void)? = nil,
        handler: @escaping (View, Model, IndexPath) -> Void
    ) {
        add(.footer, mapping: mapping, handler: handler)
    }

    /// Registers a supplementary view of any kind that shows its model.
    public func registerSupplementary<View: ReusableView & ModelTransfer>(
        _ viewType: View.Type, ofKind kind: SupplementaryKind,
        mapping: ((ViewModelMapping<View, View.ModelType>) -> Void)? = nil,
        handler: @escaping (View, View.ModelType, IndexPath) -> Void = { _, _, _ in }
    ) {
        add(.supplementary(kind), mapping: mapping, handler: Self.transferring(handler))
    }

    /// Registers a supplementary view of any kind for `Model` without ``ModelTransfer``.
    public func registerSupplementary<View: ReusableView, Model>(
        _ viewType: View.Type, for modelType: Model.Type, ofKind kind: SupplementaryKind,
        mapping: ((ViewModelMapping<View, Model>) -> Void)? = nil,
        handler: @escaping (View, Model, IndexPath) -> Void
    ) {
        add(.supplementary(kind), mapping: mapping, handler: handler)
    }

    /// Registers a supplementary view of any kind for `Model` with no handler (seed 003's
    /// `registerSupplementary(View.self, for: String.self, ofKind: "Header")`): a
    /// ``SupplementaryView`` shows the model's description as its `text`; any other view is
    /// only dequeued, for the `configure` event or your own code to fill.
    public func registerSupplementary<View: ReusableView, Model>(
        _ viewType: View.Type, for modelType: Model.Type, ofKind kind: SupplementaryKind
    ) {
        add(.supplementary(kind), mapping: nil) { (view: View, model: Model, _: IndexPath) in
            (view as? SupplementaryView)?.text = String(describing: model)
        }
    }

    /// ``registerSupplementary(_:for:ofKind:)`` for section headers.
    public func registerHeader<View: ReusableView, Model>(_ viewType: View.Type, for modelType: Model.Type) {
        registerSupplementary(viewType, for: modelType, ofKind: .header)
    }

    /// ``registerSupplementary(_:for:ofKind:)`` for section footers.
    public func registerFooter<View: ReusableView, Model>(_ viewType: View.Type, for modelType: Model.Type) {
        registerSupplementary(viewType, for: modelType, ofKind: .footer)
    }

    /// Removes the cell mappings of `viewType`, their events, and the host's registration.
    public func unregister<View: ReusableView>(_ viewType: View.Type) { remove(viewType, kind: .cell) }

    /// Removes the header mappings of `viewType`, their events, and the host's registration.
    public func unregisterHeader<View: ReusableView>(_ viewType: View.Type) { remove(viewType, kind: .header) }

    /// Removes the footer mappings of `viewType`, their events, and the host's registration.
    public func unregisterFooter<View: ReusableView>(_ viewType: View.Type) { remove(viewType, kind: .footer) }

    /// Removes the supplementary mappings of `viewType` for `kind`.
    public func unregisterSupplementary<View: ReusableView>(_ viewType: View.Type, forKind kind: SupplementaryKind) {
        remove(viewType, kind: .supplementary(kind))
    }

    /// The registered mappings, in registration order.
    public var mappings: [ViewModelMappingBase] { core?.resolver.mappings ?? [] }

    /// The manager behind the protocol (every conforming type of TermCells is one).
    var core: (any ManagerCore)? { self as? any ManagerCore }

    // MARK: - Steps of registration

    /// The handler of a ``ModelTransfer`` view: yours, then `update(with:)`.
    private static func transferring<View: ReusableView & ModelTransfer>(
        _ handler: @escaping (View, View.ModelType, IndexPath) -> Void
    ) -> (View, View.ModelType, IndexPath) -> Void {
        { view, model, indexPath in
            handler(view, model, indexPath)
            view.update(with: model)
        }
    }

    /// Builds the mapping, runs your mapping closure, registers the view with the host (from
    /// its template or from code) unless a screen file's prototype owns the identifier.
    private func add<View: ReusableView, Model>(
        _ kind: ViewKind, mapping configure: ((ViewModelMapping<View, Model>) -> Void)?,
        handler: @escaping (View, Model, IndexPath) -> Void
    ) {
        let mapping = ViewModelMapping<View, Model>(kind: kind, handler: handler)
        let defaultTemplate = mapping.templateName
        let defaultIdentifier = mapping.reuseIdentifier
        configure?(mapping)
        if mapping.templateName != defaultTemplate { mapping.templateNameIsExplicit = true }
        let queues = viewHost.reuseQueues
        let existing = queues.registration(kind: kind, identifier: mapping.reuseIdentifier)
        // A class of yours named like another registered class (a `SupplementaryView` of your
        // module beside TermCells' own) gets its module-qualified name as its default
        // identifier, rather than taking the other's queue over.
        if mapping.reuseIdentifier == defaultIdentifier, let existing, existing.viewType != View.self,
            ReuseIdentifier.of(existing.viewType) == defaultIdentifier
        {
            mapping.reuseIdentifier = String(reflecting: View.self)
        }
        // As DT checks the table view for a prototype before registering: a screen file's
        // prototype of this class under this identifier is kept, flag or not.
        var prototypeOwnsIt =
            kind == .cell ? mapping.cellRegisteredByStoryboard : mapping.supplementaryRegisteredByStoryboard
        if let source = queues.registration(kind: kind, identifier: mapping.reuseIdentifier),
            case .screen = source.origin, source.viewType == View.self
        {
            prototypeOwnsIt = true
        }
        if !prototypeOwnsIt {
            // The template when one of the mapping's name exists in its bundle, else code; see
            // ``ReusableViewHost/templateSource(for:named:in:kind:explicit:)`` for the anomalies.
            let source = viewHost.templateSource(
                for: View.self, named: mapping.templateName, in: mapping.bundle, kind: kind,
                explicit: mapping.templateNameIsExplicit)
            mapping.registeredSource = source
            viewHost.register(source, kind: kind, identifier: mapping.reuseIdentifier)
        }
        core?.resolver.add(mapping)
        core?.mappingsDidChange()
    }

    /// Removes the mappings and the host registrations only they use. An identifier other
    /// mappings still use stays, except that if the removed type had taken it over (a reuse
    /// identifier conflict), it goes back to the view of the last of them that registered one.
    private func remove(_ viewType: ReusableView.Type, kind: ViewKind) {
        let removed = core?.resolver.remove(viewType: viewType, kind: kind) ?? []
        let queues = viewHost.reuseQueues
        for mapping in removed {
            let users = mappings.filter { $0.kind == kind && $0.reuseIdentifier == mapping.reuseIdentifier }
            if users.isEmpty {
                queues.unregister(kind: kind, identifier: mapping.reuseIdentifier)
            } else if queues.registration(kind: kind, identifier: mapping.reuseIdentifier)?.viewType == viewType {
                if let source = users.last(where: { $0.registeredSource != nil })?.registeredSource {
                    queues.register(source, kind: kind, identifier: mapping.reuseIdentifier)
                } else {
                    queues.unregister(kind: kind, identifier: mapping.reuseIdentifier)
                }
            }
        }
        core?.mappingsDidChange()
    }
}
