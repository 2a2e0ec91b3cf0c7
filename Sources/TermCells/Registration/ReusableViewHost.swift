/// A host of reusable views: what the article calls `CollectionView`, implemented by
/// ``TableHost`` and ``GridHost``.
///
/// Register each view once, by type; dequeue by type and the reuse identifier is inferred:
///
/// ```swift
/// host.register(cells: [.type(PostCell.self), .template(NibLikeCell.self)])
/// host.register(header: .type(SectionHeader.self))
/// let cell: PostCell = host.dequeueCell(at: indexPath)
/// ```
@MainActor
public protocol ReusableViewHost: AnyObject {
    /// The host's registrations and reuse queues.
    var reuseQueues: ReuseQueues { get }
    /// Reports registration and dequeue misuse.
    var anomalyHandler: AnomalyHandler<ManagerAnomaly> { get }
    /// A custom source of template-backed views, asked before template files are looked up
    /// (with the view type, the template name and the kind); `nil`, or a `nil` answer, means
    /// "look for the file `NAME.template` in the mapping's bundle" (parsed once per bundle and name).
    var templateViewSource: ((ReusableView.Type, String, ViewKind) -> ViewSource?)? { get }

    func register(cell: RegisterableView)
    func register(header: RegisterableView)
    func register(footer: RegisterableView)
    func register(supplementaryView: RegisterableView, kind: SupplementaryKind)
}

extension ReusableViewHost {
    public var templateViewSource: ((ReusableView.Type, String, ViewKind) -> ViewSource?)? { nil }

    public func register(cell: RegisterableView) {
        register(cell, kind: .cell)
    }

    public func register(header: RegisterableView) {
        register(header, kind: .header)
    }

    public func register(footer: RegisterableView) {
        register(footer, kind: .footer)
    }

    public func register(supplementaryView: RegisterableView, kind: SupplementaryKind) {
        register(supplementaryView, kind: .supplementary(kind))
    }

    /// Registers several cells at once.
    public func register(cells: [RegisterableView]) {
        for cell in cells { register(cell: cell) }
    }

    /// Registers several headers at once.
    public func register(headers: [RegisterableView]) {
        for header in headers { register(header: header) }
    }

    /// Registers several footers at once.
    public func register(footers: [RegisterableView]) {
        for footer in footers { register(footer: footer) }
    }

    /// Registers `source` under `identifier`, reporting a different class already there.
    public func register(_ source: ViewSource, kind: ViewKind, identifier: String) {
        if let previous = reuseQueues.registration(kind: kind, identifier: identifier),
            previous.viewType != source.viewType
        {
            anomalyHandler.reportAnomaly(
                .reuseIdentifierConflict(
                    identifier: identifier, kind: kind.description,
                    registered: ReuseIdentifier.of(previous.viewType), new: ReuseIdentifier.of(source.viewType)))
        }
        reuseQueues.register(source, kind: kind, identifier: identifier)
    }

    private func register(_ view: RegisterableView, kind: ViewKind) {
        let source: ViewSource
        switch view {
        case .type(let type):
            source = .code(type)
        case .template(let type):
            let file = TemplateFile(of: type)
            source = templateSource(for: type, named: file.name, in: file.bundle, kind: kind, explicit: true)
        }
        register(source, kind: kind, identifier: view.identifier)
    }

    /// A cell of type `T` for `indexPath`, its identifier inferred from the type.
    ///
    /// Never traps: when nothing of that type is registered, the anomaly is reported and a
    /// new `T` made in code is returned.
    public func dequeueCell<T: ReusableView>(at indexPath: IndexPath) -> T {
        dequeue(kind: .cell, at: indexPath)
    }

    /// A supplementary view of type `T` and `kind` for the section of `indexPath`.
    public func dequeueSupplementary<T: ReusableView>(ofKind kind: SupplementaryKind, at indexPath: IndexPath) -> T {
        dequeue(kind: .supplementary(kind), at: indexPath)
    }

    private func dequeue<T: ReusableView>(kind: ViewKind, at indexPath: IndexPath) -> T {
        let identifier = ReuseIdentifier.of(T.self)
        if let view = reuseQueues.dequeue(kind: kind, identifier: identifier) {
            if let typed = view as? T { return typed }
            reuseQueues.enqueue(view, kind: kind)
            anomalyHandler.reportAnomaly(
                .dequeuedWrongType(
                    identifier: identifier, expected: identifier, found: ReuseIdentifier.of(type(of: view))))
        } else {
            anomalyHandler.reportAnomaly(
                .nothingRegistered(identifier: identifier, kind: kind.description, indexPath: indexPath))
        }
        let view = T()
        view.reuseIdentifier = nil
        return view
    }
}
